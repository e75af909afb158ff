import { useEffect, useEffectEvent, useRef } from 'react';
import type { SnoozeMinutes } from '../../../shared/reminders';
import type { NoticeReminder } from './reminder-notice';
import { ReminderNotice } from './reminder-notice';

interface Props {
  notices: NoticeReminder[];
  /** What a screen reader hears when a reminder arrives: said once, politely. */
  announcement: string;
  onSnooze: (notice: NoticeReminder, minutes: SnoozeMinutes) => Promise<void>;
  onDone: (notice: NoticeReminder) => Promise<void>;
  onOpen: (notice: NoticeReminder) => void;
  onDismiss: (notice: NoticeReminder) => void;
}

/** Alt+Shift+R: to the newest reminder, from anywhere on the page. */
const isShortcut = (event: KeyboardEvent) =>
  event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.key.toLowerCase() === 'r';

/**
 * The reminders waiting for an answer, in the page's flow under the navigation (decision 155): in the person's
 * reading font, size and spacing like the rest of the page, covering nothing. An arrival is announced politely
 * and takes no focus from what the person is doing; Alt+Shift+R (or Tab from the navigation) reaches it, and
 * once it is answered the focus goes back where it came from, or to the screen's heading, as after Undo
 * (decision 146).
 */
export function ReminderNotices({ notices, announcement, ...answers }: Props) {
  const region = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const hadFocus = useRef(false);

  const jump = useEffectEvent((event: KeyboardEvent) => {
    if (!isShortcut(event) || !region.current) return;
    event.preventDefault();
    region.current.querySelector<HTMLElement>('section:last-of-type button, section:last-of-type a')?.focus();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => jump(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  // Where the focus came from, and whether it is here now: an answer removes the button that had it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const inside = !!region.current?.contains(event.target as Node);
      const from = event.relatedTarget;
      if (inside && !hadFocus.current && from instanceof HTMLElement) cameFrom.current = from;
      hadFocus.current = inside;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  // A notice answered takes its buttons with it: the focus goes on, never to the page itself.
  useEffect(() => {
    if (!hadFocus.current || region.current?.contains(document.activeElement)) return;
    hadFocus.current = false;
    const next = region.current?.querySelector<HTMLElement>('section button, section a');
    const back = cameFrom.current?.isConnected ? cameFrom.current : null;
    const heading = document.querySelector<HTMLElement>('main h1');
    const target = next ?? back ?? heading ?? document.getElementById('main');
    if (target === heading && heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    target?.focus();
  }, [notices]);

  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {notices.length > 0 && (
        // As wide as the page (its auto margins alone would size it to its longest word), at most 5xl.
        <section
          ref={region}
          aria-label="Reminders"
          aria-keyshortcuts="Alt+Shift+R"
          className="mx-auto w-full max-w-5xl space-y-3 px-4 pt-3"
        >
          {notices.map((notice) => (
            <ReminderNotice
              key={notice.key}
              reminder={notice}
              onSnooze={(minutes) => answers.onSnooze(notice, minutes)}
              onDone={() => answers.onDone(notice)}
              onOpen={() => answers.onOpen(notice)}
              onDismiss={() => answers.onDismiss(notice)}
            />
          ))}
        </section>
      )}
    </>
  );
}
