import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../http/env';
import type { Auth } from './auth';
import { SESSION_CACHE_SECONDS } from './auth';

/** What the auth library signs into its session-data cookie (its "compact" cookie cache format). */
interface SignedCopy {
  session: {
    session: { token: unknown; expiresAt: unknown };
    user: { id: unknown; email: unknown; name: unknown; emailVerified: unknown; createdAt: unknown };
    updatedAt: unknown;
    version?: unknown;
  };
  expiresAt: unknown;
  signature: unknown;
}

export interface CookieKeys {
  secret: string;
  /** Names of the session-token cookie and of its signed copy of the session (prefixes included). */
  tokenName: string;
  dataName: string;
}

/** The secret and cookie names the auth library itself uses, so both always read the same cookies. */
export async function cookieKeysOf(auth: Auth): Promise<CookieKeys> {
  const context = await auth.$context;
  return {
    secret: context.secret,
    tokenName: context.authCookies.sessionToken.name,
    dataName: context.authCookies.sessionData.name,
  };
}

const mac = (secret: string, value: string, encoding: 'base64' | 'base64url') =>
  createHmac('sha256', secret).update(value).digest(encoding);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The session token from its signed cookie (`token.signature`), or null when the signature is not ours. */
function signedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  return sameText(value.slice(dot + 1), mac(secret, token, 'base64')) ? token : null;
}

function decodeCopy(value: string): SignedCopy | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const copy = parsed as Partial<SignedCopy>;
    if (typeof copy.session !== 'object' || copy.session === null || typeof copy.signature !== 'string')
      return null;
    const { session, user } = copy.session;
    if (typeof session !== 'object' || session === null || typeof user !== 'object' || user === null)
      return null;
    return copy as SignedCopy;
  } catch {
    return null;
  }
}

/** The user a copy names, and the moment it stops being valid: the first of its three time bounds. */
interface CheckedCopy {
  user: SessionUser;
  validUntil: number;
}

function checkCopy(tokenCookie: string, value: string, secret: string): CheckedCopy | null {
  const token = signedToken(tokenCookie, secret);
  if (!token) return null;
  const copy = decodeCopy(value);
  if (!copy) return null;
  const signed = JSON.stringify({ ...copy.session, expiresAt: copy.expiresAt });
  if (!sameText(String(copy.signature), mac(secret, signed, 'base64url'))) return null;
  const { session, user, updatedAt, version } = copy.session;
  if (typeof copy.expiresAt !== 'number' || typeof updatedAt !== 'number') return null;
  if ((version ?? '1') !== '1' || session.token !== token) return null;
  const createdAt = new Date(String(user.createdAt));
  if (
    typeof user.id !== 'string' ||
    typeof user.email !== 'string' ||
    typeof user.emailVerified !== 'boolean' ||
    Number.isNaN(createdAt.getTime())
  ) {
    return null;
  }
  const name = typeof user.name === 'string' ? user.name : '';
  return {
    user: Object.freeze({
      id: user.id,
      email: user.email,
      name,
      emailVerified: user.emailVerified,
      createdAt,
    }),
    validUntil: Math.min(
      copy.expiresAt,
      updatedAt + SESSION_CACHE_SECONDS * 1000,
      new Date(String(session.expiresAt)).getTime() || 0,
    ),
  };
}

/**
 * Copies already checked, per set of keys, by their two cookie values. The outcome of a check depends only
 * on those values, the secret and the clock, so a browser's next read skips both signatures and the parse
 * until the copy's own bound (decision 070). Only valid copies are kept, each for at most a minute.
 */
const checkedCopies = new WeakMap<CookieKeys, Map<string, CheckedCopy>>();
const MAX_CHECKED_COPIES = 5000;

/**
 * The user of a read request from the signed copy of the session the auth library keeps in a cookie,
 * checked here without the library's per-call machinery: same secret, same format, same bound of
 * SESSION_CACHE_SECONDS since the copy was signed. Null whenever anything is missing, stale, for another
 * session token or not signed with our secret; the caller then asks the library, which asks the database.
 */
export function userFromSignedCopy(
  cookies: Record<string, string | undefined>,
  keys: CookieKeys,
  now = Date.now(),
): SessionUser | null {
  const tokenCookie = cookies[keys.tokenName];
  const value = cookies[keys.dataName];
  if (!tokenCookie || !value) return null;
  let checked = checkedCopies.get(keys);
  if (!checked) {
    checked = new Map();
    checkedCopies.set(keys, checked);
  }
  const key = `${tokenCookie}\n${value}`;
  let copy = checked.get(key);
  if (!copy) {
    const found = checkCopy(tokenCookie, value, keys.secret);
    if (!found) return null;
    // Every entry is stale within a minute, so starting afresh when full loses nothing for long.
    if (checked.size >= MAX_CHECKED_COPIES) checked.clear();
    checked.set(key, found);
    copy = found;
  }
  if (copy.validUntil <= now) {
    checked.delete(key);
    return null;
  }
  return copy.user;
}
