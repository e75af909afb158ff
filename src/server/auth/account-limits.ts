import { APIError, isAPIError } from 'better-auth/api';
import type { Database } from '../db/client';
import type { MailKind } from '../mail/templates';
import type { Limit } from './limits';
import { returnPlace, takePlace } from './limits';

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

const signInKey = (email: string) => `sign-in:${email}`;

/** The place each sign-in took, until its answer says whether it counts (a right password gives it back). */
const placesTaken = new WeakMap<object, { email: string; windowEnds: number }>();

/**
 * A password sign-in takes one of the account's places for wrong passwords before its password is checked, in
 * one statement (decision 138): when attempts arrive together, the eleventh is refused here, unchecked. Password
 * sign-in then waits; the sign-in link stays open, so a stranger guessing cannot lock the owner out: the owner's
 * mailbox still lets them in. `request` is what the answer's hook is given again.
 */
export async function takeSignInPlace(db: Database, body: unknown, request: object | undefined) {
  const email = addressIn(body);
  if (!email) return;
  const allowance = await takePlace(db, signInKey(email), SIGN_IN_FAILURES);
  if (allowance.allowed) {
    if (request) placesTaken.set(request, { email, windowEnds: allowance.windowEnds });
    return;
  }
  const seconds = allowance.retryAfterSeconds;
  throw new APIError(
    'TOO_MANY_REQUESTS',
    { code: ACCOUNT_SLOWED, message: slowedMessage(seconds) },
    { 'x-retry-after': String(seconds) },
  );
}

/** A wrong password keeps the place it took; any other answer (signed in, a bad request) gives it back. */
export async function settleSignInPlace(db: Database, request: object | undefined, returned: unknown) {
  const taken = request ? placesTaken.get(request) : undefined;
  if (!taken || !request) return;
  placesTaken.delete(request);
  const wrongPassword = isAPIError(returned) && returned.statusCode === 401;
  if (!wrongPassword) await returnPlace(db, signInKey(taken.email), taken.windowEnds);
}

/** Whether one more mail of this kind may go to the address; past the limit, the request quietly sends none. */
export async function mailAllowed(db: Database, kind: MailKind, email: string) {
  return (await takePlace(db, `mail:${kind}:${email.toLowerCase()}`, MAILS_PER_RECIPIENT)).allowed;
}
