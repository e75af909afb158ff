import { Eye, EyeOff } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { useId, useState } from 'react';
import { passwordStrength } from '../../shared/password';
import { inputClass } from './field';
import { StrengthMeter } from './strength-meter';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | undefined;
  describedBy?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A password field with a show/hide switch. Paste and password managers work as usual. */
export function PasswordInput({ label, error, describedBy, id, ref, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={`${inputClass} pr-14`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy, errorId].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <button
          type="button"
          className="absolute inset-y-0 right-0 inline-flex min-w-11 items-center justify-center rounded-r-lg text-muted hover:text-fg"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">Show password</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** A new password with its strength meter, for sign-up, reset and change: one rule, shown the same way. */
export function NewPasswordInput({
  password,
  ...input
}: Omit<Props, 'describedBy' | 'value'> & { password: string }) {
  const meterId = useId();
  const strength = passwordStrength(password);
  return (
    <div>
      <PasswordInput {...input} value={password} autoComplete="new-password" describedBy={meterId} />
      <StrengthMeter id={meterId} strength={strength} typed={password !== ''} />
    </div>
  );
}
