import type { KeyboardEvent } from 'react';
import { useMemo, useRef, useState } from 'react';
import { addDays, addMonths, dayRange, monthStart, weekday } from '../../../shared/habits/days';
import type { DayStatus } from '../../../shared/habits/schedule';
import { checkinsByDay, dayStatus, WEEKDAY_NAMES, WEEKDAY_SHORT } from '../../../shared/habits/schedule';
import type { Habit } from '../../../shared/habits/habits';

/** What each day says, and how it looks: a shape and a pattern, never colour alone, and never red. */
export const DAY_LOOKS: Record<DayStatus, { words: string; mark: string; className: string }> = {
  done: { words: 'done', mark: '●', className: 'bg-primary text-white' },
  partial: { words: 'partly done', mark: '◐', className: 'border-2 border-primary text-primary-ink' },
  skip: { words: 'skipped', mark: '↷', className: 'border-2 border-dashed border-control' },
  rest: { words: 'rest day', mark: '☾', className: 'border-2 border-dotted border-control' },
  paused: { words: 'paused', mark: '‖', className: 'bg-app text-muted' },
  missed: { words: 'not checked in', mark: '·', className: 'text-muted' },
  open: { words: 'open', mark: '', className: 'text-muted' },
  future: { words: 'still to come', mark: '', className: 'text-muted' },
  before: { words: 'before the habit began', mark: '', className: 'text-muted' },
};

const LEGEND: DayStatus[] = ['done', 'partial', 'skip', 'rest', 'paused', 'missed'];
const MONTHS = 3;

function monthWeeks(first: string): (string | null)[][] {
  const last = addDays(addMonths(first, 1), -1);
  const cells: (string | null)[] = [
    ...Array.from({ length: weekday(first) - 1 }, () => null),
    ...dayRange(first, last),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

const monthName = (first: string) =>
  new Date(`${first}T12:00:00Z`).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * The last three months of one habit, each a table (docs/product.md#habit-tracker). One day at a time takes
 * focus; the arrow keys move a day or a week, Home and End to the first and last day shown.
 */
export function HabitCalendar({ habit, today }: { habit: Habit; today: string }) {
  const firsts = Array.from({ length: MONTHS }, (_, i) => addMonths(today, i - MONTHS + 1));
  const shown = { first: firsts[0] ?? monthStart(today), last: today };
  const [focused, setFocused] = useState(today);
  // Years of check-ins: looked up by day once for the three months, not once per day drawn.
  const byDay = useMemo(() => checkinsByDay(habit.checkins), [habit.checkins]);
  const box = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent) {
    let next: string | undefined;
    if (event.key in KEY_STEPS) next = addDays(focused, KEY_STEPS[event.key] ?? 0);
    else if (event.key === 'Home') next = shown.first;
    else if (event.key === 'End') next = shown.last;
    if (!next) return;
    event.preventDefault();
    if (next < shown.first || next > shown.last) return;
    setFocused(next);
    box.current?.querySelector<HTMLElement>(`[data-day="${next}"]`)?.focus();
  }

  return (
    <div ref={box} className="space-y-4">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="What the marks mean">
        {LEGEND.map((status) => (
          <li key={status} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className={`inline-flex size-6 items-center justify-center rounded-full ${DAY_LOOKS[status].className}`}
            >
              {DAY_LOOKS[status].mark}
            </span>
            {DAY_LOOKS[status].words}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-6">
        {firsts.map((first) => (
          // The arrow keys move between the days' cells, which take focus one at a time (a grid's keys).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <table key={first} className="border-separate border-spacing-1 text-center" onKeyDown={move}>
            <caption className="text-left font-medium">{monthName(first)}</caption>
            <thead>
              <tr>
                {WEEKDAY_SHORT.map((short, i) => (
                  <th key={short} scope="col" className="w-10 text-xs font-medium text-muted">
                    <abbr title={WEEKDAY_NAMES[i]}>{short.slice(0, 2)}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthWeeks(first).map((week) => (
                <tr key={week.find(Boolean) ?? first}>
                  {week.map((day, i) => {
                    if (!day) return <td key={`empty-${i}`} />;
                    const status = dayStatus(habit, day, today, byDay);
                    const look = DAY_LOOKS[status];
                    return (
                      <td
                        key={day}
                        data-day={day}
                        tabIndex={day === focused ? 0 : -1}
                        onFocus={() => setFocused(day)}
                        className={`size-10 rounded-lg text-sm leading-none ${look.className}`}
                      >
                        <span aria-hidden="true">{Number(day.slice(8))}</span>
                        <span aria-hidden="true" className="block h-3 text-xs">
                          {look.mark}
                        </span>
                        <span className="sr-only">
                          {Number(day.slice(8))}, {look.words}
                          {day === today ? ', today' : ''}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </div>
  );
}
