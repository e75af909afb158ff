import { useRef, useState } from 'react';
import type { RoomPhase, Rhythm } from '../../../shared/focus-rooms/rooms';
import { clockText, roomPhase } from '../../../shared/focus-rooms/rooms';
import { useSecondTick } from '../../lib/use-second-tick';

/**
 * The room's shared timer, from the room's start and the server's clock (the stream says how far this
 * device's clock is from it), as text and as a progress bar with its value.
 */
export function RoomTimer({
  startedAt,
  rhythm,
  offset,
  onPhase,
}: {
  startedAt: string;
  rhythm: Rhythm;
  offset: number;
  /** Each second's phase; `changed` when focus or break has just begun. */
  onPhase: (phase: RoomPhase, changed: boolean) => void;
}) {
  const [phase, setPhase] = useState(() => roomPhase(startedAt, rhythm, Date.now() + offset));
  const last = useRef(`${phase.blockStart} ${phase.phase}`);
  useSecondTick(true, `${startedAt} ${rhythm} ${offset}`, (now) => {
    const next = roomPhase(startedAt, rhythm, now + offset);
    setPhase(next);
    const key = `${next.blockStart} ${next.phase}`;
    onPhase(next, key !== last.current);
    last.current = key;
    return next.secondsLeft * 1000;
  });
  const label = phase.phase === 'focus' ? 'Focus' : 'Break';
  return (
    <section aria-labelledby="room-timer" className="rounded-lg border border-line bg-surface p-4">
      <h3 id="room-timer" className="text-lg font-semibold">
        {label} time
      </h3>
      <p className="mt-1 text-3xl font-semibold tabular-nums">
        {clockText(phase.secondsLeft)} <span className="text-base font-normal text-muted">left</span>
      </p>
      <label className="mt-3 block text-sm text-muted" htmlFor="room-progress">
        {label}: {Math.floor(phase.secondsDone / 60)} of {phase.phaseSeconds / 60} minutes done
      </label>
      <progress
        id="room-progress"
        className="mt-1 h-3 w-full"
        max={phase.phaseSeconds}
        value={phase.secondsDone}
        aria-valuetext={`${clockText(phase.secondsLeft)} left of ${phase.phaseSeconds / 60} minutes`}
      />
    </section>
  );
}
