import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { inputClass } from './input-class';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement> | undefined;
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined;
  hint?: ReactNode;
}

export { inputClass };

/** A labelled text input with its hint and error tied to it for screen readers. */
export function Field({ label, error, hint, id, className = '', ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-medium">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <input
        id={inputId}
        className={`${inputClass} mt-1`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
