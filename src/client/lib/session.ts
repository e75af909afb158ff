import { useSyncExternalStore } from 'react';
import { firstData } from './first-data';
import { listeners } from './listeners';
import { deviceUser, forgetDeviceUser, keepDeviceUser } from './offline/device-user';

// The session as every screen sees it. Kept without the auth library: that library (about 14 KB gzip) loads
// only with the screens that sign in, reset or confirm (decision 024). The signals it sends reach this store
// through lib/auth-client.ts, and the message it posts to other tabs is the one read and written here.
// Its two requests are plain `fetch`, not the typed client and `unwrap` (lib/api.ts): the auth library's routes
// are not in the typed client, and `unwrap` answers a 401 by asking this store, which would ask again.

export type SessionUser = { id: string; email: string; name: string; createdAt: Date };

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/** The auth library's message between tabs of one browser (a localStorage key), read and written as it does. */
const TAB_MESSAGE = 'better-auth.message';
/** A tab coming back into view re-checks the session, at most this often. */
const FOCUS_RECHECK_MS = 5_000;

const toUser = (user: Omit<SessionUser, 'createdAt'> & { createdAt: string }): SessionUser => ({
  id: user.id,
  email: user.email,
  name: user.name,
  createdAt: new Date(user.createdAt),
});

// The page may already say who is signed in: the server checked the session as it sent the page.
let current: SessionState = firstData
  ? { status: 'signed-in', user: toUser(firstData.user) }
  : { status: 'loading' };
if (firstData) keepDeviceUser(firstData.user);
let hadSession = current.status === 'signed-in';
let signingOut = false;
let lastCheck = firstData ? Date.now() : 0;
let inFlight: Promise<void> | null = null;
const changes = listeners();

function publish(next: SessionState) {
  current = next;
  if (next.status === 'signed-in') hadSession = true;
  changes.tell();
}

/** Asks the server who is signed in. A failed request keeps what was known (a dropped line is not a sign-out). */
export function refreshSession(): Promise<void> {
  inFlight ??= (async () => {
    lastCheck = Date.now();
    try {
      // Past the cookie cache (decision 023): a page load or a return to the tab sees a sign-out made on
      // another device at once; only the feature reads in between trust the cache.
      const res = await fetch('/api/auth/get-session?disableCookieCache=true', {
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`session check answered ${res.status}`);
      const body = (await res.json()) as {
        user: Omit<SessionUser, 'createdAt'> & { createdAt: string };
      } | null;
      const user = body?.user;
      // An answer to a check sent before a sign-out must not keep the person on the device again.
      if (user && !signingOut) keepDeviceUser(user);
      else forgetDeviceUser();
      publish(user ? { status: 'signed-in', user: toUser(user) } : { status: 'signed-out' });
    } catch {
      // No answer because the device is offline: the person last signed in here sees what it saved (decision 101).
      const kept = current.status === 'loading' && !navigator.onLine ? deviceUser() : null;
      if (kept) publish({ status: 'signed-in', user: toUser(kept) });
      else if (current.status === 'loading') publish({ status: 'signed-out' });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function watch() {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TAB_MESSAGE) void refreshSession();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck >= FOCUS_RECHECK_MS)
      void refreshSession();
  };
  const onOnline = () => void refreshSession();
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('online', onOnline);
  };
}

let unwatch: (() => void) | null = null;

function subscribe(listener: () => void) {
  const stop = changes.subscribe(listener);
  if (!unwatch) {
    unwatch = watch();
    if (current.status === 'loading') void refreshSession();
  }
  return () => {
    stop();
    if (changes.size === 0) {
      unwatch?.();
      unwatch = null;
    }
  };
}

/**
 * The auth state of docs/product.md#states: loading first, then signed in or signed out. A re-check keeps the last known
 * state until it answers, so screens are not torn down and rebuilt while it runs.
 */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, () => current);
}

/** Ends the session on the server and tells the person's other tabs; false when the server could not be reached. */
export async function endSession(): Promise<boolean> {
  try {
    const res = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (!res.ok) return false;
  } catch {
    return false;
  }
  try {
    localStorage.setItem(
      TAB_MESSAGE,
      JSON.stringify({
        event: 'session',
        data: { trigger: 'signout' },
        clientId: Math.random().toString(36).slice(2),
        timestamp: Math.floor(Date.now() / 1000),
      }),
    );
  } catch {
    // Storage may be off; the other tabs then notice when they next ask the server.
  }
  publish({ status: 'signed-out' });
  return true;
}

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

/** Read without forgetting: a render may run more than once before it shows. */
export function destinationAfterSignIn(): string {
  return nextDestination ?? '/dashboard';
}

/** Forgotten once the redirect has shown, so a later visit goes to the dashboard. */
export function forgetDestinationAfterSignIn() {
  nextDestination = null;
}
