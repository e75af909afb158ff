import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localDay } from '../../../shared/habit-days';
import { isDueToday } from '../../../shared/habit-schedule';
import type { Habit } from '../../../shared/habits';
import { api, unwrap } from '../../lib/api';

/**
 * "Today's habits": the habits that still ask for something today, with a link to check in
 * (docs/product.md#dashboard). Nothing shows until the person has a habit, and a load that fails shows nothing:
 * the tracker itself says why.
 */
export function HabitsToday({ timeZone }: { timeZone: string | undefined }) {
  const { data: habits } = useQuery({
    queryKey: ['habits'],
    queryFn: () => unwrap<Habit[]>(api.habits.$get()),
    retry: false,
  });
  const active = habits?.filter((habit) => !habit.archived) ?? [];
  if (active.length === 0) return null;
  // As the tracker counts it: the profile's time zone, or the device's.
  const today = localDay(new Date(), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const due = active.filter((habit) => isDueToday(habit, today));
  return (
    <section
      aria-labelledby="habits-today-heading"
      className="mt-8 rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="habits-today-heading" className="text-xl font-semibold">
        Today&apos;s habits
      </h2>
      {due.length === 0 ? (
        <p className="mt-2 text-muted">Nothing more is asked of you today.</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-6">
          {due.map((habit) => (
            <li key={habit.id}>{habit.name}</li>
          ))}
        </ul>
      )}
      <Link
        to="/tools/habits"
        className="mt-3 inline-flex min-h-11 items-center font-medium text-primary-ink underline underline-offset-4"
      >
        Open the Habit Tracker
      </Link>
    </section>
  );
}
