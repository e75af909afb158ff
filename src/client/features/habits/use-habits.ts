import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { localDay } from '../../../shared/habit-days';
import type { Checkin, CheckinWrite, Habit, HabitCreate, HabitUpdate } from '../../../shared/habits';
import { newHabitFields } from '../../../shared/habits';
import { api, unwrap } from '../../lib/api';
import { isPending, useOptimisticItems } from '../../lib/optimistic-list';
import { useProfile } from '../../lib/profile';

export const habitsQuery = queryOptions({
  queryKey: ['habits'],
  queryFn: () => unwrap<Habit[]>(api.habits.$get()),
});

export function useHabits() {
  return useQuery(habitsQuery);
}

/** Today in the profile's time zone, or the device's when the profile names none (docs/product.md#habit-tracker). */
export function useToday(): string {
  const { data: profile } = useProfile();
  return localDay(
    new Date(),
    profile?.location?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone,
  );
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
 * share one scope, so a quick second tap never overtakes the first.
 */
export function useHabitActions() {
  const list = useOptimisticItems(habitsQuery.queryKey, 'habits');
  const scope = { id: 'habits' };

  const add = useMutation({
    scope,
    mutationFn: createHabit,
    onMutate: async (input: HabitCreate) => {
      await list.cancelLoad();
      const pendingId = `pending-habit-${(pendingCount += 1)}-${Date.now()}`;
      list.update((items) => {
        const draft: Habit = {
          id: pendingId,
          ...newHabitFields(input, localDay(new Date())),
          position: input.position ?? Math.max(-1, ...items.map((h) => h.position)) + 1,
          createdAt: input.createdAt ?? new Date().toISOString(),
          checkins: input.checkins?.map((c) => ({ ...c, amount: c.amount ?? null })) ?? [],
        };
        return byPosition([...items, draft]);
      });
      return { pendingId };
    },
    onError: (_error, _input, context) =>
      list.update((items) => items.filter((h) => h.id !== context?.pendingId)),
    onSuccess: (saved, _input, context) =>
      list.update((items) => byPosition(items.map((h) => (h.id === context.pendingId ? saved : h)))),
  });

  const change = useMutation(
    list.change({
      save: changeHabit,
      fields: ({
        id,
        change: after,
        before,
      }: {
        id: string;
        change: HabitUpdate;
        before: Partial<Habit>;
      }) => ({
        id,
        after: after as Partial<Habit>,
        before,
      }),
    }),
  );

  const remove = useMutation({
    scope,
    mutationFn: (habit: Habit) => deleteHabit(habit.id),
    onMutate: async (removed: Habit) => {
      await list.cancelLoad();
      list.update((items) => items.filter((h) => h.id !== removed.id));
    },
    onError: (_error, removed) =>
      list.update((items) => byPosition([...items.filter((h) => h.id !== removed.id), removed])),
  });

  const checkin = useMutation({
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

  const reorder = useMutation({
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

  return { add, change, remove, checkin, reorder };
}

export { isPending };
