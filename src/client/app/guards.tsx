import { Navigate, Outlet } from 'react-router';
import { Loading } from '../components/loading';
import { useEffect, useState } from 'react';
import {
  forgetSessionLoss,
  isSigningOut,
  sessionWasLost,
  destinationAfterSignIn,
  forgetDestinationAfterSignIn,
  useSessionState,
} from '../lib/session';

export const SESSION_ENDED_MESSAGE = 'You have been signed out. Please sign in again to continue.';

/** Routes for signed-out visitors only: a signed-in user goes on (to the dashboard unless a screen chose). */
export function SignedOutOnly() {
  const session = useSessionState();
  // While a sign-out finishes, the old session may still show: wait rather than bounce to the dashboard.
  if (session.status === 'loading' || (session.status === 'signed-in' && isSigningOut())) return <Loading />;
  if (session.status === 'signed-in') return <ToDestination />;
  return <Outlet />;
}

/**
 * Routes for signed-in users only: a signed-out visitor goes to the sign-in screen. A session that
 * ends by itself (expired, or signed out in another tab) says so there.
 */
export function SignedInOnly() {
  const session = useSessionState();
  if (session.status === 'loading') return <Loading />;
  // The user's own sign-out is on its way to the landing page.
  if (session.status === 'signed-out' && isSigningOut()) return <Loading />;
  if (session.status === 'signed-out') return <ToSignIn />;
  return <Outlet />;
}

/** Goes where the sign-in screen chose (onboarding after sign-up), read once and forgotten after it shows. */
function ToDestination() {
  const [destination] = useState(destinationAfterSignIn);
  useEffect(() => forgetDestinationAfterSignIn(), []);
  return <Navigate to={destination} replace />;
}

/** Goes to sign-in, saying why when a session this tab knew has ended by itself. */
function ToSignIn() {
  // Read once, during the first render; forgotten after it shows (render may run twice, an effect settles).
  const [ended] = useState(sessionWasLost);
  useEffect(() => forgetSessionLoss(), []);
  return <Navigate to="/auth" replace state={ended ? { message: SESSION_ENDED_MESSAGE } : undefined} />;
}
