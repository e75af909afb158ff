import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { parsePath, UNSAFE_createBrowserHistory } from 'react-router';
import type { Path, To } from 'react-router';

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Whether moving from one place in the app to another must be asked about first. */
export type ShouldBlock = (args: { currentLocation: Path; nextLocation: Path }) => boolean;

/** The same shape as the router's own blocker: 'blocked' while the person is being asked. */
export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

let shouldBlock: ShouldBlock | null = null;
let held: (() => void) | null = null;
const watchers = new Set<() => void>();
const announce = () => watchers.forEach((watcher) => watcher());

function hold(move: (() => void) | null) {
  held = move;
  announce();
}

/**
 * The browser history the app's routes follow, with one addition: while a screen guards unsaved work
 * (useNavigationBlocker), a move elsewhere, by a link, by code or by Back and Forward, waits until the
 * person says whether to leave (decision 057).
 */
export function createBlockingHistory(
  base: History = UNSAFE_createBrowserHistory({ v5Compat: true }),
): History {
  // Pops the history makes itself: undoing a blocked Back or Forward is not news; redoing it is let through.
  let undoing = 0;
  let letThrough = false;
  // Where the app is: on Back the browser's own location has already moved before anyone is told.
  let current: Path = base.location;

  const blocks = (nextLocation: Path) =>
    shouldBlock !== null && shouldBlock({ currentLocation: current, nextLocation });
  const pathOf = (to: To): Path => {
    const { pathname, search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
    return { pathname: pathname ?? base.location.pathname, search, hash };
  };
  const guarded = (move: () => void, to: To) => (blocks(pathOf(to)) ? hold(move) : move());

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push: (to, state?: unknown) => guarded(() => base.push(to, state), to),
    replace: (to, state?: unknown) => guarded(() => base.replace(to, state), to),
    listen(listener) {
      const tell: typeof listener = (update) => {
        current = update.location;
        listener(update);
      };
      return base.listen((update) => {
        if (update.action !== 'POP') return tell(update);
        if (undoing > 0) {
          undoing -= 1;
          return;
        }
        const delta = update.delta;
        if (letThrough || !delta || !blocks(update.location)) {
          letThrough = false;
          return tell(update);
        }
        // The browser has already moved: step back to where the person was, then ask.
        undoing += 1;
        base.go(-delta);
        hold(() => {
          letThrough = true;
          base.go(delta);
        });
      });
    },
  };
}

/** Guards the screen while `when` says so; the caller shows its own question while the state is 'blocked'. */
export function useNavigationBlocker(when: ShouldBlock): Blocker {
  const latest = useRef(when);
  useEffect(() => {
    latest.current = when;
  });
  useEffect(() => {
    const mine: ShouldBlock = (args) => latest.current(args);
    shouldBlock = mine;
    return () => {
      if (shouldBlock === mine) shouldBlock = null;
      hold(null);
    };
  }, []);
  const waiting = useSyncExternalStore(
    useCallback((watch: () => void) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    }, []),
    () => held,
  );
  if (!waiting) return { state: 'unblocked' };
  return {
    state: 'blocked',
    proceed: () => {
      hold(null);
      waiting();
    },
    reset: () => hold(null),
  };
}
