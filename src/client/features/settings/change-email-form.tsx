import { useState } from 'react';
import type { FormEvent } from 'react';
import { z } from '../../../shared/zod';
import { AUTH_MESSAGES, authErrorMessage } from '../../../shared/auth-messages';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { authClient } from '../../lib/auth-client';
import { OwnerCheck, passwordToSend } from './owner-check';
import { SettingsCard } from './settings-card';
import { useAccount } from './use-account';

const FIELD_ID = 'settings-new-email';
const PASSWORD_ID = 'settings-email-password';
const PASSWORD_ERRORS = new Set(['PASSWORD_NEEDED', 'INVALID_PASSWORD']);
const emailSchema = z.email();

/** Where the confirmation link leads once opened: the callback screen says it worked, then Settings. */
export const CHANGE_EMAIL_LANDING = '/auth/callback?flow=change-email';

/**
 * Change e-mail: a confirmation link goes to the new address, and the account changes only when it is
 * opened, so a typo can never lock the person out. The current password proves it is the owner asking
 * (decision 074); the old address is told once the change is made.
 */
export function ChangeEmailCard() {
  const account = useAccount();
  const currentEmail = account.data?.email ?? '';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function problemWith(value: string): string | null {
    if (!value) return AUTH_MESSAGES.emailRequired;
    if (!emailSchema.safeParse(value).success)
      return 'Please enter a whole e-mail address, such as sam@example.com.';
    if (value.toLowerCase() === currentEmail.toLowerCase()) return 'That is already your e-mail address.';
    return null;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const value = email.trim();
    setFailure(null);
    setSentTo(null);
    const problem = problemWith(value);
    if (problem) {
      setFieldError(problem);
      return document.getElementById(FIELD_ID)?.focus();
    }
    if (account.data?.hasPassword && !password) {
      setPasswordError('Please enter your current password.');
      return document.getElementById(PASSWORD_ID)?.focus();
    }
    setBusy(true);
    try {
      // The server also reads currentPassword, which the library's own type does not list.
      const request = {
        newEmail: value,
        callbackURL: CHANGE_EMAIL_LANDING,
        currentPassword: passwordToSend(password),
      };
      const { error } = await authClient.changeEmail(request);
      if (error && PASSWORD_ERRORS.has(error.code ?? '')) {
        setPasswordError(error.message ?? AUTH_MESSAGES.unexpected);
        return document.getElementById(PASSWORD_ID)?.focus();
      }
      if (error)
        return setFailure(error.code === 'SIGN_IN_AGAIN' ? (error.message ?? '') : authErrorMessage(error));
      setSentTo(value);
      setEmail('');
      setPassword('');
    } catch {
      setFailure(AUTH_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard title="Change E-mail">
      <form noValidate aria-label="Change e-mail" className="space-y-5" onSubmit={submit}>
        <Field
          id={FIELD_ID}
          label="New e-mail address"
          type="email"
          autoComplete="email"
          hint="We send a link to the new address. Your address changes when you open it."
          value={email}
          error={fieldError ?? undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
            setFailure(null);
          }}
        />
        <OwnerCheck
          id={PASSWORD_ID}
          value={password}
          error={passwordError ?? undefined}
          onChange={(value) => {
            setPassword(value);
            setPasswordError(null);
            setFailure(null);
          }}
        />
        {failure && <Notice tone="error">{failure}</Notice>}
        {sentTo && (
          <Notice tone="success">
            We sent a confirmation link to <span className="break-all">{sentTo}</span>. Open it to finish.
            Until then you sign in with <span className="break-all">{currentEmail}</span>.
          </Notice>
        )}
        <Button type="submit" busy={busy} busyLabel="Sending link...">
          Send confirmation link
        </Button>
      </form>
    </SettingsCard>
  );
}
