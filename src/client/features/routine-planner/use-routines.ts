import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type {
  Routine,
  RoutineCreate,
  RoutineRun,
  RoutineUpdate,
} from '../../../shared/routine-planner/routines';
import { api, unwrap } from '../../lib/api';
import { keptChanges } from '../../lib/offline/kept-changes';
import { isPending, optimisticItems, withChangesSince } from '../../lib/optimistic-list';

export const routinesQuery = queryOptions({
  queryKey: ['routines'],
  queryFn: () => unwrap<Routine[]>(api.routines.$get()),
});

export function useRoutines() {
  return useQuery(routinesQuery);
}

/** A routine's kept runs, newest first, read while its editor is open (decision 092). */
export function useRoutineRuns(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['routines', id, 'runs'],
    queryFn: () => unwrap<RoutineRun[]>(api.routines[':id'].runs.$get({ param: { id } })),
    enabled: enabled && !id.startsWith('pending-'),
  });
}

const createRoutine = (json: RoutineCreate) => unwrap<Routine>(api.routines.$post({ json }));
const changeRoutine = ({ id, change }: { id: string; change: RoutineUpdate }) =>
  unwrap<Routine>(api.routines[':id'].$patch({ param: { id }, json: change }));
const deleteRoutine = (id: string) => unwrap(api.routines[':id'].$delete({ param: { id } }));

let pendingCount = 0;

const byPosition = (items: Routine[]) =>
  [...items].sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));

/** A stand-in of a routine the server has not confirmed yet, as it will store it. */
function draftOf(input: RoutineCreate, id: string, items: Routine[]): Routine {
  return {
    id,
    name: input.name.trim(),
    icon: input.icon ?? 'sun',
    picture: input.picture ?? null,
    steps: (input.steps ?? []).map((step, i) => ({
      id: step.id ?? `${id}-step-${i}`,
      title: step.title.trim(),
      minutes: step.minutes ?? null,
      icon: step.icon ?? null,
      note: step.note?.trim() ?? '',
      picture: step.picture ?? null,
    })),
    schedule: input.schedule ?? null,
    position: input.position ?? Math.max(-1, ...items.map((r) => r.position)) + 1,
    createdAt: input.createdAt ?? new Date().toISOString(),
  };
}

/**
 * The planner's changes (lib/optimistic-list.ts): each shows at once and is undone if the server refuses it. All
 * share one scope, so a quick second press never overtakes the first. Without a connection they wait on the
 * device and go in order when it returns (decision 101).
 */
export function routineChanges(queryClient: QueryClient) {
  const list = optimisticItems(queryClient, routinesQuery.queryKey, 'routines');
  const scope = { id: 'routines' };

  const add = mutationOptions({
    scope,
    mutationFn: createRoutine,
    onMutate: async (input: RoutineCreate) => {
      await list.cancelLoad();
      // Shown under its app-made id, so edits made before it reaches the server name the routine it becomes.
      const pendingId = input.id ?? `pending-routine-${(pendingCount += 1)}-${Date.now()}`;
      const draft = draftOf(input, pendingId, queryClient.getQueryData(routinesQuery.queryKey) ?? []);
      list.update((items) => byPosition([...items, draft]));
      return { pendingId, draft };
    },
    onError: (_error, _input, context) =>
      list.update((items) => items.filter((r) => r.id !== context?.pendingId)),
    onSuccess: (saved, _input, context) =>
      list.update((items) =>
        byPosition(
          items.map((r) => (r.id === context.pendingId ? withChangesSince(saved, context?.draft, r) : r)),
        ),
      ),
  });

  // The editor sends whole, checked steps (each with its id), so the change can show as it is.
  const change = mutationOptions({
    ...list.change({
      save: changeRoutine,
      fields: ({ id, change: after, before }: { id: string; change: RoutineUpdate; before: Routine }) => ({
        id,
        after: after as Partial<Routine>,
        before,
      }),
    }),
    onSuccess: (saved) => list.patch(saved.id, saved),
  });

  const remove = mutationOptions({
    scope,
    mutationFn: (routine: Routine) => deleteRoutine(routine.id),
    onMutate: async (removed: Routine) => {
      await list.cancelLoad();
      list.update((items) => items.filter((r) => r.id !== removed.id));
    },
    onError: (_error, removed) =>
      list.update((items) => byPosition([...items.filter((r) => r.id !== removed.id), removed])),
  });

  return keptChanges('routines', { add, change, remove });
}

export function useRoutineActions() {
  const queryClient = useQueryClient();
  const changes = useMemo(() => routineChanges(queryClient), [queryClient]);
  return {
    add: useMutation(changes.add),
    change: useMutation(changes.change),
    remove: useMutation(changes.remove),
  };
}

export { isPending };
