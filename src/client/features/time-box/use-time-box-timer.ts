import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedTimer, TimerKind } from '../../../shared/time-box/plan';
import type { TimerState } from '../../../shared/time-box/timer';
import { useSecondTick } from '../../lib/use-second-tick';
import {
  fromSavedTimer,
  idleTimer,
  pauseTimer,
  remainingMs,
  secondsShown,
  settleTimer,
  startTimer,
  toSavedTimer,
} from '../../../shared/time-box/timer';

interface Options {
  /** The timer kept with the plan when the screen opened. */
  saved: SavedTimer | null;
  /** The full length of what the timer runs next: the chosen duration, 25 minutes, or a series' step. */
  fullMs: number;
  /** What the timer runs next: a focus block, or the break a series of blocks is at. */
  idleKind?: TimerKind;
  /**
   * In a series of blocks, a timer that ran its course stands ready for the next step (which the plan has moved
   * to), instead of offering to run the same one again.
   */
  moveOn?: boolean;
  /** Called with what to keep after every start, pause, reset and end. */
  onSave: (timer: SavedTimer | null) => void;
  /** Called once when a running timer reaches 0, or is found already run out after a reload. */
  onFinish: (kind: TimerKind) => void;
}

/**
 * The time-box countdown. The shown time is always worked out from the end time and the clock, never by
 * counting ticks: a tick only asks React to draw again, just after the shown second changes, and the page
 * coming back into view (after the tab slept or the laptop closed) draws at once.
 */
export function useTimeBoxTimer({
  saved,
  fullMs,
  idleKind = 'focus',
  moveOn = false,
  onSave,
  onFinish,
}: Options) {
  const [state, setState] = useState<TimerView>(() => {
    const now = Date.now();
    const timer = fromSavedTimer(saved, fullMs, now);
    return { timer, now, startedWith: secondsShown(remainingMs(timer, now)) };
  });
  // The latest state for handlers, which must not wait for a render to see the last change.
  const current = useRef(state);
  const commit = useCallback((next: TimerView) => {
    current.current = next;
    setState(next);
  }, []);
  const callbacks = useRef({ onSave, onFinish });
  useEffect(() => {
    callbacks.current = { onSave, onFinish };
  });

  // A timer that ran out while the page was closed is over: say so once, and keep it no more.
  const foundFinished = useRef(state.timer.status === 'finished');
  useEffect(() => {
    if (!foundFinished.current) return;
    foundFinished.current = false;
    callbacks.current.onSave(null);
    callbacks.current.onFinish(current.current.timer.kind);
  }, []);

  const { timer } = state;
  useSecondTick(timer.status === 'running', timer, (now) => {
    const settled = settleTimer(timer, now);
    if (settled !== timer) {
      commit({ ...current.current, timer: settled, now });
      callbacks.current.onSave(null);
      callbacks.current.onFinish(settled.kind);
      return null;
    }
    commit({ ...current.current, now });
    return remainingMs(timer, now);
  });

  const change = useCallback(
    (next: (timer: TimerState, now: number) => TimerState) => {
      const now = Date.now();
      const timer = next(current.current.timer, now);
      const startedWith =
        timer.status === 'running' ? secondsShown(remainingMs(timer, now)) : current.current.startedWith;
      commit({ timer, now, startedWith });
      callbacks.current.onSave(toSavedTimer(timer));
    },
    [commit],
  );

  // An idle timer follows the plan: the chosen duration, or the step a series is at.
  const follow = useCallback(
    (timer: TimerState) =>
      timer.status === 'idle' || (moveOn && timer.status === 'finished')
        ? idleTimer(fullMs, idleKind)
        : timer,
    [fullMs, idleKind, moveOn],
  );
  const start = useCallback(() => change((timer, now) => startTimer(follow(timer), now)), [change, follow]);
  const pause = useCallback(() => change((timer, now) => pauseTimer(timer, now)), [change]);
  const reset = useCallback(() => change(() => idleTimer(fullMs, idleKind)), [change, fullMs, idleKind]);
  const startBreak = useCallback(
    (breakMs: number) => change((_timer, now) => startTimer(idleTimer(breakMs, 'break'), now)),
    [change],
  );

  const shown = follow(timer);
  return {
    timer: shown,
    remainingMs: remainingMs(shown, state.now),
    /** Whole seconds left when the timer last started or resumed. */
    startedWith: state.startedWith,
    start,
    pause,
    reset,
    startBreak,
  };
}

interface TimerView {
  timer: TimerState;
  /** The clock when the view was last worked out. */
  now: number;
  startedWith: number;
}
