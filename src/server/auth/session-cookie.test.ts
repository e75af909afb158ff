import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { ORIGIN, post, STRONG_PASSWORD, uniqueEmail } from '../test/users';
import { SESSION_CACHE_SECONDS } from './auth';
import type { CookieKeys } from './session-cookie';
import { cookieKeysOf, userFromSignedCopy } from './session-cookie';

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

type Copy = { session: Record<string, unknown> & { user: Record<string, unknown> }; expiresAt: number };
const decode = (value: string) => JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Copy;

/** Writes a session copy the way the auth library does, signed with `secret`. */
function signCopy(copy: Copy, secret: string): string {
  const signature = createHmac('sha256', secret)
    .update(JSON.stringify({ ...copy.session, expiresAt: copy.expiresAt }))
    .digest('base64url');
  return Buffer.from(JSON.stringify({ ...copy, signature })).toString('base64url');
}

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

describe('the signed copy of the session', () => {
  it('names the user of a real sign-up, read in the format the auth library writes', async () => {
    const { keys, browser } = await setting();
    expect(userFromSignedCopy(browser.cookies, keys)).toMatchObject({ email: browser.email });
  });

  it(`is refused once it is older than ${SESSION_CACHE_SECONDS} seconds`, async () => {
    const { keys, browser } = await setting();
    const later = Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000;
    expect(userFromSignedCopy(browser.cookies, keys, later)).toBeNull();
  });

  it(`is refused after ${SESSION_CACHE_SECONDS} seconds even when it was accepted before`, async () => {
    const { keys, browser } = await setting();
    const now = Date.now();
    expect(userFromSignedCopy(browser.cookies, keys, now)).toMatchObject({ email: browser.email });
    expect(userFromSignedCopy(browser.cookies, keys, now + 1000)).toMatchObject({ email: browser.email });
    expect(userFromSignedCopy(browser.cookies, keys, now + (SESSION_CACHE_SECONDS + 1) * 1000)).toBeNull();
  });

  it('is refused when changed after signing, and the read answers the real owner of the session', async () => {
    const { keys, browser, copy } = await setting();
    const other = await signedUp();
    const changed = decode(copy);
    const signature = JSON.parse(Buffer.from(copy, 'base64url').toString('utf8')) as { signature: string };
    changed.session.user.email = other.email;
    const tampered = Buffer.from(JSON.stringify({ ...changed, signature: signature.signature })).toString(
      'base64url',
    );
    // The genuine copy was accepted a moment before: that does not carry over to a changed one.
    expect(userFromSignedCopy(browser.cookies, keys)).toMatchObject({ email: browser.email });
    expect(userFromSignedCopy(withCopy(browser, keys, tampered), keys)).toBeNull();
    const res = await readAccount(withCopy(browser, keys, tampered));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { email: string }).email).toBe(browser.email);
  });

  it('is refused when signed with another secret, and a forged session reads nothing', async () => {
    const { keys, browser, copy } = await setting();
    const forger = 'another-secret-that-is-long-enough-for-signing';
    const forged = signCopy(decode(copy), forger);
    expect(userFromSignedCopy(withCopy(browser, keys, forged), keys)).toBeNull();
    // A whole pair made up elsewhere: token and copy both signed with the forger's secret.
    const made = decode(copy);
    (made.session.session as { token: string }).token = 'made-up-token';
    const pair = {
      [keys.tokenName]: signToken('made-up-token', forger),
      [keys.dataName]: signCopy(made, forger),
    };
    expect(userFromSignedCopy(pair, keys)).toBeNull();
    expect((await readAccount(pair)).status).toBe(401);
  });

  it("is refused beside another session's token, even when both are validly signed", async () => {
    const { keys, browser } = await setting();
    const other = await signedUp();
    const mixed = { ...browser.cookies, [keys.tokenName]: other.cookies[keys.tokenName] ?? '' };
    expect(userFromSignedCopy(mixed, keys)).toBeNull();
    const res = await readAccount(mixed);
    expect(((await res.json()) as { email: string }).email).toBe(other.email);
  });

  it('is refused with a token whose signature is not ours, and the read answers 401', async () => {
    const { keys, browser } = await setting();
    const token = (browser.cookies[keys.tokenName] ?? '').split('.')[0] ?? '';
    const cookies = { ...browser.cookies, [keys.tokenName]: `${token}.${'A'.repeat(43)}=` };
    expect(userFromSignedCopy(cookies, keys)).toBeNull();
    expect((await readAccount(cookies)).status).toBe(401);
  });
});
