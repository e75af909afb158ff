import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { Habit, HabitCreate, HabitIcon, HabitSchedule } from '../../../shared/habits/habits';
import { HABIT_ICONS, HABIT_INTERVAL_MAX, habitCreateSchema } from '../../../shared/habits/habits';
import { Button } from '../../components/button';
import { IconSelect } from '../../components/icon-select';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { RadioChoices, WeekdayChecks } from '../../components/choice-list';
import { HABIT_ICON_PICTURES, HabitIconPicture } from './habit-icons';

type Kind = HabitSchedule['kind'];
const KINDS: [Kind, string][] = [
  ['daily', 'Every day'],
  ['weekdays', 'On chosen days of the week'],
  ['weekly', 'A number of times a week, any days'],
  ['interval', 'Every few days'],
];

export type HabitFields = Pick<HabitCreate, 'name' | 'icon' | 'why' | 'schedule' | 'target'>;

/**
 * "Add a habit" and a habit's "Edit": name, icon, why, how often and the target, checked with the server's own
 * schema (docs/product.md#habit-tracker). Nothing typed is lost when a check fails.
 */
export function HabitForm({
  habit,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  habit?: Habit;
  submitLabel: string;
  onSubmit: (fields: HabitFields) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const schedule = habit?.schedule;
  const [name, setName] = useState(habit?.name ?? '');
  const [icon, setIcon] = useState<HabitIcon>(habit?.icon ?? 'sparkles');
  const [why, setWhy] = useState(habit?.why ?? '');
  const [kind, setKind] = useState<Kind>(schedule?.kind ?? 'daily');
  const [days, setDays] = useState<number[]>(schedule?.kind === 'weekdays' ? schedule.days : [1, 3, 5]);
  const [times, setTimes] = useState(String(schedule?.kind === 'weekly' ? schedule.times : 3));
  const [every, setEvery] = useState(String(schedule?.kind === 'interval' ? schedule.every : 2));
  const [counted, setCounted] = useState(habit?.target.kind === 'count');
  const [amount, setAmount] = useState(String(habit?.target.kind === 'count' ? habit.target.amount : 8));
  const [unit, setUnit] = useState(habit?.target.kind === 'count' ? habit.target.unit : '');
  const [error, setError] = useState<string | null>(null);

  function scheduleValue(): HabitSchedule {
    if (kind === 'weekdays') return { kind, days };
    if (kind === 'weekly') return { kind, times: Number(times) };
    if (kind === 'interval') return { kind, every: Number(every) };
    return { kind: 'daily' };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields: HabitFields = {
      name,
      icon,
      why,
      schedule: scheduleValue(),
      target: counted ? { kind: 'count', amount: Number(amount), unit } : { kind: 'check' },
    };
    const parsed = habitCreateSchema.safeParse(fields);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the habit.');
      return;
    }
    setError(null);
    onSubmit(parsed.data);
    if (!habit) {
      setName('');
      setWhy('');
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <div>
        <label htmlFor={`${id}-icon`} className="block font-medium">
          Icon
        </label>
        <div className="mt-1 flex items-center gap-3">
          <HabitIconPicture icon={icon} className="size-8 shrink-0 text-primary-ink" />
          <IconSelect
            id={`${id}-icon`}
            value={icon}
            icons={HABIT_ICONS}
            labelOf={(each) => HABIT_ICON_PICTURES[each].label}
            onChange={setIcon}
          />
        </div>
      </div>
      <Field
        label="Why it matters to you (optional)"
        hint="Shown when you check in."
        value={why}
        onChange={(e) => setWhy(e.target.value)}
        autoComplete="off"
      />
      <fieldset>
        <legend className="font-medium">How often</legend>
        <RadioChoices name={`${id}-kind`} choices={KINDS} value={kind} onChange={setKind} />
        {kind === 'weekdays' && <WeekdayChecks days={days} onChange={setDays} />}
        {kind === 'weekly' && (
          <Field
            className="mt-2 max-w-48"
            label="Times a week"
            type="number"
            min={1}
            max={7}
            value={times}
            onChange={(e) => setTimes(e.target.value)}
          />
        )}
        {kind === 'interval' && (
          <Field
            className="mt-2 max-w-48"
            label="Every how many days"
            type="number"
            min={2}
            max={HABIT_INTERVAL_MAX}
            value={every}
            onChange={(e) => setEvery(e.target.value)}
          />
        )}
      </fieldset>
      <fieldset>
        <legend className="font-medium">Target</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${id}-target`}
            checked={!counted}
            onChange={() => setCounted(false)}
            className="size-5"
          />
          Done or not done
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={`${id}-target`}
            checked={counted}
            onChange={() => setCounted(true)}
            className="size-5"
          />
          An amount, such as 8 glasses
        </label>
        {counted && (
          <div className="mt-2 flex flex-wrap gap-3">
            <Field
              className="w-32"
              label="Amount"
              type="number"
              min={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <Field
              className="w-48"
              label="Unit"
              value={unit}
              placeholder="glasses"
              onChange={(e) => setUnit(e.target.value)}
              autoComplete="off"
            />
          </div>
        )}
      </fieldset>
      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
