import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { AUTH_MESSAGES } from '../../../shared/auth-messages';
import { passwordStrength } from '../../../shared/password';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { NewPasswordInput, PasswordInput } from '../../components/password-input';
import { authClient } from '../../lib/auth-client';
import { ResetRequestForm } from './reset-request-form';

const EXPIRED = 'This reset link has expired or has already been used.';
const MISMATCH = 'The two passwords are not the same. Please type them again.';

/** Where the password-reset link lands: choose a new password, then go to the dashboard signed in. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [expired, setExpired] = useState(Boolean(params.get('error')) || !token);
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <title>Choose a new password · NeuroNest</title>
      <div className="flex flex-col gap-5 rounded-xl border border-line bg-surface p-6 @sm:p-8">
        <h1 className="text-2xl font-bold">Choose a new password</h1>
        {expired || !token ? (
          <>
            <Notice tone="error">{EXPIRED}</Notice>
            <p>Enter your e-mail address and we will send you a new link.</p>
            <ResetRequestForm submitLabel="Send a new link" />
          </>
        ) : (
          <NewPasswordForm token={token} onExpired={() => setExpired(true)} />
        )}
      </div>
    </div>
  );
}

function NewPasswordForm({ token, onExpired }: { token: string; onExpired(): void }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // The server's answer; cleared as soon as either field changes.
  const [error, setError] = useState<string | null>(null);
  // After a submit, the form's own checks are worked out from the fields, so they go once they pass.
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const strength = passwordStrength(password);
  const mismatch = checked && strength.strongEnough && password !== confirm;
  const shown = mismatch ? MISMATCH : error;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setChecked(true);
    if (!strength.strongEnough || password !== confirm) return;
    setBusy(true);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error) {
        if (result.error.code === 'INVALID_TOKEN') return onExpired();
        return setError(AUTH_MESSAGES.otherError);
      }
      await authClient.getSession({ query: { disableCookieCache: true } });
      authClient.$store.notify('$sessionSignal');
      toast.success('Your password has been changed.');
      await navigate('/dashboard', { replace: true });
    } catch {
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {shown && <Notice tone="error">{shown}</Notice>}
      <NewPasswordInput
        label="New password"
        name="new-password"
        required
        password={password}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(null);
        }}
      />
      <PasswordInput
        label="New password again"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={confirm}
        onChange={(e) => {
          setConfirm(e.target.value);
          setError(null);
        }}
      />
      <Button type="submit" busy={busy} busyLabel="Saving...">
        Save new password
      </Button>
    </form>
  );
}
