import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import type { FeedbackInput } from '../../../shared/dashboard-schemas';
import { FEEDBACK_EMPTY_MESSAGE, FEEDBACK_MAX_LENGTH, FEEDBACK_THANKS } from '../../../shared/feedback';
import { Button } from '../../components/button';
import { inputClass } from '../../components/input-class';
import { Notice } from '../../components/notice';
import { api, FALLBACK, unwrap } from '../../lib/api';
import { DashboardText } from './dashboard-text';

/** A message to the team, kept with the user's account. The box empties and a thank-you shows on success. */
export const FEEDBACK_HEADING = 'Share your feedback';

export function FeedbackForm() {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (input: FeedbackInput) => unwrap(api.feedback.$post({ json: input })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    // The schema (and zod with it) loads when a message is first sent, not with the dashboard.
    const schemas = await import('../../../shared/dashboard-schemas').catch(() => null);
    if (!schemas) {
      setFailure(FALLBACK);
      return;
    }
    const parsed = schemas.feedbackInputSchema.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? FEEDBACK_EMPTY_MESSAGE);
      box.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('');
        setSent(true);
      },
      // Announced at once: the message was not sent, and it is still in the box.
      onError: (reason) => setFailure(reason.message),
    });
  }

  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12 max-w-2xl">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        <DashboardText text={FEEDBACK_HEADING} />
      </h2>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-4 rounded-xl border border-line bg-surface p-5"
      >
        <label htmlFor={`${id}-message`} className="block font-medium">
          What helps you, and what gets in the way?
        </label>
        <textarea
          ref={box}
          id={`${id}-message`}
          value={message}
          rows={4}
          maxLength={FEEDBACK_MAX_LENGTH}
          onChange={(event) => {
            setMessage(event.target.value);
            setSent(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${inputClass} mt-2 resize-y`}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-danger">
            {error}
          </p>
        )}
        {failure && (
          <div className="mt-4">
            <Notice tone="error">{failure}</Notice>
          </div>
        )}
        <div className="mt-4">
          <Button type="submit" busy={send.isPending} busyLabel="Sending...">
            Send Feedback
          </Button>
        </div>
        {sent && (
          <div className="mt-4">
            <Notice tone="success">{FEEDBACK_THANKS}</Notice>
          </div>
        )}
      </form>
    </section>
  );
}
