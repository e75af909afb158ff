import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../test/app';
import { ORIGIN, post, uniqueEmail, STRONG_PASSWORD } from '../test/users';
import { SESSION_CACHE_SECONDS } from './auth';

const t = useTestApp();

/** Signs up and keeps every cookie the browser would: the session and its signed cached copy. */
async function signedUpBrowser() {
  const res = await post(t.app, '/api/auth/sign-up/email', {
    email: uniqueEmail('cache'),
    password: STRONG_PASSWORD,
    name: '',
  });
  expect(res.status).toBe(200);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  expect(cookies.some((c) => c.includes('session_data'))).toBe(true);
  return cookies.join('; ');
}

const read = (cookie: string) => t.app.request('/api/settings', { headers: { cookie, origin: ORIGIN } });
const write = (cookie: string) =>
  t.app.request('/api/settings', {
    method: 'PATCH',
    headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify({ themeColor: 'rose' }),
  });
const withoutCachedCopy = (cookie: string) =>
  cookie
    .split('; ')
    .filter((c) => !c.includes('session_data'))
    .join('; ');

afterEach(() => {
  vi.useRealTimers();
});

describe('the cached session', () => {
  it('answers reads and writes of a live session', async () => {
    const cookie = await signedUpBrowser();
    expect((await read(cookie)).status).toBe(200);
    expect((await write(cookie)).status).toBe(200);
  });

  it('lets no write through once the session is signed out elsewhere', async () => {
    const cookie = await signedUpBrowser();
    const signOut = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: ORIGIN },
    });
    expect(signOut.status).toBe(200);
    // Another device still holds the old cookies.
    const refused = await write(cookie);
    expect(refused.status).toBe(401);
    expect((await read(withoutCachedCopy(cookie))).status).toBe(401);
  });

  it(`stops answering reads of a signed-out session within ${SESSION_CACHE_SECONDS} seconds`, async () => {
    const cookie = await signedUpBrowser();
    await t.app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie, origin: ORIGIN } });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000 });
    expect((await read(cookie)).status).toBe(401);
  });

  it('lets no write through once the account is deleted, and answers 401, not an error', async () => {
    const cookie = await signedUpBrowser();
    const email = (
      (await (await t.app.request('/api/account', { headers: { cookie, origin: ORIGIN } })).json()) as {
        email: string;
      }
    ).email;
    const deleted = await t.app.request('/api/account', {
      method: 'DELETE',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ confirmEmail: email, currentPassword: STRONG_PASSWORD }),
    });
    expect(deleted.status).toBeLessThan(300);
    expect((await write(cookie)).status).toBe(401);
  });

  it('sends a renewed cached copy with the answer once the old one has aged', async () => {
    const cookie = await signedUpBrowser();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (SESSION_CACHE_SECONDS + 1) * 1000 });
    const res = await read(cookie);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_data='))).toBe(true);
  });
});
