import { Check } from 'lucide-react';
import { useId } from 'react';

export interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

interface Props<T extends string> {
  legend: string;
  options: readonly Option<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
}

/**
 * One choice among a few, as large cards over native radio buttons: arrow keys and screen readers work as
 * with any radio group, and the chosen card shows a tick and a ring, not colour alone.
 */
export function OptionCards<T extends string>({ legend, options, value, onChange }: Props<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-lg font-semibold">{legend}</legend>
      <div className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(9rem,1fr))] gap-3">
        {options.map((option) => {
          const checked = option.value === value;
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className={`relative flex min-h-11 cursor-pointer flex-col rounded-xl border-2 bg-surface px-4 py-3 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-ink ${
                checked ? 'border-primary bg-primary-soft' : 'border-line hover:border-primary'
              }`}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(option.value)}
                className="sr-only"
              />
              <span className="flex items-center justify-between gap-2 font-semibold">
                {option.label}
                {checked && <Check aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />}
              </span>
              {option.description && <span className="text-sm text-muted">{option.description}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
