import { Pause, Play, RotateCcw } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useId, useState } from 'react';
import type { TimerKind } from '../../../shared/time-box/plan';
import type { TimerState } from '../../../shared/time-box/timer';
import { countdownAnnouncement, secondsShown, spokenDuration } from '../../../shared/time-box/timer';
import { Button } from '../../components/button';
import { CountdownRing } from '../../components/countdown-ring';
import type { Permission } from '../../lib/reminders/notifications';
import { allowNotifications, notificationPermission } from '../../lib/reminders/notifications';
import { prepareChime } from '../../lib/chime';

interface Props {
  className?: string;
  /** The start and pause button, for focus to come back to. */
  startRef?: RefObject<HTMLButtonElement | null>;
  /** The task this focus block is for, shown while it runs or is paused. */
  forTask?: string | undefined;
  timer: TimerState;
  remainingMs: number;
  startedWith: number;
  /** What the timer is set to, in words: '20 minutes', '5 minutes to rest' or 'Block 2 of 4, 50 minutes'. */
  lengthLabel: string;
  /** A plan of several blocks: the step under way and the next one, at the top of the timer. */
  progress?: ReactNode;
  /** The start button's words while idle, when 'Start' alone would not say what starts. */
  startLabel?: string | undefined;
  /** Another press beside Start and Reset (skipping a planned break). */
  otherAction?: ReactNode;
  soundOn: boolean;
  onSoundChange: (on: boolean) => void;
  /** The choice of a Focus Sounds mix for focus blocks. */
  focusSound?: ReactNode;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
}

const CAPTIONS: Record<TimerState['status'], string> = {
  idle: 'Ready',
  running: 'Running',
  paused: 'Paused',
  finished: 'Done',
};

const START_LABELS: Record<TimerState['status'], string> = {
  idle: 'Start',
  running: 'Pause',
  paused: 'Resume',
  finished: 'Start again',
};

/**
 * What a screen reader hears: a word when the timer starts or pauses, then the time left only at the moments
 * countdownAnnouncement picks. The text changes only then, so the live region speaks only then.
 */
function spokenStatus(timer: TimerState, secondsLeft: number, startedWith: number): string {
  const what: Record<TimerKind, string> = { focus: 'Timer', break: 'Break' };
  if (timer.status === 'paused') return `${what[timer.kind]} paused, ${spokenDuration(secondsLeft)} left.`;
  if (timer.status !== 'running') return '';
  for (let second = secondsLeft; second < startedWith; second += 1) {
    const said = countdownAnnouncement(second);
    if (said) return said;
  }
  return `${what[timer.kind]} running, ${spokenDuration(startedWith)} left.`;
}

export function TimerPanel(props: Props) {
  const { timer, remainingMs, startedWith, lengthLabel, soundOn, forTask, className = '', startRef } = props;
  const { progress, startLabel, otherAction } = props;
  const { onStart, onPause, onReset, onSoundChange } = props;
  const headingId = useId();
  const secondsLeft = secondsShown(remainingMs);
  const running = timer.status === 'running';
  const Icon = running ? Pause : Play;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border border-line bg-surface p-4 @sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {timer.kind === 'break' ? 'Break timer' : 'Focus timer'}
      </h2>
      <p className="text-muted">{lengthLabel}</p>
      {progress}
      {forTask && (
        <p className="mt-2 font-medium">
          Now: <span className="font-semibold">{forTask}</span>
        </p>
      )}
      <div className="mt-4">
        <CountdownRing
          secondsLeft={secondsLeft}
          totalSeconds={secondsShown(timer.durationMs)}
          caption={CAPTIONS[timer.status]}
        />
      </div>
      <p role="status" className="sr-only">
        {spokenStatus(timer, secondsLeft, startedWith)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          ref={startRef}
          className="min-w-32"
          onClick={() => {
            if (running) return onPause();
            // A press is when browsers allow sound: get it ready for time's up.
            if (soundOn) prepareChime();
            onStart();
          }}
        >
          <Icon aria-hidden="true" className="size-5" />
          {timer.status === 'idle' && startLabel ? startLabel : START_LABELS[timer.status]}
        </Button>
        <Button variant="secondary" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-5" />
          Reset
        </Button>
        {otherAction}
      </div>
      <div className="mt-6 space-y-4 border-t border-line pt-4">
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={soundOn}
            onChange={(event) => {
              if (event.target.checked) prepareChime();
              onSoundChange(event.target.checked);
            }}
            className="size-6 shrink-0 cursor-pointer accent-primary"
          />
          <span className="font-medium">Soft sound when time is up</span>
        </label>
        {props.focusSound}
        <NotificationChoice />
      </div>
    </section>
  );
}

/** Asks for browser notifications only when the person presses the button, never on arrival. */
function NotificationChoice() {
  const [permission, setPermission] = useState<Permission>(notificationPermission);
  const hintId = useId();
  if (permission === 'unsupported') return null;
  if (permission === 'granted') {
    return (
      <p className="text-sm text-muted">
        Notifications are on: you will get one if this page is hidden when time is up.
      </p>
    );
  }
  if (permission === 'denied') {
    return (
      <p className="text-sm text-muted">
        Notifications are blocked for this site. You can allow them in your browser&apos;s site settings.
      </p>
    );
  }
  return (
    <div>
      <p id={hintId} className="text-sm text-muted">
        Get a notification when time is up while you are in another tab.
      </p>
      <Button
        variant="secondary"
        className="mt-2 w-full"
        aria-describedby={hintId}
        onClick={async () => setPermission(await allowNotifications(undefined))}
      >
        Turn on notifications
      </Button>
    </div>
  );
}
