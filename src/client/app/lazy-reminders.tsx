import type { ComponentType } from 'react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSessionState } from '../lib/session';
import { useSettings } from '../lib/settings';

interface RunnerProps {
  taskReminders: boolean;
  breakReminders: boolean;
}

// Reminders load when the browser is idle after the first paint, and only for a person with some turned on:
// nothing of them comes with a page's first script (docs/product.md#reminders, decision 104).
const Runner = lazy<ComponentType<RunnerProps>>(() =>
  import('./reminders/reminder-runner').catch(() => ({ default: () => null })),
);

export function LazyReminders() {
  const session = useSessionState();
  const signedIn = session.status === 'signed-in';
  const settings = useSettings(signedIn).data;
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 3000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 1500);
    return () => clearTimeout(handle);
  }, []);
  if (!signedIn || !idle || !settings || !(settings.taskReminders || settings.breakReminders)) return null;
  return (
    <Suspense fallback={null}>
      <Runner taskReminders={settings.taskReminders} breakReminders={settings.breakReminders} />
    </Suspense>
  );
}
