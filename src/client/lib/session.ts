import { authClient } from './auth-client';

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: { id: string; email: string; name: string; createdAt: Date } };

let hadSession = false;
let signingOut = false;
let resolved: SessionState | null = null;

/**
 * Marks a sign-out the person asked for. Until the page reloads, guards wait instead of redirecting, so the
 * person lands on the landing page, not on sign-in with a "session ended" message.
 */
export function markSigningOut() {
  signingOut = true;
}

/** The sign-out failed: the person is still signed in. */
export function signOutFailed() {
  signingOut = false;
}

export function isSigningOut() {
  return signingOut;
}

/**
 * The auth state of SPEC §4: loading first, then signed in or signed out. A re-check after that keeps the
 * last known state until it answers, so screens are not torn down and rebuilt while it runs.
 */
export function useSessionState(): SessionState {
  const { data, isPending } = authClient.useSession();
  if (isPending) return resolved ?? { status: 'loading' };
  if (!data) {
    resolved = { status: 'signed-out' };
    return resolved;
  }
  hadSession = true;
  resolved = { status: 'signed-in', user: data.user };
  return resolved;
}

/** True after a session this tab knew about has gone by itself (expired, or ended in another tab). */
export function sessionWasLost(): boolean {
  return hadSession && !signingOut;
}

export function forgetSessionLoss() {
  hadSession = false;
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
