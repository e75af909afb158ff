import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { CalendarFeedState } from '../../../shared/calendar-feed';
import { FEED_DAYS, sinceWords } from '../../../shared/calendar-feed';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { CalendarFeedAddress } from './calendar-feed-address';
import { PanelLoading, SettingsCard } from './settings-card';
import { useCalendarFeed, useCalendarFeedActions } from './use-calendar-feed';

// The private calendar feed in Settings › Notifications (docs/product.md#calendar-feed, decision 100).

type Asking = 'renew' | 'off';
type Focus = 'address' | 'make' | Asking | 'question';
type Message = { tone: 'success' | 'error'; text: string };

const QUESTIONS: Record<Asking, { text: string; yes: string; no: string }> = {
  renew: {
    text: 'Make a new address? The old one stops working at once: calendar apps that use it get no more updates until you add the new one to them.',
    yes: 'Yes, make a new address',
    no: 'Keep this address',
  },
  off: {
    text: 'Turn the calendar feed off? Its address stops working at once: calendar apps that use it get no more updates.',
    yes: 'Yes, turn it off',
    no: 'Keep it on',
  },
};

const DONE: Record<'made' | Asking, string> = {
  made: 'Your calendar address is ready. Copy it, or add it to your calendar app.',
  renew: 'A new address is ready, and the old one no longer works. Add this one to your calendar apps.',
  off: 'The calendar feed is off. Its address no longer works.',
};

const madeOn = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

/** A calm section: what the feed is, then its address and actions, or the button that makes one. */
export function CalendarFeedSection() {
  const feed = useCalendarFeed();
  return (
    <SettingsCard
      title="Calendar feed"
      description="Your own calendar app can remind you, even when NeuroNest is closed."
    >
      <p className="text-muted">
        NeuroNest makes a private address for your calendar app. It holds your scheduled routines, the tasks
        you place on My Day for the next {FEED_DAYS} days and the habits you gave a reminder time, each with a
        reminder when it is due. Your calendar app checks it for changes about once an hour.
      </p>
      <div className="mt-4">
        {feed.data ? (
          <FeedControls state={feed.data} />
        ) : feed.isError ? (
          <Notice tone="error">
            The calendar feed could not be loaded. Please reload the page to try again.
          </Notice>
        ) : (
          <PanelLoading />
        )}
      </div>
    </SettingsCard>
  );
}

function FeedControls({ state }: { state: CalendarFeedState }) {
  const { make, turnOff } = useCalendarFeedActions();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // Where focus goes once the screen shows the change; every change that sets it also renders.
  const focusNext = useRef<Focus | null>(null);
  const questionId = useId();
  const addressRef = useRef<HTMLTextAreaElement>(null);
  const makeRef = useRef<HTMLButtonElement>(null);
  const renewRef = useRef<HTMLButtonElement>(null);
  const offRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLDivElement>(null);

  // Focus moves only after the screen shows the change, to what the person needs next.
  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    const targets = {
      address: addressRef,
      make: makeRef,
      renew: renewRef,
      off: offRef,
      question: questionRef,
    };
    // The new state may reach the screen a render later; an address that cannot be shown leaves Renew first.
    const element = targets[target].current ?? (target === 'address' ? renewRef.current : null);
    if (!element) return;
    focusNext.current = null;
    element.focus();
  });

  const ask = (what: Asking) => {
    setMessage(null);
    setAsking(what);
    focusNext.current = 'question';
  };
  const cancel = () => {
    const was = asking;
    setAsking(null);
    focusNext.current = was ?? 'renew';
  };
  const fail = (what: string) => (error: Error) =>
    setMessage({ tone: 'error', text: `${what} ${error.message}` });

  const makeAddress = (done: 'made' | 'renew') => {
    setMessage(null);
    make.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        setMessage({ tone: 'success', text: DONE[done] });
        focusNext.current = 'address';
      },
      onError: fail('The address could not be made.'),
    });
  };
  const off = () => {
    setMessage(null);
    turnOff.mutate(undefined, {
      onSuccess: () => {
        setAsking(null);
        setMessage({ tone: 'success', text: DONE.off });
        focusNext.current = 'make';
      },
      onError: fail('The calendar feed could not be turned off.'),
    });
  };

  const busy = make.isPending || turnOff.isPending;
  const notice = message && <Notice tone={message.tone}>{message.text}</Notice>;

  if (!state.on) {
    return (
      <div className="space-y-3">
        <Button ref={makeRef} busy={make.isPending} busyLabel="Making..." onClick={() => makeAddress('made')}>
          <CalendarClock aria-hidden="true" className="size-5" />
          Make my calendar address
        </Button>
        {notice}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {state.address ? (
        <CalendarFeedAddress address={state.address} fieldRef={addressRef} />
      ) : (
        <Notice tone="info">
          The feed is on, but its address was made before a change on the server and cannot be shown again. It
          still works. To see an address here, make a new one; then add it to your calendar apps.
        </Notice>
      )}
      <p className="text-sm text-muted">
        {state.madeAt && `Made on ${madeOn(state.madeAt)}. `}
        {state.lastReadAt
          ? `Last read by a calendar app ${sinceWords(state.lastReadAt)}.`
          : 'Not read by a calendar app yet.'}
      </p>
      {asking ? (
        <div
          ref={questionRef}
          role="group"
          aria-labelledby={questionId}
          tabIndex={-1}
          className="space-y-3 rounded-lg border border-line bg-app p-4"
        >
          <p id={questionId} className="font-medium">
            {QUESTIONS[asking].text}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant={asking === 'off' ? 'danger' : 'primary'}
              busy={busy}
              busyLabel={asking === 'off' ? 'Turning off...' : 'Making...'}
              onClick={() => (asking === 'off' ? off() : makeAddress('renew'))}
            >
              {QUESTIONS[asking].yes}
            </Button>
            <Button variant="secondary" onClick={cancel} disabled={busy}>
              {QUESTIONS[asking].no}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={renewRef} variant="secondary" onClick={() => ask('renew')}>
            Renew address
          </Button>
          <Button ref={offRef} variant="secondary" onClick={() => ask('off')}>
            Turn off
          </Button>
        </div>
      )}
      {notice}
    </div>
  );
}
