import { Check, X } from 'lucide-react';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import type { PasswordStrength } from '../../shared/password';
import { PASSPHRASE_LENGTH } from '../../shared/password';

const barColours: Record<PasswordStrength['colour'], string> = {
  red: 'bg-red-700',
  orange: 'bg-orange-600',
  yellow: 'bg-yellow-400',
  green: 'bg-green-700',
};

function CheckLine({ passed, label }: { passed: boolean; label: string }) {
  return (
    <li className={`flex items-center gap-2 ${passed ? 'text-success' : 'text-muted'}`}>
      {passed ? (
        <Check aria-hidden="true" className="size-4 shrink-0" />
      ) : (
        <X aria-hidden="true" className="size-4 shrink-0" />
      )}
      <span>
        {label}
        <span className="sr-only">{passed ? ': done' : ': not yet'}</span>
      </span>
    </li>
  );
}

/**
 * Shows how strong a new password is and which of the five checks it passes; a passphrase of
 * `PASSPHRASE_LENGTH` characters passes on its length alone (decision 143). While a typed password is
 * still refused, it says so in the same words the form uses; the line goes as soon as the password passes.
 */
export function StrengthMeter({
  id,
  strength,
  typed,
}: {
  id: string;
  strength: PasswordStrength;
  /** Whether anything has been typed: an empty field is not yet "too weak". */
  typed: boolean;
}) {
  return (
    <div id={id} className="mt-2">
      <div className="flex items-center gap-3">
        <div
          className="h-2 flex-1 overflow-hidden rounded-full border border-line bg-app"
          role="meter"
          aria-label="Password strength"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={strength.score}
          aria-valuetext={`${strength.label}, ${strength.score}%`}
        >
          <div className={`h-full ${barColours[strength.colour]}`} style={{ width: `${strength.score}%` }} />
        </div>
        <span className="min-w-16 text-sm font-semibold">{strength.label}</span>
      </div>
      <ul className="mt-2 grid gap-1 text-sm">
        {strength.checks.map((check) => (
          <CheckLine key={check.id} passed={check.passed} label={check.label} />
        ))}
      </ul>
      <p className="mt-2 text-sm">Or use a long passphrase instead:</p>
      <ul className="mt-1 grid gap-1 text-sm">
        <CheckLine
          passed={strength.passphrase}
          label={`${PASSPHRASE_LENGTH} characters or more, on its own`}
        />
      </ul>
      {typed && !strength.strongEnough && (
        <p className="mt-2 text-sm font-medium text-danger">
          {AUTH_MESSAGES.weakPassword}: pass four of the five checks, or use {PASSPHRASE_LENGTH} characters or
          more.
        </p>
      )}
    </div>
  );
}
