import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, user as userTable } from '../db/schema';
import { useTestApp } from '../test/app';
import type { TestUser } from '../test/users';
import { as, createUser, ORIGIN, post, randomIp, uniqueEmail } from '../test/users';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from './request-guard';

const t = useTestApp();
let alice: TestUser;

beforeAll(async () => {
  alice = await createUser(t.app);
});

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

async function stillSignedIn(u: TestUser) {
  const res = await t.app.request('/api/auth/get-session', { headers: { cookie: u.cookie } });
  return ((await res.json()) as { user?: { id: string } } | null)?.user?.id === u.id;
}

const settingsOf = async (u: TestUser) =>
  (await (await t.app.request('/api/settings', as(u))).json()) as { themeColor: string };

describe('a request sent by another website', () => {
  it('cannot delete the account, even with a valid body and the cookie', async () => {
    const victim = await createUser(t.app);
    const res = await t.app.request('/api/account', {
      method: 'DELETE',
      headers: { cookie: victim.cookie, origin: 'http://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify({ confirmEmail: victim.email }),
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'cross_site', message: CROSS_SITE_MESSAGE });
    expect(await stillSignedIn(victim)).toBe(true);
  });

  it.each([
    ['a foreign Origin', { origin: 'http://evil.test' }],
    ['no Origin at all', {}],
    ['Origin null (a sandboxed page)', { origin: 'null' }],
    ['no Origin and Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin and Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
  ])('cannot ask for a password reset with %s, and no e-mail is sent', async (_case, headers) => {
    const res = await t.app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
      body: JSON.stringify({ email: alice.email, redirectTo: '/auth/reset-password' }),
    });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(CROSS_SITE_MESSAGE);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, alice.email));
    expect(mails.map((m) => m.subject)).not.toContain('Reset your NeuroNest password');
  });

  it.each([
    ['PATCH', '/api/settings', { themeColor: 'rose' }],
    ['PATCH', '/api/profile', { fullName: 'Mallory' }],
    ['POST', '/api/feedback', { message: 'Sent from another site' }],
    ['POST', '/api/auth/update-user', { name: 'Mallory' }],
    ['POST', '/api/auth/sign-out', {}],
  ])('is refused on %s %s', async (method, path, body) => {
    const res = await t.app.request(path, {
      method,
      headers: { cookie: alice.cookie, origin: 'https://evil.test', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(403);
    expect(await stillSignedIn(alice)).toBe(true);
    expect((await settingsOf(alice)).themeColor).toBe('indigo');
  });
});

describe("the app's own requests", () => {
  it('pass with the Origin of the app, and with its twin address on this computer', async () => {
    for (const origin of [ORIGIN, ORIGIN.replace('localhost', '127.0.0.1')]) {
      const res = await t.app.request('/api/feedback', {
        method: 'POST',
        headers: { cookie: alice.cookie, origin, 'content-type': 'application/json' },
        body: JSON.stringify({ message: `From ${origin}` }),
      });
      expect(res.status).toBe(201);
    }
  });

  it('pass without Origin when the browser says Sec-Fetch-Site: same-origin', async () => {
    const u = await createUser(t.app);
    const res = await t.app.request('/api/settings', {
      method: 'PATCH',
      headers: { cookie: u.cookie, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ themeColor: 'sky' }),
    });
    expect(res.status).toBe(200);
    expect((await settingsOf(u)).themeColor).toBe('sky');
  });

  it('include a sign-out with no body at all', async () => {
    const u = await createUser(t.app);
    const res = await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: u.cookie, origin: ORIGIN, 'content-length': '0' },
    });
    expect(res.status).toBe(200);
    expect(await stillSignedIn(u)).toBe(false);
  });
});

