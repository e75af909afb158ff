import { DATABASE_UNAVAILABLE_MESSAGE } from './service-messages';

/** Messages of docs/product.md#validation and #messages, shown word for word. */
export const AUTH_MESSAGES = {
  missingCredentials: 'Please enter your e-mail address and a password.',
  invalidCredentials: 'Invalid e-mail or password. Please try again.',
  userExists: 'An account with this e-mail address already exists. Please sign in instead.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  emailNotConfirmed: 'Please confirm your e-mail address before signing in.',
  weakPassword: 'Please create a stronger password',
  otherError: 'An error occurred. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  emailRequired: 'Please enter your e-mail address.',
  magicLinkSent: 'Magic link sent! Check your e-mail to sign in.',
  magicLinkFailed: 'Failed to send magic link. Please try again.',
  resetSent: 'Password reset instructions have been sent to your e-mail.',
  resetFailed: 'Failed to send the password reset e-mail. Please try again.',
  onboardingFailed: 'Failed to save your profile. Please try again.',
  signUpBusy: 'Many people are creating an account right now. Please try again in a few seconds.',
} as const;

/** The code of the server's 503 when too many sign-ups arrive at once (decision 139). */
export const SIGN_UP_BUSY = 'SIGN_UP_BUSY';

export interface AuthErrorLike {
  code?: string | undefined;
  message?: string | undefined;
  status?: number | undefined;
}

/** Chooses the sign-in or sign-up message for an error, as docs/product.md#messages's table does. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  if (!error) return AUTH_MESSAGES.unexpected;
  if (error.status === 429) return tooManyAttempts(error.message);
  if (error.status === 503) {
    // Too many sign-ups at once (decision 139), else the database is away (decision 017): trying again helps.
    return error.code === SIGN_UP_BUSY ? AUTH_MESSAGES.signUpBusy : DATABASE_UNAVAILABLE_MESSAGE;
  }
  const text = `${error.code ?? ''} ${error.message ?? ''}`;
  if (/INVALID_EMAIL_OR_PASSWORD|Invalid login credentials|INVALID_PASSWORD/i.test(text)) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (/USER_ALREADY_EXISTS|user_already_exists/i.test(text)) return AUTH_MESSAGES.userExists;
  if (/WEAK_PASSWORD/.test(text)) return AUTH_MESSAGES.weakPassword;
  if (/PASSWORD_TOO_SHORT|Password should be/i.test(text)) return AUTH_MESSAGES.passwordTooShort;
  if (/EMAIL_NOT_VERIFIED|Email not confirmed/i.test(text)) return AUTH_MESSAGES.emailNotConfirmed;
  if (!error.code && !error.message && !error.status) return AUTH_MESSAGES.unexpected;
  return AUTH_MESSAGES.otherError;
}

function tooManyAttempts(message: string | undefined): string {
  return message?.startsWith('Too many ')
    ? message
    : 'Too many attempts. Please wait a minute, then try again.';
}

export function retryMessage(seconds: number): string {
  const wait =
    seconds <= 60 ? `${Math.max(1, Math.ceil(seconds))} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Please wait ${wait}, then try again.`;
}
