import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { SessionState } from '../lib/session';
import { undoOffer } from '../lib/undo';

/**
 * Forgets every cached answer when the signed-in person changes or leaves, however that happens
 * (sign-out in another tab, an expired session, someone else signing in), and any Undo still offered: nobody
 * sees another's data.
 */
export function useUserCache(session: SessionState) {
  const queryClient = useQueryClient();
  const userId =
    session.status === 'signed-in' ? session.user.id : session.status === 'loading' ? undefined : null;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (previous.current && previous.current !== userId) {
      queryClient.getMutationCache().clear();
      // An Undo kept for a screen left earlier is the previous person's.
      undoOffer.clear();
      if (userId === null) queryClient.clear();
      // Someone else signed in: screens still showing must drop the old answers and fetch their own.
      else void queryClient.resetQueries();
    }
    previous.current = userId;
  }, [userId, queryClient]);
}