describe('a body that is not JSON', () => {
  it.each([
    ['text/plain', '{"themeColor":"rose"}'],
    ['application/x-www-form-urlencoded', 'themeColor=rose'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="themeColor"\r\n\r\nrose\r\n--x--',
    ],
  ])('is refused with 415 when sent as %s, and nothing is saved', async (type, body) => {
    const u = await createUser(t.app);
    const res = await t.app.request('/api/settings', {
      method: 'PATCH',
      headers: { cookie: u.cookie, origin: ORIGIN, 'content-type': type },
      body,
    });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({ code: 'json_only', message: JSON_ONLY_MESSAGE });
    expect((await settingsOf(u)).themeColor).toBe('indigo');
  });

  it('is refused on the auth routes too', async () => {
    const res = await post(t.app, '/api/auth/sign-in/magic-link', 'email=a@example.com', {
      'content-type': 'text/plain',
    });
    expect(res.status).toBe(415);
  });

  it('is answered 400, not 500, when it claims to be JSON but is not', async () => {
    const res = await t.app.request('/api/settings', as(alice, { method: 'PATCH', body: '{"themeColor":' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('That request is not valid JSON.');
  });
});

const NUL = 'a\u0000b';
const LONE = 'Hi \ud800 there';

describe('text no database can keep', () => {
  it.each([
    ['a NUL in the profile name', '/api/profile', 'PATCH', { fullName: NUL }, /NUL/],
    ['a lone surrogate in the profile name', '/api/profile', 'PATCH', { fullName: LONE }, /broken character/],
    [
      'a NUL in the city',
      '/api/profile',
      'PATCH',
      { location: { city: NUL, country: 'Portugal', timezone: '' } },
      /^location\.city: /,
    ],
    [
      'a lone surrogate in the country',
      '/api/profile',
      'PATCH',
      { location: { city: 'Lisbon', country: '\udc00', timezone: '' } },
      /^location\.country: /,
    ],
    ['a NUL in feedback', '/api/feedback', 'POST', { message: NUL }, /NUL/],
    ['a lone surrogate in feedback', '/api/feedback', 'POST', { message: LONE }, /broken/],
    ['a NUL in a field name', '/api/settings', 'PATCH', { [NUL]: true }, /field name/],
    ['a NUL in the account name', '/api/auth/update-user', 'POST', { name: NUL }, /NUL/],
    ['a lone surrogate in the account name', '/api/auth/update-user', 'POST', { name: LONE }, /broken/],
    ['a NUL in a session token', '/api/auth/revoke-session', 'POST', { token: NUL }, /NUL/],
    [
      'a NUL in a reset token',
      '/api/auth/reset-password',
      'POST',
      { newPassword: 'New-Calm-Pass-9', token: NUL },
      /NUL/,
    ],
    [
      'a lone surrogate in a reset token',
      '/api/auth/reset-password',
      'POST',
      { newPassword: 'New-Calm-Pass-9', token: '\ud800' },
      /broken/,
    ],
  ])('%s is a 400 with a plain message, and nothing changes', async (_case, path, method, body, message) => {
    const u = await createUser(t.app);
    const res = await t.app.request(path, as(u, { method, body: JSON.stringify(body) }));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('invalid_request');
    expect(error.message).toMatch(message);
    expect(await stillSignedIn(u)).toBe(true);
    const profile = (await (await t.app.request('/api/profile', as(u))).json()) as { fullName: unknown };
    expect(profile.fullName).toBeNull();
  });

  it('in the address of a request is a 400, not a database error', async () => {
    const res = await t.app.request('/api/auth/reset-password/a%00b?callbackURL=%2Fauth%2Freset-password');
    expect(res.status).toBe(400);
  });
});

describe('nesting', () => {
  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it.each([
    ['/api/profile', 'PATCH', `{"fullName":${deep(100_000)}}`],
    ['/api/auth/update-user', 'POST', `{"name":${deep(100_000)}}`],
    ['/api/settings', 'PATCH', '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000)],
  ])('100,000 levels deep on %s is a 400', async (path, method, body) => {
    const res = await t.app.request(path, as(alice, { method, body }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('That request is nested too deeply to be read.');
    expect(await stillSignedIn(alice)).toBe(true);
  });
});

describe('the account name', () => {
  const nameOf = async (id: string) =>
    (await t.database.db.select({ name: userTable.name }).from(userTable).where(eq(userTable.id, id)))[0]
      ?.name;

  it('cannot be set to null', async () => {
    const u = await createUser(t.app);
    const res = await post(t.app, '/api/auth/update-user', { name: null }, { cookie: u.cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Name must be text.');
    expect(await nameOf(u.id)).toBe('');
  });

  it('has the profile name limit of 100 characters on update-user', async () => {
    const u = await createUser(t.app);
    const tooLong = await post(
      t.app,
      '/api/auth/update-user',
      { name: 'n'.repeat(101) },
      { cookie: u.cookie },
    );
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { message: string }).message).toBe(
      'Name can be at most 100 characters.',
    );
    const longest = await post(
      t.app,
      '/api/auth/update-user',
      { name: 'n'.repeat(100) },
      { cookie: u.cookie },
    );
    expect(longest.status).toBe(200);
    expect(await nameOf(u.id)).toBe('n'.repeat(100));
  });

  it('is bounded on sign-up: a 900 KB name creates no account', async () => {
    const email = uniqueEmail();
    const res = await post(t.app, '/api/auth/sign-up/email', {
      email,
      password: 'Calm-Nest-2026',
      name: 'x'.repeat(900 * 1024),
    });
    expect(res.status).toBe(400);
    const rows = await t.database.db.select().from(userTable).where(eq(userTable.email, email));
    expect(rows).toHaveLength(0);
  });

  it('is bounded when a magic link would create the account', async () => {
    const email = uniqueEmail();
    const res = await post(t.app, '/api/auth/sign-in/magic-link', {
      email,
      name: 'x'.repeat(101),
      callbackURL: '/dashboard',
    });
    expect(res.status).toBe(400);
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(0);
  });

  it('cannot be given a picture that is not an address', async () => {
    const u = await createUser(t.app);
    const res = await post(t.app, '/api/auth/update-user', { image: { a: 1 } }, { cookie: u.cookie });
    expect(res.status).toBe(400);
  });
});
