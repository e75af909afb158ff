import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authClient } from './auth-client';

let intended = false;

/** True while a sign-out the user asked for in this tab is under way. */
export function wasSignOutIntended() {
  return intended;
}

/** Ends the session, forgets every cached user query and goes to the landing page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    intended = true;
    try {
      await authClient.signOut();
      queryClient.clear();
      await navigate('/', { replace: true });
    } finally {
      intended = false;
    }
  };
}
