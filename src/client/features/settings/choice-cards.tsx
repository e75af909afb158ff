import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
  description?: string;
  /** A visual sample (swatch, font, reading mode); hidden from screen readers, the label says it all. */
  preview?: ReactNode;
}

interface Props<T extends string | number> {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Grid columns, as Tailwind classes. */
  columns?: string;
}

/**
 * One choice among several, shown as cards. Native radio buttons underneath, so arrow keys and screen
 * readers work as with any radio group; the chosen card is ringed and ticked, not marked by colour alone.
 */
export function ChoiceCards<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
  columns = 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
}: Props<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="font-semibold">{legend}</legend>
      <div className={`mt-3 grid gap-4 ${columns}`}>
        {choices.map((choice) => {
          const checked = choice.value === value;
          const id = `${name}-${String(choice.value)}`;
          return (
            <label
              key={String(choice.value)}
              htmlFor={id}
              className={`relative flex cursor-pointer flex-col gap-2 rounded-xl border-2 bg-surface p-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-primary ${
                checked
                  ? 'border-primary ring-2 ring-primary ring-offset-2 ring-offset-surface'
                  : 'border-line hover:border-primary'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={String(choice.value)}
                checked={checked}
                aria-labelledby={`${id}-label`}
                aria-describedby={choice.description ? `${id}-description` : undefined}
                onChange={() => onChange(choice.value)}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-2">
                <span id={`${id}-label`} className="font-medium break-words">
                  {choice.label}
                </span>
                {checked && (
                  <Check aria-hidden="true" strokeWidth={3} className="size-5 shrink-0 text-primary-ink" />
                )}
              </span>
              {choice.preview && <span aria-hidden="true">{choice.preview}</span>}
              {choice.description && (
                <span id={`${id}-description`} className="text-sm text-muted">
                  {choice.description}
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
