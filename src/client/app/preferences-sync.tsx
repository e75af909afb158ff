import { lazy, Suspense, useEffect } from 'react';
import { applyPreferences, forgetAppearance, rememberAppearance } from '../lib/preferences';
import { useSessionState } from '../lib/session';
import { useSettings } from '../lib/settings';
import { useKeptOnDevice } from './use-kept-on-device';
import { useUserCache } from './use-user-cache';

// The reading ruler and line highlight load only for people who turn one on.
const ReadingAids = lazy(() => import('./reading-aids').then((module) => ({ default: module.ReadingAids })));

/** Keeps <html> in step with the signed-in user's saved preferences, on every screen, without reload. */
export function PreferencesSync() {
  const session = useSessionState();
  useUserCache(session);
  useKeptOnDevice(session);
  const signedIn = session.status === 'signed-in';
  const settings = useSettings(signedIn);
  const prefs = signedIn ? settings.data : undefined;

  useEffect(() => {
    if (session.status === 'signed-out') forgetAppearance();
  }, [session.status]);

  useEffect(() => {
    if (!prefs) return;
    applyPreferences(prefs);
    rememberAppearance(prefs);
    if (prefs.colorScheme !== 'system') return;
    // Following the system: repaint when the system switches between light and dark.
    const media = matchMedia('(prefers-color-scheme: dark)');
    const repaint = () => applyPreferences(prefs);
    media.addEventListener('change', repaint);
    return () => media.removeEventListener('change', repaint);
  }, [prefs]);

  if (!prefs || (!prefs.readingRuler && !prefs.highlightLine)) return null;
  return (
    <Suspense fallback={null}>
      <ReadingAids ruler={prefs.readingRuler} highlightLine={prefs.highlightLine} />
    </Suspense>
  );
}
