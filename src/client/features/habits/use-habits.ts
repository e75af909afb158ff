import type { QueryClient } from '@tanstack/react-query';
import { mutationOptions, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { localDay } from '../../../shared/habits/days';
import type { Checkin, CheckinWrite, Habit, HabitCreate, HabitUpdate } from '../../../shared/habits/habits';
import { newHabitFields } from '../../../shared/habits/habits';
import { api, unwrap } from '../../lib/api';
import { keptChanges } from '../../lib/offline/kept-changes';
import { isPending, optimisticItems, withChangesSince } from '../../lib/optimistic-list';
import { useTimeZone } from '../../lib/profile';

export const habitsQuery = queryOptions({
  queryKey: ['habits'],
  queryFn: () => unwrap<Habit[]>(api.habits.$get()),
});

export function useHabits() {
  return useQuery(habitsQuery);
}

/** Today in the profile's time zone, or the device's when the profile names none (docs/product.md#habit-tracker). */
export function useToday(): string {
  return localDay(new Date(), useTimeZone());
}

const createHabit = (json: HabitCreate) => unwrap<Habit>(api.habits.$post({ json }));
const changeHabit = ({ id, change }: { id: string; change: HabitUpdate }) =>
  unwrap<Habit>(api.habits[':id'].$patch({ param: { id }, json: change }));
const deleteHabit = (id: string) => unwrap(api.habits[':id'].$delete({ param: { id } }));
const writeCheckin = ({ id, write }: CheckinInput) =>
  unwrap(api.habits[':id'].checkins.$put({ param: { id }, json: write }));
const saveOrder = (ids: string[]) => unwrap<Habit[]>(api.habits.order.$put({ json: { ids } }));

interface CheckinInput {
  id: string;
  write: CheckinWrite;
}

/** The check-ins after `write`: the day's one check-in replaced, or taken away. */
export function withCheckin(checkins: Checkin[], write: CheckinWrite): Checkin[] {
  const others = checkins.filter((c) => c.day !== write.day);
  if (write.state === 'none') return others;
  const next: Checkin = {
    day: write.day,
    state: write.state,
    amount: write.state === 'done' ? (write.amount ?? null) : null,
  };
  return [...others, next].sort((a, b) => a.day.localeCompare(b.day));
}

let pendingCount = 0;

const byPosition = (items: Habit[]) =>
  [...items].sort((a, b) => a.position - b.position || a.createdAt.localeCompare(b.createdAt));

/**
 * The tracker's changes (lib/optimistic-list.ts): each shows at once and is undone if the server refuses it. All
 * share one scope, so a quick second tap never overtakes the first. Without a connection they wait on the
 * device and go in order when it returns (decision 101).
 */
export function habitChanges(queryClient: QueryClient) {
  const list = optimisticItems(queryClient, habitsQuery.queryKey, 'habits');
  const scope = { id: 'habits' };

  const add = mutationOptions({
    scope,
    mutationFn: createHabit,
    onMutate: async (input: HabitCreate) => {
      await list.cancelLoad();
      // A habit with its app-made id is shown under it, so changes made to it before it reaches the server
      // (offline, decision 101) name the habit the server will keep.
      const pendingId = input.id ?? `pending-habit-${(pendingCount += 1)}-${Date.now()}`;
      const items = queryClient.getQueryData(habitsQuery.queryKey) ?? [];
      const draft: Habit = {
        id: pendingId,
        ...newHabitFields(input, localDay(new Date())),
        position: input.position ?? Math.max(-1, ...items.map((h) => h.position)) + 1,
        createdAt: input.createdAt ?? new Date().toISOString(),
        checkins: input.checkins?.map((c) => ({ ...c, amount: c.amount ?? null })) ?? [],
      };
      list.update((items) => byPosition([...items, draft]));
      return { pendingId, draft };
    },
    onError: (_error, _input, context) =>
      list.update((items) => items.filter((h) => h.id !== context?.pendingId)),
    onSuccess: (saved, _input, context) =>
      list.update((items) =>
        byPosition(
          items.map((h) => (h.id === context.pendingId ? withChangesSince(saved, context?.draft, h) : h)),
        ),
      ),
  });

  const change = list.change({
    save: changeHabit,
    fields: ({ id, change: after, before }: { id: string; change: HabitUpdate; before: Partial<Habit> }) => ({
      id,
      after: after as Partial<Habit>,
      before,
    }),
  });

  const remove = mutationOptions({
    scope,
    mutationFn: (habit: Habit) => deleteHabit(habit.id),
    onMutate: async (removed: Habit) => {
      await list.cancelLoad();
      list.update((items) => items.filter((h) => h.id !== removed.id));
    },
    onError: (_error, removed) =>
      list.update((items) => byPosition([...items.filter((h) => h.id !== removed.id), removed])),
  });

  const checkin = mutationOptions({
    scope,
    mutationFn: writeCheckin,
    onMutate: async ({ id, write }: CheckinInput & { before: Checkin[]; startDay: string }) => {
      await list.cancelLoad();
      list.update((items) =>
        items.map((h) =>
          h.id === id
            ? {
                ...h,
                checkins: withCheckin(h.checkins, write),
                // As the server does: a day logged before the first day moves the start back.
                startDay: write.state !== 'none' && write.day < h.startDay ? write.day : h.startDay,
              }
            : h,
        ),
      );
    },
    onError: (_error, { id, before, startDay }) => list.patch(id, { checkins: before, startDay }),
  });

  const reorder = mutationOptions({
    scope,
    mutationFn: ({ ids }: { ids: string[]; before: Habit[] }) => saveOrder(ids),
    onMutate: async ({ ids }) => {
      await list.cancelLoad();
      list.update((items) =>
        byPosition(items.map((h) => (ids.includes(h.id) ? { ...h, position: ids.indexOf(h.id) } : h))),
      );
    },
    onError: (_error, { before }) => list.update(() => before),
    onSuccess: (saved) => list.update(() => saved),
  });

  return keptChanges('habits', { add, change, remove, checkin, reorder });
}

export function useHabitActions() {
  const queryClient = useQueryClient();
  const changes = useMemo(() => habitChanges(queryClient), [queryClient]);
  return {
    add: useMutation(changes.add),
    change: useMutation(changes.change),
    remove: useMutation(changes.remove),
    checkin: useMutation(changes.checkin),
    reorder: useMutation(changes.reorder),
  };
}

export { isPending };
