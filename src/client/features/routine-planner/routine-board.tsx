import type { PlayState } from '../../../shared/routine-planner/play';
import { stepRemainingMs, stepTotalMs } from '../../../shared/routine-planner/play';
import { formatClock, secondsShown } from '../../../shared/time-box/timer';
import { Button } from '../../components/button';
import { NowNextBoard } from '../../components/now-next-board';
import type { useRoutinePlay } from './use-routine-play';

type Player = ReturnType<typeof useRoutinePlay>;

/** The time left in words under the bar: what a glance needs. */
function timeLeftWords(secondsLeft: number | null) {
  if (secondsLeft === null) return 'No set time. Take the time it needs.';
  if (secondsLeft === 0) return 'Time is up. Carry on at your pace.';
  return `${formatClock(secondsLeft)} left`;
}

/** A playing routine on the Now and Next board: the same run as play mode, so Done and Skip are the same. */
export function RoutineBoard({ player, play }: { player: Player; play: PlayState }) {
  const step = play.steps[play.index];
  const left = stepRemainingMs(play, player.now);
  const total = stepTotalMs(play);
  const secondsLeft = left === null ? null : secondsShown(left);
  if (!step) return null;
  return (
    <NowNextBoard
      title={`Now and Next: ${play.name}`}
      now={step}
      nothingNow=""
      next={play.steps[play.index + 1]}
      nothingNext="This is the last step."
      timeLeft={{
        fraction: left === null || !total ? null : left / total,
        words: timeLeftWords(secondsLeft),
      }}
      actions={
        <>
          <Button onClick={player.done}>Done</Button>
          <Button variant="secondary" onClick={player.skip}>
            Skip
          </Button>
        </>
      }
    />
  );
}
