import { Check } from 'lucide-react';
import { useId, useState } from 'react';
import type { LeadMinutes, ReminderKind } from '../../shared/reminders';
import { LEAD_MINUTES } from '../../shared/reminder-choices';
import { useNotificationState } from '../lib/reminders/notifications';
import { useReminderFor } from '../lib/reminders/use-reminders';
import { inputClass } from './field';
import { Notice } from './notice';

const leadLabel = (minutes: number) => (minutes === 0 ? 'At the time' : `${minutes} minutes before`);

export const BLOCKED_WORDS =
  'Your browser is blocking notifications from NeuroNest. Reminders still appear inside NeuroNest while it is open. To get them when it is closed, allow notifications for this site in your browser’s settings.';

interface Props {
  kind: ReminderKind;
  targetId: string;
  /** The item's name, for screen readers: "Remind me: Morning". */
  name: string;
  /** Habits: the time of day the reminder comes on the days the habit is due. */
  withTime?: boolean;
  /** Routines: "Also when each timed step ends". */
  withStepEnds?: boolean;
  /** Why there can be no reminder (a routine with no schedule), said instead of the controls. */
  unavailable?: string;
}

/**
 * "Remind me" for one routine, habit or placed todo (docs/product.md#reminders): on or off, when (at the time,
 * or 5, 10 or 15 minutes before), a habit's time of day, a routine's step ends. Each change saves at once.
 */
export function ReminderControl({ kind, targetId, name, withTime, withStepEnds, unavailable }: Props) {
  const id = useId();
  const { reminder, loading, loadError, save, turnOff, state, error, turnedOnTasks, permission } =
    useReminderFor(kind, targetId);
  const { permission: now } = useNotificationState();
  // The time typed but not yet saved; the saved one otherwise.
  const [draft, setTime] = useState<string | null>(null);
  const time = draft ?? reminder?.time ?? '09:00';
  const on = reminder !== undefined;
  const lead = reminder?.leadMinutes ?? 0;
  const stepEnds = reminder?.stepEnds ?? false;
  const fields = (change: { leadMinutes?: LeadMinutes; time?: string; stepEnds?: boolean }) => ({
    leadMinutes: change.leadMinutes ?? lead,
    ...(withTime && { time: change.time ?? reminder?.time ?? time }),
    ...(withStepEnds && { stepEnds: change.stepEnds ?? stepEnds }),
  });

  if (unavailable) return <p>{unavailable}</p>;
  if (loadError) return <Notice tone="info">Reminders could not be loaded. Please try again later.</Notice>;

  return (
    <fieldset className="space-y-3" disabled={loading} aria-busy={loading || undefined}>
      <legend className="sr-only">Reminder for {name}</legend>
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input
          type="checkbox"
          className="size-6 shrink-0 cursor-pointer accent-primary"
          checked={on}
          aria-label={`Remind me: ${name}`}
          onChange={(event) => (event.target.checked ? save(fields({})) : turnOff())}
        />
        Remind me
      </label>
      {on && (
        <div className="space-y-3 pl-9">
          {withTime && (
            <div>
              <label htmlFor={`${id}-time`} className="block font-medium">
                Time of day
              </label>
              <input
                id={`${id}-time`}
                type="time"
                className={`${inputClass} mt-1 w-40`}
                value={time}
                onChange={(event) => setTime(event.target.value)}
                onBlur={() => {
                  if (time && time !== reminder?.time) save(fields({ time }));
                  setTime(null);
                }}
              />
            </div>
          )}
          <div>
            <label htmlFor={`${id}-lead`} className="block font-medium">
              When
            </label>
            <select
              id={`${id}-lead`}
              className={`${inputClass} mt-1 max-w-xs`}
              value={lead}
              onChange={(event) => save(fields({ leadMinutes: Number(event.target.value) as LeadMinutes }))}
            >
              {LEAD_MINUTES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {leadLabel(minutes)}
                </option>
              ))}
            </select>
          </div>
          {withStepEnds && (
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                className="size-5 shrink-0 cursor-pointer accent-primary"
                checked={stepEnds}
                onChange={(event) => save(fields({ stepEnds: event.target.checked }))}
              />
              Also when each timed step ends, while the routine plays
            </label>
          )}
        </div>
      )}
      <div className="text-sm" role="status">
        {state === 'saving' && <p className="text-muted">Saving...</p>}
        {state === 'saved' && (
          <p className="flex items-center gap-1 text-muted">
            <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
            Saved
          </p>
        )}
        {turnedOnTasks && <p>Task reminders were off in Settings, so they are on now.</p>}
        {on && (permission ?? now) === 'denied' && <p>{BLOCKED_WORDS}</p>}
      </div>
      {state === 'failed' && error && <Notice tone="error">{error}</Notice>}
    </fieldset>
  );
}
