import { reloadAt } from './leave-app';
import { forgetThisDevice } from './offline/forget';
import { forgetAppearance } from './preferences';
import { endSession, isSigningOut, markSigningOut, signOutFailed } from './session';
import { toast } from './toast';

/**
 * Ends the session and opens the landing page afresh, so nothing of the person stays in this tab's
 * memory. If the server cannot be reached the person is still signed in, and is told so.
 */
export function useSignOut() {
  return async () => {
    if (isSigningOut()) return;
    markSigningOut();
    if (!(await endSession())) {
      signOutFailed();
      toast.error('You could not be signed out. Please check your connection and try again.');
      return;
    }
    forgetAppearance();
    await forgetThisDevice();
    reloadAt('/');
  };
}
