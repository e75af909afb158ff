import { APIError, isAPIError } from 'better-auth/api';
import type { Database } from '../db/client';
import type { MailKind } from '../mail/templates';
import type { Limit } from './limits';
import { countAction, limitReached } from './limits';

/**
 * Wrong passwords one account takes in a while, from every address together (decision 075). The
 * per-address limit alone let ten addresses try a hundred passwords a minute.
 */
export const SIGN_IN_FAILURES: Limit = { max: 10, windowSeconds: 15 * 60 };

/** Reset and sign-in links one address receives in a while, whoever asks for them (decision 075). */
export const MAILS_PER_RECIPIENT: Limit = { max: 5, windowSeconds: 15 * 60 };

/** The code of the 429 below; the auth routes keep its own message (routes.ts). */
export const ACCOUNT_SLOWED = 'ACCOUNT_SLOWED';

function addressIn(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

export function slowedMessage(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many wrong passwords for this account. Please wait ${minutes} minutes, or sign in now with a sign-in link sent to your e-mail.`;
}

/**
 * Password sign-in to an account that has had too many wrong passwords waits. The sign-in link stays
 * open, so a stranger guessing cannot lock the owner out: the owner's mailbox still lets them in.
 */
export async function refuseWhileSlowed(db: Database, body: unknown) {
  const email = addressIn(body);
  if (!email) return;
  const allowance = await limitReached(db, `sign-in:${email}`, SIGN_IN_FAILURES);
  if (allowance.allowed) return;
  const seconds = allowance.retryAfterSeconds;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: ACCOUNT_SLOWED, message: slowedMessage(seconds) },
    { 'x-retry-after': String(seconds) },
  );
}

export async function countFailedSignIn(db: Database, body: unknown, returned: unknown) {
  const email = addressIn(body);
  const failed = isAPIError(returned) && returned.statusCode === 401;
  if (email && failed) await countAction(db, `sign-in:${email}`, SIGN_IN_FAILURES);
}

/** Whether one more mail of this kind may go to the address; past the limit, the request quietly sends none. */
export async function mailAllowed(db: Database, kind: MailKind, email: string) {
  return (await countAction(db, `mail:${kind}:${email.toLowerCase()}`, MAILS_PER_RECIPIENT)).allowed;
}
