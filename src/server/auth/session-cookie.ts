import { createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '../http/env';
import type { Auth } from './auth';
import { SESSION_CACHE_SECONDS } from './auth';

/** What the auth library encrypts into its session-data cookie (its "jwe" cookie cache, decision 137). */
interface EncryptedCopy {
  session: { token: unknown; expiresAt: unknown };
  user: { id: unknown; email: unknown; name: unknown; emailVerified: unknown; createdAt: unknown };
  updatedAt: unknown;
  version?: unknown;
  /** Seconds since 1970 when the copy stops being valid. */
  exp: unknown;
}

export interface CookieKeys {
  secret: string;
  /**
   * The key the library encrypts the copy with, derived from the secret as it derives it; null when the secret
   * comes in several versions, which only the library reads.
   */
  copyKey: Buffer | null;
  /** Names of the session-token cookie and of its encrypted copy of the session (prefixes included). */
  tokenName: string;
  dataName: string;
}

/**
 * The library's key for the copy: HKDF-SHA-256 of the secret, with the session's salt and the library's own
 * label, 64 bytes (the first half signs, the second encrypts).
 */
function copyKeyOf(secret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', secret, 'better-auth-session', 'BetterAuth.js Generated Encryption Key', 64),
  );
}

/** The secret, key and cookie names the auth library itself uses, so both always read the same cookies. */
export async function cookieKeysOf(auth: Auth): Promise<CookieKeys> {
  const context = await auth.$context;
  return {
    secret: context.secret,
    copyKey: typeof context.secretConfig === 'string' ? copyKeyOf(context.secretConfig) : null,
    tokenName: context.authCookies.sessionToken.name,
    dataName: context.authCookies.sessionData.name,
  };
}

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
  const signature = createHmac('sha256', secret).update(token).digest('base64');
  return sameText(value.slice(dot + 1), signature) ? token : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The header the library writes: direct encryption with AES-256-CBC and HMAC-SHA-512 (RFC 7518, 5.2.5). */
function isLibraryHeader(encoded: string): boolean {
  const header: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  return (
    isObject(header) &&
    header.alg === 'dir' &&
    header.enc === 'A256CBC-HS512' &&
    Object.keys(header).every((name) => ['alg', 'enc', 'kid'].includes(name))
  );
}

/**
 * The copy's contents, when it is a JWE the library made with our key: its tag is checked (in constant time)
 * before anything is decrypted, so a changed or forged copy is never decrypted at all. Null otherwise.
 */
function decryptCopy(value: string, key: Buffer): EncryptedCopy | null {
  try {
    const [header = '', encryptedKey, iv = '', ciphertext = '', tag = '', ...rest] = value.split('.');
    if (encryptedKey !== '' || rest.length > 0 || !isLibraryHeader(header)) return null;
    const ivBytes = Buffer.from(iv, 'base64url');
    const cipherBytes = Buffer.from(ciphertext, 'base64url');
    const tagBytes = Buffer.from(tag, 'base64url');
    const aad = Buffer.from(header, 'ascii');
    const aadBits = Buffer.alloc(8);
    aadBits.writeBigUInt64BE(BigInt(aad.length * 8));
    const expected = createHmac('sha512', key.subarray(0, 32))
      .update(aad)
      .update(ivBytes)
      .update(cipherBytes)
      .update(aadBits)
      .digest()
      .subarray(0, 32);
    if (ivBytes.length !== 16 || tagBytes.length !== 32 || !timingSafeEqual(expected, tagBytes)) return null;
    const decipher = createDecipheriv('aes-256-cbc', key.subarray(32), ivBytes);
    const text = Buffer.concat([decipher.update(cipherBytes), decipher.final()]).toString('utf8');
    const copy: unknown = JSON.parse(text);
    if (!isObject(copy) || !isObject(copy.session) || !isObject(copy.user)) return null;
    return copy as unknown as EncryptedCopy;
  } catch {
    return null;
  }
}

/** The user a copy names, and the moment it stops being valid: the first of its three time bounds. */
interface CheckedCopy {
  user: SessionUser;
  validUntil: number;
}

function checkCopy(tokenCookie: string, value: string, keys: CookieKeys): CheckedCopy | null {
  const token = signedToken(tokenCookie, keys.secret);
  if (!token || !keys.copyKey) return null;
  const copy = decryptCopy(value, keys.copyKey);
  if (!copy) return null;
  const { session, user, updatedAt, version, exp } = copy;
  if (typeof exp !== 'number' || typeof updatedAt !== 'number') return null;
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
      exp * 1000,
      updatedAt + SESSION_CACHE_SECONDS * 1000,
      new Date(String(session.expiresAt)).getTime() || 0,
    ),
  };
}

/**
 * Copies already checked, per set of keys, by their two cookie values. The outcome of a check depends only
 * on those values, the secret and the clock, so a browser's next read skips the signature, the decryption and
 * the parse until the copy's own bound (decision 070). Only valid copies are kept, each for at most a minute.
 */
const checkedCopies = new WeakMap<CookieKeys, Map<string, CheckedCopy>>();
const MAX_CHECKED_COPIES = 5000;

/**
 * The user of a read request from the encrypted copy of the session the auth library keeps in a cookie,
 * checked here without the library's per-call machinery: same secret, same format, same bound of
 * SESSION_CACHE_SECONDS since the copy was made. Null whenever anything is missing, stale, for another
 * session token or not encrypted with our secret; the caller then asks the library, which asks the database.
 */
export function userFromSessionCopy(
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
    const found = checkCopy(tokenCookie, value, keys);
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
