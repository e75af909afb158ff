import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { refreshSession } from './session';

export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [magicLinkClient()],
});

export type AuthSession = typeof authClient.$Infer.Session;

// A sign-in, sign-out or reset made through the library updates the session every screen reads. The first
// call is the store saying what it holds now, not a change.
let first = true;
authClient.$store.listen('$sessionSignal', () => {
  if (first) {
    first = false;
    return;
  }
  void refreshSession();
});
