import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { localDay } from '../../../shared/habits/days';
import type { RoutineDays } from '../../../shared/routine-planner/schedule';
import {
  buildRule,
  INTERVAL_MAX,
  isTime,
  nextRunWords,
  readRule,
  scheduleWords,
} from '../../../shared/routine-planner/schedule';
import type { RoutineScheduleData } from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { RadioChoices, WeekdayChecks } from '../../components/choice-list';
import { Notice } from '../../components/notice';
import { useTimeZone } from '../../lib/profile';

type Kind = 'none' | RoutineDays['kind'];
const KINDS: [Kind, string][] = [
  ['none', 'No schedule: run it when you choose'],
  ['daily', 'Every day'],
  ['weekdays', 'Weekdays (Monday to Friday)'],
  ['days', 'On chosen days of the week'],
  ['interval', 'Every few days'],
];

/**
 * A routine's "Schedule" (docs/product.md#routine-planner): the days and a start time in the person's time zone,
 * said in words as they choose ("Weekdays at 7:30", and when it next runs), or no schedule at all.
 */
export function ScheduleForm({
  schedule,
  onSubmit,
  onCancel,
}: {
  schedule: RoutineScheduleData | null;
  onSubmit: (schedule: RoutineScheduleData | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  // A saved schedule keeps its own zone; a new one takes the person's. Read here, when the form opens: the
  // device's zone is the page's first date formatting, a long task on a slow phone, and the list needs none.
  const personZone = useTimeZone();
  const timeZone = schedule?.timeZone ?? personZone;
  const current = schedule ? readRule(schedule.rule) : undefined;
  const [kind, setKind] = useState<Kind>(current?.kind ?? (schedule ? 'daily' : 'none'));
  const [days, setDays] = useState<number[]>(current?.kind === 'days' ? current.days : [1, 3, 5]);
  const [every, setEvery] = useState(String(current?.kind === 'interval' ? current.every : 2));
  const [time, setTime] = useState(schedule?.time ?? '07:30');
  const [error, setError] = useState<string | null>(null);

  function chosen(): RoutineDays | string {
    if (kind === 'days')
      return days.length > 0 ? { kind, days } : 'Please choose at least one day of the week.';
    if (kind === 'interval') {
      const n = Number(every);
      return Number.isInteger(n) && n >= 2 && n <= INTERVAL_MAX
        ? { kind, every: n }
        : `Please choose every 2 to ${INTERVAL_MAX} days.`;
    }
    return kind === 'weekdays' ? { kind } : { kind: 'daily' };
  }

  const today = localDay(new Date(), timeZone);
  const choice = kind === 'none' ? undefined : chosen();
  const preview: RoutineScheduleData | undefined =
    choice && typeof choice !== 'string' && isTime(time)
      ? {
          rule: buildRule(choice),
          time,
          timeZone,
          // Every N days counts from the day it was chosen; a schedule kept as it was keeps its first day.
          startDay: schedule && schedule.rule === buildRule(choice) ? schedule.startDay : today,
        }
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'none') return onSubmit(null);
    if (typeof choice === 'string') return setError(choice);
    if (!isTime(time)) return setError('Please give the start time, like 07:30.');
    setError(null);
    if (preview) onSubmit(preview);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <fieldset>
        <legend className="font-medium">Which days</legend>
        <RadioChoices name={`${id}-kind`} choices={KINDS} value={kind} onChange={setKind} />
        {kind === 'days' && <WeekdayChecks days={days} onChange={setDays} />}
        {kind === 'interval' && (
          <Field
            className="mt-2 max-w-48"
            label="Every how many days"
            type="number"
            min={2}
            max={INTERVAL_MAX}
            value={every}
            onChange={(e) => setEvery(e.target.value)}
          />
        )}
      </fieldset>
      {kind !== 'none' && (
        <Field
          className="max-w-48"
          label="Start time"
          hint={`Your time zone: ${timeZone.replace(/_/g, ' ')}`}
          type="time"
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
      )}
      {preview && (
        <p className="font-medium">
          {scheduleWords(preview)}. {nextRunWords(preview, new Date())}.
        </p>
      )}
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Save schedule</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
