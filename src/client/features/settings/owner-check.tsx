import { FRESH_SIGN_IN_MINUTES } from '../../../shared/account';
import { PasswordInput } from '../../components/password-input';
import { useAccount } from './use-account';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * What an account action asks to be sure it is the owner (decision 074): the current password, or, on an
 * account made with a sign-in link alone, a plain word that a recent sign-in stands in for it.
 */
export function OwnerCheck({ id, value, onChange, error }: Props) {
  const account = useAccount();
  if (account.data && !account.data.hasPassword) {
    return (
      <p id={id} className="text-muted">
        Your account has no password, so we check it is you by a recent sign-in. This works within{' '}
        {FRESH_SIGN_IN_MINUTES} minutes of signing in with a sign-in link. If it is longer, sign out, sign in
        again, then come back here.
      </p>
    );
  }
  return (
    <PasswordInput
      id={id}
      label="Current password"
      name="current-password"
      autoComplete="current-password"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The password to send: none when the account has none. */
export function passwordToSend(value: string): string | undefined {
  return value === '' ? undefined : value;
}
