import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Mix, SavedMix } from '../../../shared/focus-sounds';
import { api, unwrap } from '../../lib/api';
import { mixesQuery } from '../../lib/focus-sound/mixes-query';

export function useMixes() {
  return useQuery(mixesQuery);
}

/**
 * Save, rename and delete. A rename or a delete shows at once and is undone if the server refuses it; a save
 * shows once the server has given the mix its id. All share one scope, so a quick second press never overtakes
 * the first.
 */
export function useMixActions() {
  const client = useQueryClient();
  const scope = { id: 'focus-sounds-mixes' };
  const update = (change: (mixes: SavedMix[]) => SavedMix[]) =>
    client.setQueryData<SavedMix[]>(mixesQuery.queryKey, (mixes) => change(mixes ?? []));
  /** Shows `change` at once; returns the list as it was, to put back if the server refuses. */
  const show = async (change: (mixes: SavedMix[]) => SavedMix[]) => {
    await client.cancelQueries({ queryKey: mixesQuery.queryKey });
    const before = client.getQueryData<SavedMix[]>(mixesQuery.queryKey);
    update(change);
    return { before };
  };
  const putBack = (
    _error: Error,
    _input: unknown,
    context: { before?: SavedMix[] | undefined } | undefined,
  ) => {
    if (context?.before) client.setQueryData(mixesQuery.queryKey, context.before);
  };

  const save = useMutation({
    scope,
    mutationFn: (json: { id?: string; name: string; mix: Mix }) =>
      unwrap<SavedMix>(api['focus-sounds'].mixes.$post({ json })),
    onSuccess: (saved) => update((mixes) => [...mixes.filter((mix) => mix.id !== saved.id), saved]),
  });
  const rename = useMutation({
    scope,
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      unwrap<SavedMix>(api['focus-sounds'].mixes[':id'].$patch({ param: { id }, json: { name } })),
    onMutate: ({ id, name }) => show((mixes) => mixes.map((mix) => (mix.id === id ? { ...mix, name } : mix))),
    onError: putBack,
    onSuccess: (renamed) => update((mixes) => mixes.map((mix) => (mix.id === renamed.id ? renamed : mix))),
  });
  const remove = useMutation({
    scope,
    mutationFn: (mix: SavedMix) =>
      unwrap(api['focus-sounds'].mixes[':id'].$delete({ param: { id: mix.id } })),
    onMutate: (removed) => show((mixes) => mixes.filter((mix) => mix.id !== removed.id)),
    onError: putBack,
  });
  return { save, rename, remove };
}
