import { useEffect, useRef } from 'react';
import type { PlayState } from '../../../shared/routine-planner/play';
import {
  finishWords,
  MORE_TIME_MINUTES,
  stepRemainingMs,
  stepTotalMs,
  tookWords,
} from '../../../shared/routine-planner/play';
import { countdownAnnouncement, secondsShown } from '../../../shared/time-box/timer';
import { Button } from '../../components/button';
import { CountdownRing } from '../../components/countdown-ring';
import { Notice } from '../../components/notice';
import { PictureView } from '../../components/picture-view';
import { ReadAloud } from '../../components/read-aloud';
import { RoutineIconPicture } from '../../components/routine-icons';
import { useSettings } from '../../lib/settings';
import { RoutineBoard } from './routine-board';
import type { useRoutinePlay } from './use-routine-play';

type Player = ReturnType<typeof useRoutinePlay>;

const minutesWords = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/**
 * What screen readers hear: the step when it begins, the time left only at the moments countdownAnnouncement
 * picks, and once when its time is up. The text changes only then, so the live region speaks only then.
 */
function spokenStatus(play: PlayState, secondsLeft: number | null, totalSeconds: number): string {
  const step = play.steps[play.index];
  const begins = `Step ${play.index + 1} of ${play.steps.length}: ${step?.title ?? ''}.`;
  if (secondsLeft === null) return begins;
  if (secondsLeft === 0) return 'Time is up for this step.';
  for (let second = secondsLeft; second < totalSeconds; second += 1) {
    const said = countdownAnnouncement(second);
    if (said) return said;
  }
  return begins;
}

/** What "Read this step aloud" says: the step's title, then its note. */
export function stepSpeech(step: { title: string; note: string }): string {
  const title = step.title.trim();
  const note = step.note.trim();
  if (!note) return title;
  return `${/[.!?]$/.test(title) ? title : `${title}.`} ${note}`;
}

/** Moves the keyboard to a heading when it appears, as the list it replaced is gone. */
function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** Play mode (docs/product.md#routine-planner): one step at a time, large, with its time and the next step. */
export function RoutinePlay({ player }: { player: Player }) {
  const play = player.play;
  if (!play) return null;
  return play.finishedAt === null ? (
    <PlayStep player={player} play={play} />
  ) : (
    <Finish player={player} play={play} />
  );
}

function PlayStep({ player, play }: { player: Player; play: PlayState }) {
  const step = play.steps[play.index];
  const next = play.steps[play.index + 1];
  const left = stepRemainingMs(play, player.now);
  const secondsLeft = left === null ? null : secondsShown(left);
  const total = stepTotalMs(play);
  const heading = useFocusOnMount();
  const said = spokenStatus(play, secondsLeft, total === null ? 0 : Math.round(total / 1000));
  // Read by itself only for a person who turned on automatic text-to-speech in Settings; otherwise on a press.
  const { data: settings } = useSettings();
  const autoPlayKey = settings?.autoTextToSpeech ? `${play.startedAt}:${play.index}` : null;
  if (!step) return null;
  return (
    <section
      aria-labelledby="play-heading"
      className="mt-6 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="play-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {play.name}
      </h2>
      <p className="text-muted">
        Step {play.index + 1} of {play.steps.length}
      </p>
      <div className="mt-4 flex flex-col items-center text-center">
        <PictureView
          picture={step.picture}
          fallback={step.title}
          className="mb-2 max-h-72 w-full max-w-sm rounded-lg"
        />
        {step.icon && <RoutineIconPicture icon={step.icon} className="size-12 text-primary-ink" />}
        <h3 className="mt-2 text-3xl font-bold break-words">{step.title}</h3>
        {step.note && <p className="mt-2 max-w-prose text-lg text-muted">{step.note}</p>}
        <div className="mt-3">
          <ReadAloud text={stepSpeech(step)} autoPlayKey={autoPlayKey} label="Read this step aloud" compact />
        </div>
        {secondsLeft !== null && total !== null ? (
          <div className="mt-4 w-full max-w-60">
            <CountdownRing
              secondsLeft={secondsLeft}
              totalSeconds={Math.round(total / 1000)}
              caption={secondsLeft > 0 ? 'left for this step' : 'Time is up'}
            />
          </div>
        ) : (
          <p className="mt-4">No set time for this step. Take the time it needs.</p>
        )}
        {secondsLeft === 0 && (
          <p className="mt-2">
            Time is up for this step. Carry on at your pace, or take {MORE_TIME_MINUTES} more minutes.
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button onClick={player.done}>Done</Button>
        <Button variant="secondary" onClick={player.skip}>
          Skip
        </Button>
        {play.endsAt !== null && (
          <Button variant="secondary" onClick={player.more}>
            More time (+{MORE_TIME_MINUTES} min)
          </Button>
        )}
      </div>
      <p className="mt-6 text-center text-muted">
        {next
          ? `Next: ${next.title}${next.minutes ? ` · ${minutesWords(next.minutes)}` : ''}`
          : 'This is the last step.'}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <RoutineBoard player={player} play={play} />
        <Button variant="ghost" className="!px-3" onClick={player.stop}>
          Stop the routine
        </Button>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </section>
  );
}

function Finish({ player, play }: { player: Player; play: PlayState }) {
  const heading = useFocusOnMount();
  return (
    <section
      aria-labelledby="finish-heading"
      className="mt-6 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="finish-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Finished: {play.name}
      </h2>
      <p className="mt-2 text-2xl font-bold">{finishWords(play)}</p>
      {play.results.length > 0 && (
        <ul className="mt-4 space-y-1" aria-label="What each step became">
          {play.results.map((result) => (
            <li key={result.stepId}>
              <span className="font-medium">{result.title}</span>:{' '}
              {result.state === 'done' ? `done, took ${tookWords(result.seconds)}` : 'skipped'}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {play.saved ? (
          <p>This run is kept with the routine.</p>
        ) : player.saveError ? (
          <Notice tone="error">
            <p>This run could not be kept. {player.saveError}</p>
            <Button
              variant="secondary"
              className="mt-2"
              busy={player.saving}
              busyLabel="Trying..."
              onClick={player.retry}
            >
              Try again
            </Button>
          </Notice>
        ) : (
          <p>Keeping this run...</p>
        )}
      </div>
      <Button className="mt-4" onClick={player.close}>
        Back to your routines
      </Button>
    </section>
  );
}
