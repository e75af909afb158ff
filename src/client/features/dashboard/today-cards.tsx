import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { timeWords } from '../../../shared/clock-time';
import type { DayPlan } from '../../../shared/my-day';

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-5">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass =
  'mt-3 inline-flex min-h-11 items-center font-medium text-primary-ink underline underline-offset-4';

/**
 * "Today's plan" and "Today's habits" (docs/product.md#dashboard): what runs and what is placed today, and
 * the habits that still ask for something, each with the way to its tool. A card shows only when the person
 * has something for it, and a load that fails shows nothing (no plan): the tools themselves say why.
 */
export function TodayCards({ plan }: { plan: DayPlan | undefined }) {
  if (!plan) return null;
  const planned = [
    ...plan.routines.map((routine) => ({ key: routine.id, start: routine.start, title: routine.name })),
    ...plan.placements.map((placed) => ({ key: placed.todoId, start: placed.start, title: placed.title })),
  ].sort((a, b) => a.start.localeCompare(b.start));
  if (planned.length === 0 && plan.habitCount === 0) return null;
  return (
    <div className="mt-8 grid grid-cols-[repeat(auto-fill,minmax(min(100%,18rem),1fr))] gap-6">
      {planned.length > 0 && (
        <Card id="plan-today-heading" title="Today's plan">
          <ul className="mt-2 space-y-1">
            {planned.map((item) => (
              <li key={item.key} className="break-words">
                <span className="font-medium">{timeWords(item.start)}</span> {item.title}
              </li>
            ))}
          </ul>
          <Link to="/my-day" className={linkClass}>
            Open My Day
          </Link>
        </Card>
      )}
      {plan.habitCount > 0 && (
        <Card id="habits-today-heading" title="Today's habits">
          {plan.habits.length === 0 ? (
            <p className="mt-2 text-muted">Nothing more is asked of you today.</p>
          ) : (
            <ul className="mt-2 list-disc space-y-1 pl-6">
              {plan.habits.map((habit) => (
                <li key={habit.id} className="break-words">
                  {habit.name}
                </li>
              ))}
            </ul>
          )}
          <Link to="/tools/habits" className={linkClass}>
            Open the Habit Tracker
          </Link>
        </Card>
      )}
    </div>
  );
}
