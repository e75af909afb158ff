/**
 * Runs `start` once the browser is idle after the first paint (at the latest after `timeout` ms), so work the
 * first screen does not need never delays it. Answers a function that cancels it.
 */
export function whenIdle(start: () => void, timeout = 5000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(start, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(start, Math.min(timeout, 2000));
  return () => clearTimeout(handle);
}

/**
 * Runs `start` once the page has fetched nothing for `quietMs` (its screen's scripts and data have arrived) and
 * the browser is then idle; a page that keeps fetching stops being waited for after `latestMs`. An idle moment
 * alone comes between two of the screen's scripts; this waits for the screen to be drawn (decision 136).
 * Answers a function that cancels it.
 */
export function whenSettled(start: () => void, { quietMs = 2000, latestMs = 30_000 } = {}): () => void {
  let cancelIdle: (() => void) | null = null;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => listen()) : null;
  const settle = () => {
    stop();
    cancelIdle = whenIdle(start);
  };
  const latest = setTimeout(settle, latestMs);
  /** Counts the quiet time again from now: a resource has just arrived. */
  function listen() {
    clearTimeout(quiet);
    quiet = setTimeout(settle, quietMs);
  }
  function stop() {
    observer?.disconnect();
    clearTimeout(quiet);
    clearTimeout(latest);
  }
  observer?.observe({ type: 'resource' });
  listen();
  return () => {
    stop();
    cancelIdle?.();
  };
}
