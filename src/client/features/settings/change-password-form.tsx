import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES, authErrorMessage } from '../../../shared/auth-messages';
import { passwordStrength } from '../../../shared/password';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { NewPasswordInput, PasswordInput } from '../../components/password-input';
import { authClient } from '../../lib/auth-client';
import { SettingSwitch } from './setting-switch';
import { SettingsCard } from './settings-card';

const WRONG_CURRENT = 'Your current password is not right. Please try again.';
const CURRENT_ID = 'settings-current-password';
const NEW_ID = 'settings-new-password';

type Result = { tone: 'success' | 'error'; text: string } | null;

/** Change password: the current one, a new one under the sign-up rule, and other devices signed out if wished. */
export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [busy, setBusy] = useState(false);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [result, setResult] = useState<Result>(null);
  const strength = passwordStrength(next);

  function edit(setter: (value: string) => void, value: string) {
    setter(value);
    setCurrentError(null);
    setResult(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setResult(null);
    if (!current) {
      setCurrentError('Please enter your current password.');
      return document.getElementById(CURRENT_ID)?.focus();
    }
    // The meter under the field says what is missing; focus takes the user there.
    if (!strength.strongEnough) return document.getElementById(NEW_ID)?.focus();
    setBusy(true);
    try {
      const { error } = await authClient.changePassword({
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: signOutOthers,
      });
      if (error) {
        if (error.code === 'INVALID_PASSWORD') {
          setCurrentError(WRONG_CURRENT);
          return document.getElementById(CURRENT_ID)?.focus();
        }
        return setResult({ tone: 'error', text: authErrorMessage(error) });
      }
      setCurrent('');
      setNext('');
      setResult({
        tone: 'success',
        text: signOutOthers
          ? 'Your password is changed. Your other devices are signed out.'
          : 'Your password is changed.',
      });
    } catch {
      setResult({ tone: 'error', text: AUTH_MESSAGES.unexpected });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard title="Change Password">
      <form noValidate aria-label="Change password" className="space-y-5" onSubmit={submit}>
        <PasswordInput
          id={CURRENT_ID}
          label="Current password"
          name="current-password"
          autoComplete="current-password"
          value={current}
          error={currentError ?? undefined}
          onChange={(event) => edit(setCurrent, event.target.value)}
        />
        <NewPasswordInput
          id={NEW_ID}
          label="New password"
          name="new-password"
          password={next}
          onChange={(event) => edit(setNext, event.target.value)}
        />
        <SettingSwitch
          label="Sign me out on my other devices"
          description="Anyone using your account on another device will need the new password."
          checked={signOutOthers}
          onChange={setSignOutOthers}
        />
        {result && <Notice tone={result.tone}>{result.text}</Notice>}
        <Button type="submit" busy={busy} busyLabel="Changing password...">
          Change password
        </Button>
      </form>
    </SettingsCard>
  );
}
