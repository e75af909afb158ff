import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';

/**
 * A part of a screen whose script is fetched when the part is first drawn, or earlier through `load()`
 * (when the page is idle, say). Once the script is here the part is drawn at once, with no "Loading..."
 * between: only a part drawn before its script arrives waits, in the nearest Suspense. `ready()` says whether
 * the script is here.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () => {
    loading ??= load().then(
      (part) => (loaded = part),
      (error: unknown) => {
        // A failed fetch (offline, a new build) is tried again the next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Waiting = lazy(() => fetchPart().then((part) => ({ default: part })));
  function Part(props: P) {
    const drawn = loaded ?? Waiting;
    return createElement(drawn, props);
  }
  return Object.assign(Part, { load: fetchPart, ready: () => loaded !== undefined });
}
