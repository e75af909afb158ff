import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/auth-messages';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { authClient } from '../../lib/auth-client';

type Feedback = { tone: 'error' | 'success'; text: string } | null;

/** Asks for a password-reset e-mail. The answer is the same whether or not the address has an account. */
export function ResetRequestForm({ submitLabel = 'Send reset link' }: { submitLabel?: string }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    if (!email.trim()) return setFeedback({ tone: 'error', text: AUTH_MESSAGES.emailRequired });
    setBusy(true);
    try {
      const { error } = await authClient.requestPasswordReset({
        email: email.trim(),
        redirectTo: '/auth/reset-password',
      });
      setFeedback(
        error
          ? { tone: 'error', text: AUTH_MESSAGES.resetFailed }
          : { tone: 'success', text: AUTH_MESSAGES.resetSent },
      );
    } catch {
      setFeedback({ tone: 'error', text: AUTH_MESSAGES.resetFailed });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {feedback && <Notice tone={feedback.tone}>{feedback.text}</Notice>}
      <Field
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel="Sending...">
        {submitLabel}
      </Button>
    </form>
  );
}
