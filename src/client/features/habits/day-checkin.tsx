import { Minus, Plus } from 'lucide-react';
import type { Checkin, CheckinWrite, Habit } from '../../../shared/habits/habits';
import { HABIT_AMOUNT_MAX } from '../../../shared/habits/habits';
import { Button } from '../../components/button';

/** What a day's check-in says: "Done", "3 of 8 glasses", "Skipped", "Rest day", "Not checked in". */
export function checkinWords(habit: Habit, checkin: Checkin | undefined): string {
  if (!checkin) return 'Not checked in';
  if (checkin.state === 'skip') return 'Skipped';
  if (checkin.state === 'rest') return 'Rest day';
  const { target } = habit;
  if (target.kind === 'count') {
    const amount = checkin.amount ?? target.amount;
    return `${amount} of ${target.amount}${target.unit ? ` ${target.unit}` : ''}`;
  }
  return 'Done';
}

/**
 * The check-in controls of one day (today, or one of the 7 before): Done or an amount with − and +, Skip, Rest
 * and Undo. `dayName` names the day for screen readers: "today", "yesterday", "Monday 16 November".
 */
export function DayCheckin({
  habit,
  day,
  dayName,
  disabled,
  onWrite,
}: {
  habit: Habit;
  day: string;
  dayName: string;
  disabled?: boolean;
  onWrite: (write: CheckinWrite) => void;
}) {
  const checkin = habit.checkins.find((c) => c.day === day);
  const { target } = habit;
  const done = checkin?.state === 'done';
  const amount = done && target.kind === 'count' ? (checkin.amount ?? target.amount) : 0;
  const full = target.kind === 'count' ? amount >= target.amount : done;
  const write = (w: Omit<CheckinWrite, 'day'>) => onWrite({ day, ...w });
  const setAmount = (next: number) =>
    next <= 0 ? write({ state: 'none' }) : write({ state: 'done', amount: Math.min(HABIT_AMOUNT_MAX, next) });
  const named = (action: string) => `${action}: ${habit.name}, ${dayName}`;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {target.kind === 'count' ? (
        <>
          <Button
            variant="secondary"
            className="!px-3"
            aria-label={named('Take one away')}
            disabled={disabled || amount === 0}
            onClick={() => setAmount(amount - 1)}
          >
            <Minus aria-hidden="true" className="size-5" />
          </Button>
          <span className="min-w-24 text-center font-medium tabular-nums">
            {amount} of {target.amount} {target.unit}
          </span>
          <Button
            variant="secondary"
            className="!px-3"
            aria-label={named('Add one')}
            disabled={disabled}
            onClick={() => setAmount(amount + 1)}
          >
            <Plus aria-hidden="true" className="size-5" />
          </Button>
          {!full && (
            <Button
              variant="secondary"
              aria-label={named('All done')}
              disabled={disabled}
              onClick={() => setAmount(target.amount)}
            >
              All done
            </Button>
          )}
        </>
      ) : (
        <Button
          variant={done ? 'primary' : 'secondary'}
          aria-pressed={done}
          aria-label={named('Done')}
          disabled={disabled}
          onClick={() => write(done ? { state: 'none' } : { state: 'done' })}
        >
          {done ? 'Done ✓' : 'Done'}
        </Button>
      )}
      <Button
        variant="ghost"
        className="!px-3"
        aria-pressed={checkin?.state === 'skip'}
        aria-label={named('Skip')}
        disabled={disabled}
        onClick={() => write(checkin?.state === 'skip' ? { state: 'none' } : { state: 'skip' })}
      >
        Skip
      </Button>
      <Button
        variant="ghost"
        className="!px-3"
        aria-pressed={checkin?.state === 'rest'}
        aria-label={named('Rest')}
        disabled={disabled}
        onClick={() => write(checkin?.state === 'rest' ? { state: 'none' } : { state: 'rest' })}
      >
        Rest
      </Button>
      {checkin && (
        <Button
          variant="ghost"
          className="!px-3"
          aria-label={named('Undo check-in')}
          disabled={disabled}
          onClick={() => write({ state: 'none' })}
        >
          Undo
        </Button>
      )}
    </div>
  );
}
