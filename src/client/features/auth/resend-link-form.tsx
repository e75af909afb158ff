import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../shared/auth-messages';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { authClient } from '../../lib/auth-client';

type Feedback = { tone: 'error' | 'success'; text: string } | null;

/** Sends a fresh confirmation or sign-in link after an old one expired. */
export function ResendLinkForm({ flow }: { flow: 'magic-link' | 'confirm' }) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    if (!email.trim()) return setFeedback({ tone: 'error', text: AUTH_MESSAGES.emailRequired });
    setBusy(true);
    try {
      const { error } =
        flow === 'magic-link'
          ? await authClient.signIn.magicLink({
              email: email.trim(),
              callbackURL: '/dashboard',
              newUserCallbackURL: '/onboarding',
              errorCallbackURL: '/auth/callback?flow=magic-link',
            })
          : await authClient.sendVerificationEmail({ email: email.trim(), callbackURL: '/auth/callback' });
      setFeedback(
        error
          ? { tone: 'error', text: 'We could not send a new link. Please try again in a minute.' }
          : { tone: 'success', text: 'A new link is on its way. Check your email.' },
      );
    } catch {
      setFeedback({ tone: 'error', text: AUTH_MESSAGES.unexpected });
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
        Send a new link
      </Button>
    </form>
  );
}
