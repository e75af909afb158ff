import type { QueryClient } from '@tanstack/react-query';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionState } from '../lib/session';
import { whenIdle } from '../lib/when-idle';
import { KEPT_QUERY_KEYS } from './tool-wiring';

const keeping = () => import('../lib/offline/keep');
const registerChanges = (queryClient: QueryClient) =>
  import('./offline-changes').then((module) => module.registerOfflineChanges(queryClient));

/** Runs `start` once the browser is idle after the first paint, or at once without a connection. */
function soon(start: () => void) {
  if (!onlineManager.isOnline()) return start();
  whenIdle(start);
}

/**
 * Keeps the signed-in person's lists and waiting changes on this device (decision 101), and forgets them when
 * nobody is signed in. The code for it loads after the first paint, so the first screen does not wait for it.
 */
export function useKeptOnDevice(session: SessionState) {
  const queryClient = useQueryClient();
  const userId =
    session.status === 'signed-in' ? session.user.id : session.status === 'loading' ? undefined : null;
  useEffect(() => {
    if (userId === undefined) return;
    if (userId === null) {
      void keeping().then((module) => module.forgetDevice());
      return;
    }
    let current = true;
    soon(() => {
      if (current)
        void keeping().then((module) =>
          module.keepOnDevice(queryClient, userId, registerChanges, KEPT_QUERY_KEYS),
        );
    });
    return () => {
      current = false;
    };
  }, [userId, queryClient]);
}
