import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from './auth-client';
import { markSigningOut } from './session';

/** Ends the session, forgets every cached user query and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    markSigningOut();
    await authClient.signOut().catch(() => undefined);
    queryClient.clear();
    await navigate('/', { replace: true });
  };
}
