import { Dialog } from 'radix-ui';
import type { PlayState } from '../../../shared/routine-play';
import { stepRemainingMs, stepTotalMs } from '../../../shared/routine-play';
import { formatClock, secondsShown } from '../../../shared/time-box-timer';
import { Button } from '../../components/button';
import { PictureView } from '../../components/picture-view';
import type { useRoutinePlay } from './use-routine-play';

type Player = ReturnType<typeof useRoutinePlay>;

/** The time left in words under the bar: what a glance needs, and what a screen reader reads on request. */
function timeLeftWords(secondsLeft: number | null) {
  if (secondsLeft === null) return 'No set time. Take the time it needs.';
  if (secondsLeft === 0) return 'Time is up. Carry on at your pace.';
  return `${formatClock(secondsLeft)} left`;
}

/**
 * The Now and Next board (docs/product.md#routine-planner): the whole screen for the step under way and the one
 * after it, each picture first and its words under it, the time left as a bar and as text. It reads the same
 * run as play mode, so Done and Skip here are Done and Skip there; Escape or "Close the board" goes back.
 */
export function NowNextBoard({ player, play }: { player: Player; play: PlayState }) {
  const step = play.steps[play.index];
  const next = play.steps[play.index + 1];
  const left = stepRemainingMs(play, player.now);
  const total = stepTotalMs(play);
  const secondsLeft = left === null ? null : secondsShown(left);
  const fraction = left === null || !total ? 0 : Math.max(0, Math.min(1, left / total));
  if (!step) return null;
  return (
    // The button opens it and takes the keyboard back when it closes.
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <Button variant="secondary">Now and Next board</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-app p-4 text-fg sm:p-6"
        >
          <Dialog.Title className="text-lg font-semibold break-words">Now and Next: {play.name}</Dialog.Title>
          <div className="mt-3 grid flex-1 gap-4 sm:grid-cols-[2fr_1fr]">
            <section
              aria-labelledby="board-now"
              className="flex flex-col items-center rounded-xl border-2 border-primary bg-surface p-4 text-center"
            >
              <h2 id="board-now" className="text-sm font-semibold tracking-wide text-muted uppercase">
                Now
              </h2>
              <PictureView
                picture={step.picture}
                fallback={step.title}
                className="mt-2 max-h-[38vh] w-full max-w-md rounded-lg"
              />
              <p className="mt-3 text-3xl font-bold break-words">{step.title}</p>
              {step.note && <p className="mt-1 text-lg text-muted">{step.note}</p>}
              <div className="mt-4 w-full max-w-md">
                {secondsLeft !== null && (
                  <div aria-hidden="true" className="h-4 w-full overflow-hidden rounded-full bg-line">
                    <div
                      className="h-full rounded-full bg-primary transition-[width] duration-1000 ease-linear"
                      style={{ width: `${fraction * 100}%` }}
                    />
                  </div>
                )}
                <p className="mt-2 text-xl font-semibold tabular-nums">{timeLeftWords(secondsLeft)}</p>
              </div>
            </section>
            <section
              aria-labelledby="board-next"
              className="flex flex-col items-center rounded-xl border border-line bg-surface p-4 text-center"
            >
              <h2 id="board-next" className="text-sm font-semibold tracking-wide text-muted uppercase">
                Next
              </h2>
              {next ? (
                <>
                  <PictureView
                    picture={next.picture}
                    fallback={next.title}
                    className="mt-2 max-h-[18vh] w-full max-w-xs rounded-lg"
                  />
                  <p className="mt-2 text-xl font-semibold break-words">{next.title}</p>
                </>
              ) : (
                <p className="mt-2 text-lg">This is the last step.</p>
              )}
            </section>
          </div>
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <Button onClick={player.done}>Done</Button>
            <Button variant="secondary" onClick={player.skip}>
              Skip
            </Button>
            <Dialog.Close asChild>
              <Button variant="ghost" className="!px-3">
                Close the board
              </Button>
            </Dialog.Close>
          </div>
          <p role="status" className="sr-only">
            Now: {step.title}. {next ? `Next: ${next.title}.` : 'This is the last step.'}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
