import { WEEKDAY_NAMES } from '../../shared/habits/schedule';

/** One radio button per choice, each a full-height row (44 px) with its label. */
export function RadioChoices<T extends string>({
  name,
  choices,
  value,
  onChange,
}: {
  name: string;
  choices: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div className="mt-1 space-y-1">
      {choices.map(([choice, label]) => (
        <label key={choice} className="flex min-h-11 items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="size-5"
          />
          {label}
        </label>
      ))}
    </div>
  );
}

/** Monday to Sunday as tick boxes; days are numbered 1 (Monday) to 7 (Sunday). */
export function WeekdayChecks({ days, onChange }: { days: number[]; onChange: (days: number[]) => void }) {
  return (
    <fieldset className="mt-2 flex flex-wrap gap-x-4">
      <legend className="sr-only">Days of the week</legend>
      {WEEKDAY_NAMES.map((dayName, i) => (
        <label key={dayName} className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={days.includes(i + 1)}
            onChange={(e) => onChange(e.target.checked ? [...days, i + 1] : days.filter((d) => d !== i + 1))}
            className="size-5"
          />
          {dayName}
        </label>
      ))}
    </fieldset>
  );
}
