import { authClient } from './auth-client';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: { id: string; email: string; name: string; createdAt: Date } };

let hadSession = false;

/** The auth state of SPEC §4: loading first, then signed in or signed out. */
export function useSessionState(): SessionState {
  const { data, isPending } = authClient.useSession();
  if (isPending) return { status: 'loading' };
  if (!data) return { status: 'signed-out' };
  hadSession = true;
  return { status: 'signed-in', user: data.user };
}

/** True once, right after a session this tab knew about has gone. */
export function takeSessionLoss(): boolean {
  const lost = hadSession;
  hadSession = false;
  return lost;
}

let nextDestination: string | null = null;

/** Where a signed-out-only screen sends the user once they are signed in (the dashboard unless set). */
export function setDestinationAfterSignIn(path: string | null) {
  nextDestination = path;
}

export function takeDestinationAfterSignIn(): string {
  const destination = nextDestination ?? '/dashboard';
  nextDestination = null;
  return destination;
}
