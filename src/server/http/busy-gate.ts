/**
 * How many of one kind of costly request a server process runs at once (decision 139). Up to `running` run;
 * up to `waiting` more wait their turn, in order; any beyond that are turned away at once, so a burst is
 * answered quickly (a created account or "try again shortly") instead of every request slowing together until
 * none finishes. Standard: a counting semaphore with a bounded queue (load shedding).
 */
export interface BusyGate {
  /** A place, with the function that gives it back, or null when the gate is full and the line too. */
  enter(): Promise<(() => void) | null>;
}

export function busyGate(running: number, waiting: number): BusyGate {
  let inside = 0;
  const line: (() => void)[] = [];
  const leave = () => {
    const next = line.shift();
    // The place passes straight to the next in line, so nobody overtakes it.
    if (next) next();
    else inside -= 1;
  };
  const place = () => {
    let given = false;
    return () => {
      if (given) return;
      given = true;
      leave();
    };
  };
  return {
    async enter() {
      if (inside < running) {
        inside += 1;
        return place();
      }
      if (line.length >= waiting) return null;
      await new Promise<void>((resolve) => line.push(resolve));
      return place();
    },
  };
}
