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
