import { useState } from 'react';
import type { FormEvent } from 'react';
import type { AuthErrorLike } from '../../../shared/auth-messages';
import { AUTH_MESSAGES, authErrorMessage } from '../../../shared/auth-messages';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';

type Feedback = { tone: 'error' | 'success'; text: string } | null;

interface Props {
  submitLabel: string;
  /** Sends the e-mail; resolves with an error when the server refused. */
  send(email: string): Promise<{ error: AuthErrorLike | null }>;
  successText: string;
  failureText: string;
}

/** One e-mail field that asks the server to send a link: a password reset, a confirmation or a sign-in. */
export function EmailLinkForm({ submitLabel, send, successText, failureText }: Props) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFeedback(null);
    if (!email.trim()) return setFeedback({ tone: 'error', text: AUTH_MESSAGES.emailRequired });
    setBusy(true);
    try {
      const { error } = await send(email.trim());
      if (!error) return setFeedback({ tone: 'success', text: successText });
      // Too many requests: say how long to wait rather than "try again".
      setFeedback({ tone: 'error', text: error.status === 429 ? authErrorMessage(error) : failureText });
    } catch {
      setFeedback({ tone: 'error', text: failureText });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      {feedback && <Notice tone={feedback.tone}>{feedback.text}</Notice>}
      <Field
        label="E-mail"
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
