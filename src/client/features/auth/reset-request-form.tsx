import { AUTH_MESSAGES } from '../../../shared/auth-messages';
import { authClient } from '../../lib/auth-client';
import { EmailLinkForm } from './email-link-form';

/** Asks for a password-reset e-mail. The answer is the same whether or not the address has an account. */
export function ResetRequestForm({ submitLabel = 'Send reset link' }: { submitLabel?: string }) {
  return (
    <EmailLinkForm
      submitLabel={submitLabel}
      send={(email) => authClient.requestPasswordReset({ email, redirectTo: '/auth/reset-password' })}
      successText={AUTH_MESSAGES.resetSent}
      failureText={AUTH_MESSAGES.resetFailed}
    />
  );
}
