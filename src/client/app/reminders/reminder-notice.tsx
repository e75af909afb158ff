import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SlashBreaks } from '../../components/slash-breaks';
import type { SnoozeMinutes } from '../../../shared/reminders';
import { SNOOZE_MINUTES } from '../../../shared/reminder-choices';

export interface NoticeReminder {
  key: string;
  title: string;
  body: string;
  url: string;
  /** Snooze and Done: for reminders the server knows (a routine, habit or todo, or a snooze of one). */
  actions: boolean;
  /** The link's words: "Open" by default, "Take a breath" for a break. */
  linkLabel?: string;
}

interface Props {
  reminder: NoticeReminder;
  onSnooze: (minutes: SnoozeMinutes) => Promise<void>;
  onDone: () => Promise<void>;
  onOpen: () => void;
  onDismiss: () => void;
}

/**
 * A reminder inside the open app (docs/product.md#reminders): a calm card under the navigation that stays until
 * the person answers it, never a dialog over their work. Snooze 5 min, Snooze 15 min, Done, and a link to the thing.
 */
export function ReminderNotice({ reminder, onSnooze, onDone, onOpen, onDismiss }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    action().catch((reason: unknown) => {
      setBusy(false);
      setProblem(reason instanceof Error ? reason.message : 'That did not work. Please try again.');
    });
  };
  const titleId = `reminder-${reminder.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <section
      aria-labelledby={titleId}
      className="max-w-2xl min-w-0 rounded-xl border border-line bg-primary-soft p-4 text-fg"
    >
      <p id={titleId} className="flex items-start gap-2 font-semibold break-words">
        <Bell aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary-ink" />
        {/* Its own box, allowed to be narrower than its longest word, so a word wider than the line breaks
            rather than pushing the page sideways; a web address wraps after its slashes. */}
        <span className="min-w-0">
          <SlashBreaks text={reminder.title} />
        </span>
      </p>
      {reminder.body && (
        <p className="mt-1 break-words">
          <SlashBreaks text={reminder.body} />
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-2 font-medium">
          {problem}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {reminder.actions && (
          <>
            {SNOOZE_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                variant="secondary"
                className="!px-3"
                disabled={busy}
                onClick={() => run(() => onSnooze(minutes))}
              >
                {`Snooze ${minutes} min`}
              </Button>
            ))}
            <Button variant="secondary" className="!px-3" disabled={busy} onClick={() => run(onDone)}>
              Done
            </Button>
          </>
        )}
        <a
          href={reminder.url}
          aria-label={`${reminder.linkLabel ?? 'Open'}: ${reminder.title}`}
          className="inline-flex min-h-11 items-center rounded-lg px-3 font-medium text-primary-ink underline underline-offset-4"
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpen();
          }}
        >
          {reminder.linkLabel ?? 'Open'}
        </a>
        <Button variant="ghost" className="!px-3" disabled={busy} onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </section>
  );
}
