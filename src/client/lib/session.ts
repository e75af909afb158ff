import { authClient } from './auth-client';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: { id: string; email: string; name: string; createdAt: Date } };

/** The auth state of SPEC §4: loading first, then signed in or signed out. */
export function useSessionState(): SessionState {
  const { data, isPending } = authClient.useSession();
  if (isPending) return { status: 'loading' };
  if (!data) return { status: 'signed-out' };
  return { status: 'signed-in', user: data.user };
}
