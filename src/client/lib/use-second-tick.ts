import { useEffect, useLayoutEffect, useRef } from 'react';
import { msUntilNextSecond } from '../../shared/time-box/timer';

/**
 * The tick of a countdown on screen (the time-box timer, a routine's step). While `running`, calls `tick` at
 * once, again just after each second the countdown shows changes, and at once when the page comes back into
 * view or the window takes focus (a tab that slept, a laptop that was closed). A countdown works its time out
 * from the clock, never by counting ticks: a tick only asks for a new drawing. `tick` answers the milliseconds
 * left, or null when there is nothing more to count; a change of `restartOn` starts afresh.
 */
export function useSecondTick(running: boolean, restartOn: unknown, tick: (now: number) => number | null) {
  const latest = useRef(tick);
  useLayoutEffect(() => {
    latest.current = tick;
  });
  useEffect(() => {
    if (!running) return;
    let handle: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      clearTimeout(handle);
      const left = latest.current(Date.now());
      if (left !== null && left > 0) handle = setTimeout(run, msUntilNextSecond(left));
    };
    run();
    const onWake = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      clearTimeout(handle);
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, [running, restartOn]);
}
