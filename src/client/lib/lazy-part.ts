import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';
import { loadOnce } from '../../shared/load-once';

/**
 * A part of a screen whose script is fetched when the part is first drawn, or earlier through `load()`
 * (when the page is idle, say). Once the script is here the part is drawn at once, with no "Loading..."
 * between: only a part drawn before its script arrives waits, in the nearest Suspense. `ready()` says whether
 * the script is here.
 *
 * `early`: a module of the part that is costly to evaluate (the schema library with the tool's schemas),
 * asked for just before the part. Smaller than the part, it arrives first and runs in a task of its own
 * instead of adding to the part's one long task (decision 115).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  early?: () => Promise<unknown>,
) {
  let loaded: ComponentType<P> | undefined;
  // A failed fetch (offline, a new build) is tried again the next time.
  const fetchPart = loadOnce(async () => {
    // Its failure is the part's own, shown where the part is drawn.
    early?.().catch(() => undefined);
    return (loaded = await load());
  });
  const Waiting = lazy(() => fetchPart().then((part) => ({ default: part })));
  function Part(props: P) {
    const drawn = loaded ?? Waiting;
    return createElement(drawn, props);
  }
  return Object.assign(Part, { load: fetchPart, ready: () => loaded !== undefined });
}
