import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { authClient } from './auth-client';
import { markSigningOut, signOutSettled } from './session';

/** Ends the session, forgets every cached user query and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    markSigningOut();
    const result = await authClient.signOut().catch(() => ({ error: true }));
    if (result.error) {
      // Still signed in: say so and stay, rather than look signed out on a shared computer.
      signOutSettled(false);
      toast.error('You could not be signed out. Please check your connection and try again.');
      return;
    }
    queryClient.clear();
    await navigate('/', { replace: true });
    signOutSettled(true);
  };
}
