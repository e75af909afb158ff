import type { ReactNode } from 'react';
import type { Currency } from '../../../shared/budget/budget';
import { CURRENCY_SYMBOLS } from '../../../shared/budget/budget';
import { inputClass } from '../../components/field';

interface Props {
  id: string;
  /** The field's name; visually hidden when the row or section already shows what it is. */
  label: ReactNode;
  hideLabel?: boolean;
  currency: Currency;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  className?: string;
}

/**
 * An amount typed as text (not a number input, which silently drops what it cannot read), with the currency
 * symbol in front and its message right under it.
 */
export function MoneyInput({
  id,
  label,
  hideLabel,
  currency,
  value,
  error,
  onChange,
  className = '',
}: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block font-medium'}>
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1'}`}>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
        >
          {CURRENCY_SYMBOLS[currency]}
        </span>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass} pl-7 text-right tabular-nums`}
          value={value}
          placeholder="0.00"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
