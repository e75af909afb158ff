import { authClient } from '../../lib/auth-client';
import { EmailLinkForm } from './email-link-form';
import { sendMagicLink } from './magic-link';

/** Sends a fresh confirmation or sign-in link after an old one expired. */
export function ResendLinkForm({ flow }: { flow: 'magic-link' | 'confirm' }) {
  return (
    <EmailLinkForm
      submitLabel="Send a new link"
      send={(email) =>
        flow === 'magic-link'
          ? sendMagicLink(email)
          : authClient.sendVerificationEmail({ email, callbackURL: '/auth/callback' })
      }
      successText="A new link is on its way. Check your e-mail."
      failureText="We could not send a new link. Please try again in a minute."
    />
  );
}
