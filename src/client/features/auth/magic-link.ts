import { authClient } from '../../lib/auth-client';

/** Asks for a sign-in link: the product's redirect is the dashboard; a new account starts with onboarding. */
export function sendMagicLink(email: string) {
  return authClient.signIn.magicLink({
    email,
    callbackURL: '/dashboard',
    newUserCallbackURL: '/onboarding',
    errorCallbackURL: '/auth/callback?flow=magic-link',
  });
}
