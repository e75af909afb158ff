import { createHmac } from 'node:crypto';
import { symmetricDecodeJWT, symmetricEncodeJWT } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '../db/schema';
import { useTestApp } from '../test/app';
import { ORIGIN, post, STRONG_PASSWORD, uniqueEmail } from '../test/users';
import { SESSION_CACHE_SECONDS } from './auth';
import type { CookieKeys } from './session-cookie';
import { cookieKeysOf, userFromSessionCopy } from './session-cookie';

const t = useTestApp();

interface Browser {
  email: string;
  /** Cookie name to value, as the browser holds them. */
  cookies: Record<string, string>;
}

async function signedUp(): Promise<Browser> {
  const email = uniqueEmail('copy');
  const res = await post(t.app, '/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: '' });
  expect(res.status).toBe(200);
  const cookies: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    cookies[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
  }
  return { email, cookies };
}

const header = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

const readAccount = (cookies: Record<string, string>) =>
  t.app.request('/api/account', { headers: { cookie: header(cookies), origin: ORIGIN } });

/** The copy's contents, decrypted with the server's secret as only the server can. */
const decrypt = async (value: string, keys: CookieKeys) =>
  (await symmetricDecodeJWT(value, keys.secret, 'better-auth-session')) as Record<string, unknown> & {
    user: Record<string, unknown>;
    session: Record<string, unknown>;
  };

/** Writes a copy the way the auth library does, encrypted with a key from `secret`. */
const encrypt = (contents: Record<string, unknown>, secret: string) =>
  symmetricEncodeJWT(contents, secret, 'better-auth-session', SESSION_CACHE_SECONDS);

const signToken = (token: string, secret: string) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

async function setting() {
  const keys = await cookieKeysOf(t.app.services.auth);
  const browser = await signedUp();
  return { keys, browser, copy: browser.cookies[keys.dataName] ?? '' };
}

const withCopy = (browser: Browser, keys: CookieKeys, copy: string) => ({
  ...browser.cookies,
  [keys.dataName]: copy,
});

describe('the encrypted copy of the session', () => {
  it('names the user of a real sign-up, read in the format the auth library writes', async () => {
    const { keys, browser } = await setting();
    expect(userFromSessionCopy(browser.cookies, keys)).toMatchObject({ email: browser.email });
  });

  it(`is refused once it is older than ${SESSION_CACHE_SECONDS} seconds`, async () => {
    const { keys, browser } = await setting();
    const later = Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000;
    expect(userFromSessionCopy(browser.cookies, keys, later)).toBeNull();
  });

  it(`is refused after ${SESSION_CACHE_SECONDS} seconds even when it was accepted before`, async () => {
    const { keys, browser } = await setting();
    const now = Date.now();
    expect(userFromSessionCopy(browser.cookies, keys, now)).toMatchObject({ email: browser.email });
    expect(userFromSessionCopy(browser.cookies, keys, now + 1000)).toMatchObject({
      email: browser.email,
    });
    expect(userFromSessionCopy(browser.cookies, keys, now + (SESSION_CACHE_SECONDS + 1) * 1000)).toBeNull();
  });

  it('is refused when changed after it was made, and the read answers the real owner of the session', async () => {
    const { keys, browser, copy } = await setting();
    // The JWE's parts: header, key (empty: the key is the secret's), IV, encrypted contents, tag.
    const changed = (index: number, part: (text: string) => string) =>
      copy
        .split('.')
        .map((text, at) => (at === index ? part(text) : text))
        .join('.');
    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const header = (fields: Record<string, unknown>) =>
      Buffer.from(JSON.stringify(fields)).toString('base64url');
    const tampered = changed(3, flipped);
    // The genuine copy was accepted a moment before: that does not carry over to a changed one.
    expect(userFromSessionCopy(browser.cookies, keys)).toMatchObject({ email: browser.email });
    for (const each of [
      tampered,
      changed(2, flipped),
      changed(4, flipped),
      changed(4, (tag) => tag.slice(0, 22)),
      changed(1, () => 'AAAA'),
      changed(0, () => header({ alg: 'dir', enc: 'A256CBC-HS512', zip: 'DEF' })),
      changed(0, () => header({ alg: 'none', enc: 'A256CBC-HS512' })),
      `${copy}.extra`,
    ]) {
      expect(userFromSessionCopy(withCopy(browser, keys, each), keys), each.slice(0, 40)).toBeNull();
    }
    const res = await readAccount(withCopy(browser, keys, tampered));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(browser.email);
  });

  it('is refused when encrypted with another secret, and a forged session reads nothing', async () => {
    const { keys, browser, copy } = await setting();
    const other = await signedUp();
    const forger = 'another-secret-that-is-long-enough-for-signing';
    // The genuine contents, the e-mail changed to another person's, encrypted with another secret.
    const contents = await decrypt(copy, keys);
    const forged = await encrypt({ ...contents, user: { ...contents.user, email: other.email } }, forger);
    expect(userFromSessionCopy(withCopy(browser, keys, forged), keys)).toBeNull();
    // A whole pair made up elsewhere: token and copy both made with the forger's secret.
    const made = { ...contents, session: { ...contents.session, token: 'made-up-token' } };
    const pair = {
      [keys.tokenName]: signToken('made-up-token', forger),
      [keys.dataName]: await encrypt(made, forger),
    };
    expect(userFromSessionCopy(pair, keys)).toBeNull();
    expect((await readAccount(pair)).status).toBe(401);
  });

  it("is refused beside another session's token, even when both are valid", async () => {
    const { keys, browser } = await setting();
    const other = await signedUp();
    const mixed = { ...browser.cookies, [keys.tokenName]: other.cookies[keys.tokenName] ?? '' };
    expect(userFromSessionCopy(mixed, keys)).toBeNull();
    const res = await readAccount(mixed);
    expect(((await res.json()) as { email: string }).email).toBe(other.email);
  });

  it('is refused with a token whose signature is not ours, and the read answers 401', async () => {
    const { keys, browser } = await setting();
    const token = (browser.cookies[keys.tokenName] ?? '').split('.')[0] ?? '';
    const cookies = { ...browser.cookies, [keys.tokenName]: `${token}.${'A'.repeat(43)}=` };
    expect(userFromSessionCopy(cookies, keys)).toBeNull();
    expect((await readAccount(cookies)).status).toBe(401);
  });

  it('carries nothing a reader of the cookie could see: no e-mail address, no IP address (decision 137)', async () => {
    const keys = await cookieKeysOf(t.app.services.auth);
    const email = uniqueEmail('private-copy');
    const ip = '198.51.100.73';
    const res = await post(
      t.app,
      '/api/auth/sign-up/email',
      { email, password: STRONG_PASSWORD, name: 'Wilhelmina' },
      { 'x-forwarded-for': ip, 'user-agent': 'Calm Browser 1.0' },
    );
    expect(res.status).toBe(200);
    // The session does hold them, in the database.
    const [held] = await t.database.db.select().from(session).where(eq(session.ipAddress, ip));
    expect(held?.userAgent).toBe('Calm Browser 1.0');
    const line = res.headers.getSetCookie().find((each) => each.startsWith(`${keys.dataName}=`)) ?? '';
    const value = decodeURIComponent(line.slice(keys.dataName.length + 1).split(';')[0] ?? '');
    expect(value.length).toBeGreaterThan(20);
    // Every way the cookie can be read without the server's secret: whole, and each dotted part, decoded.
    const readings = [
      value,
      ...[value, ...value.split('.')].map((part) => Buffer.from(part, 'base64url').toString('latin1')),
    ];
    for (const secret of [email, email.split('@')[0] ?? email, ip, 'Calm Browser', 'Wilhelmina']) {
      for (const reading of readings) expect(reading).not.toContain(secret);
    }
    // The server still reads it.
    const cookies = { [keys.tokenName]: '', [keys.dataName]: value };
    for (const each of res.headers.getSetCookie()) {
      const pair = each.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      if (pair.slice(0, at) === keys.tokenName)
        cookies[keys.tokenName] = decodeURIComponent(pair.slice(at + 1));
    }
    expect(userFromSessionCopy(cookies, keys)).toMatchObject({ email, name: 'Wilhelmina' });
  });

  it('replaces a signed copy made before it was encrypted, and the person stays signed in', async () => {
    const { keys, browser, copy } = await setting();
    // The same contents in the signed format the server wrote until decision 137.
    const { exp, iat, jti, ...contents } = await decrypt(copy, keys);
    expect([exp, iat, jti].every(Boolean)).toBe(true);
    const expiresAt = Date.now() + SESSION_CACHE_SECONDS * 1000;
    const signature = createHmac('sha256', keys.secret)
      .update(JSON.stringify({ ...contents, expiresAt }))
      .digest('base64url');
    const signed = Buffer.from(JSON.stringify({ session: contents, expiresAt, signature })).toString(
      'base64url',
    );
    expect(userFromSessionCopy(withCopy(browser, keys, signed), keys)).toBeNull();
    const res = await readAccount(withCopy(browser, keys, signed));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(browser.email);
    // The old copy is expired and a new one set after it: the browser keeps the last.
    const renewed = res.headers.getSetCookie().findLast((line) => line.startsWith(`${keys.dataName}=`)) ?? '';
    const value = decodeURIComponent(renewed.slice(keys.dataName.length + 1).split(';')[0] ?? '');
    expect(userFromSessionCopy({ ...browser.cookies, [keys.dataName]: value }, keys)).toMatchObject({
      email: browser.email,
    });
  });
});
