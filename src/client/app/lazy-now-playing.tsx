import { lazy, Suspense, useSyncExternalStore } from 'react';
import { soundPresence } from '../lib/focus-sound/presence';

const NowPlaying = lazy(() => import('./now-playing'));

/** Nothing until Focus Sounds first plays; then the now-playing control, loaded with it. */
export function LazyNowPlaying() {
  const played = useSyncExternalStore(soundPresence.subscribe, soundPresence.get, () => false);
  if (!played) return null;
  return (
    <Suspense fallback={null}>
      <NowPlaying />
    </Suspense>
  );
}
