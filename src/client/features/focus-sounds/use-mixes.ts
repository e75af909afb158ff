import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Mix, SavedMix } from '../../../shared/focus-sounds/sounds';
import { api, unwrap } from '../../lib/api';
import { mixesQuery } from '../../lib/focus-sound/mixes-query';
import { keptChanges } from '../../lib/offline/kept-changes';
import { isPending, nextPendingId, optimisticItems } from '../../lib/optimistic-list';

export function useMixes() {
  return useQuery(mixesQuery);
}

/** A mix to save, with the id the app gave it (lib/offline/new-id.ts). */
export interface MixToSave {
  id: string;
  name: string;
  mix: Mix;
}

/** A new name, and the one to put back if the server refuses it. */
interface RenameInput {
  id: string;
  name: string;
  before: string;
}

const saveMix = (json: MixToSave) => unwrap<SavedMix>(api['focus-sounds'].mixes.$post({ json }));
const renameMix = ({ id, name }: RenameInput) =>
  unwrap<SavedMix>(api['focus-sounds'].mixes[':id'].$patch({ param: { id }, json: { name } }));
const deleteMix = (id: string) => unwrap(api['focus-sounds'].mixes[':id'].$delete({ param: { id } }));

/**
 * Save, rename and delete (lib/optimistic-list.ts): each shows at once and is undone if the server refuses it.
 * All share one scope, so a quick second press never overtakes the first. Without a connection they wait on the
 * device and go in order when it returns, even after a reload (decision 101).
 */
export function mixChanges(queryClient: QueryClient) {
  const list = optimisticItems(queryClient, mixesQuery.queryKey, 'focus-sounds-mixes');
  const scope = { id: 'focus-sounds-mixes' };

  // A stand-in shows at the end, where the server adds it, until the saved mix takes its place.
  const save = mutationOptions({
    scope,
    mutationFn: saveMix,
    onMutate: async ({ name, mix }: MixToSave) => {
      const hadList = queryClient.getQueryData(mixesQuery.queryKey) !== undefined;
      await list.cancelLoad();
      const pendingId = nextPendingId();
      list.update((mixes) => [...mixes, { id: pendingId, name: name.trim(), mix }]);
      return { hadList, pendingId };
    },
    onError: (_error, _input, context) =>
      list.update((mixes) => mixes.filter((mix) => mix.id !== context?.pendingId)),
    onSuccess: (saved, _input, context) =>
      list.update((mixes) =>
        mixes.filter((mix) => mix.id !== saved.id).map((mix) => (mix.id === context.pendingId ? saved : mix)),
      ),
    // Saved before the list had loaded: its loading was stopped for this mix, so load the whole list now.
    onSettled: (_saved, _error, _input, context) => {
      if (!context?.hadList) void queryClient.invalidateQueries({ queryKey: mixesQuery.queryKey });
    },
  });

  const rename = list.change({
    save: renameMix,
    fields: ({ id, name, before }: RenameInput) => ({ id, after: { name }, before: { name: before } }),
  });

  // A refused delete puts the mix back where it was.
  const remove = mutationOptions({
    scope,
    mutationFn: (mix: SavedMix) => deleteMix(mix.id),
    onMutate: async (removed: SavedMix) => {
      await list.cancelLoad();
      const mixes = queryClient.getQueryData(mixesQuery.queryKey) ?? [];
      list.update((all) => all.filter((mix) => mix.id !== removed.id));
      return { index: mixes.findIndex((mix) => mix.id === removed.id) };
    },
    onError: (_error, removed, context) =>
      list.update((mixes) => {
        const others = mixes.filter((mix) => mix.id !== removed.id);
        const at = context && context.index >= 0 ? context.index : others.length;
        return [...others.slice(0, at), removed, ...others.slice(at)];
      }),
  });

  return keptChanges('focus-sounds', { save, rename, remove }, { adds: ['save'] });
}

export function useMixActions() {
  const queryClient = useQueryClient();
  const changes = useMemo(() => mixChanges(queryClient), [queryClient]);
  return {
    save: useMutation(changes.save),
    rename: useMutation(changes.rename),
    remove: useMutation(changes.remove),
  };
}

export { isPending };
