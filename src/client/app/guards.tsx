import { Navigate, Outlet } from 'react-router';
import { Loading } from '../components/loading';
import { useSessionState } from '../lib/session';

/** Routes for signed-out visitors only: a signed-in user goes to the dashboard. */
export function SignedOutOnly() {
  const session = useSessionState();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}

/** Routes for signed-in users only: a signed-out visitor goes to the sign-in screen. */
export function SignedInOnly() {
  const session = useSessionState();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}
