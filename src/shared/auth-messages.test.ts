import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage, retryMessage } from './auth-messages';
import { DATABASE_UNAVAILABLE_MESSAGE } from './service-messages';

describe('authErrorMessage (docs/product.md#messages)', () => {
  it.each([
    [
      { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password', status: 401 },
      AUTH_MESSAGES.invalidCredentials,
    ],
    [{ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', status: 422 }, AUTH_MESSAGES.userExists],
    [{ code: 'PASSWORD_TOO_SHORT', status: 400 }, AUTH_MESSAGES.passwordTooShort],
    [{ code: 'WEAK_PASSWORD', status: 400 }, 'Please create a stronger password'],
    [{ code: 'EMAIL_NOT_VERIFIED', status: 403 }, 'Please confirm your e-mail address before signing in.'],
    [{ code: 'SOMETHING_ELSE', message: 'Odd', status: 500 }, 'An error occurred. Please try again.'],
    [{}, 'An unexpected error occurred. Please try again.'],
    [null, 'An unexpected error occurred. Please try again.'],
  ])('maps %j', (error, message) => {
    expect(authErrorMessage(error)).toBe(message);
  });

  it('says the database cannot be reached during an outage, as every other screen does (decision 017)', () => {
    // What the auth client hands over for the server's 503: the JSON body, with the status beside it.
    const outage = {
      error: { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
      status: 503,
      statusText: 'Service Unavailable',
    };
    expect(authErrorMessage(outage)).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(authErrorMessage({ status: 503 })).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it('says plainly that many people are signing up when the server turns a sign-up away for now (decision 139)', () => {
    // What the auth client hands over for that 503: the body's code and message, with the status beside them.
    const busy = { code: 'SIGN_UP_BUSY', message: AUTH_MESSAGES.signUpBusy, status: 503 };
    expect(authErrorMessage(busy)).toBe(
      'Many people are creating an account right now. Please try again in a few seconds.',
    );
  });

  it('passes on how long to wait after too many attempts', () => {
    const message = retryMessage(42);
    expect(authErrorMessage({ status: 429, message })).toBe(
      'Too many attempts. Please wait 42 seconds, then try again.',
    );
    expect(authErrorMessage({ status: 429 })).toBe(
      'Too many attempts. Please wait a minute, then try again.',
    );
    expect(retryMessage(300)).toBe('Too many attempts. Please wait 5 minutes, then try again.');
  });
});
