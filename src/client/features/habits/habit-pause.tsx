import { useId, useState } from 'react';
import { addDays } from '../../../shared/habits/days';
import { pauseOn } from '../../../shared/habits/schedule';
import type { Habit, HabitPause } from '../../../shared/habits/habits';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';

const dayWords = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });

/** The pauses after pausing from `from` (until `until`, or until resumed): earlier pauses are kept. */
export function pausedFrom(habit: Habit, from: string, until: string | null): HabitPause[] {
  const kept = habit.pauses.filter((p) => p.until !== null && p.until < from);
  return [...kept, { from, until }].slice(-50);
}

/** The pauses after resuming today: the current pause ends yesterday, or goes if it had not begun. */
export function resumed(habit: Habit, today: string): HabitPause[] {
  return habit.pauses.flatMap((p) => {
    if (p.until !== null && p.until < today) return [p];
    if (p.from >= today) return [];
    return [{ from: p.from, until: addDays(today, -1) }];
  });
}

/** "Pause": from today until a chosen day, or until resumed; while paused, "Resume". */
export function HabitPauseControls({
  habit,
  today,
  onPauses,
}: {
  habit: Habit;
  today: string;
  onPauses: (pauses: HabitPause[], said: string) => void;
}) {
  const id = useId();
  const current = pauseOn(habit.pauses, today);
  const [until, setUntil] = useState(addDays(today, 6));
  const [error, setError] = useState<string | null>(null);

  if (current) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p>
          Paused {current.until ? `until ${dayWords(current.until)}` : 'until you resume it'}. Nothing is
          expected meanwhile.
        </p>
        <Button
          variant="secondary"
          onClick={() => onPauses(resumed(habit, today), `${habit.name} is back on.`)}
        >
          Resume
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          id={`${id}-until`}
          className="w-52"
          label="Pause until (leave empty to resume yourself)"
          type="date"
          min={today}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <Button
          variant="secondary"
          onClick={() => {
            if (until && until < today) {
              setError('Please choose today or a later day.');
              return;
            }
            setError(null);
            onPauses(pausedFrom(habit, today, until || null), `${habit.name} is paused.`);
          }}
        >
          Pause
        </Button>
      </div>
      {error && <Notice tone="error">{error}</Notice>}
    </div>
  );
}

export { dayWords };
