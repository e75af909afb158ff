import { eq, lte } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox, rateLimit } from '../db/schema';
import { useTestApp } from '../test/app';
import { createUser, post, randomIp } from '../test/users';

const t = useTestApp();

/** Each request from an address of its own, as a spread-out guesser would send them. */
const fromAnywhere = (path: string, body: unknown) =>
  post(t.app, path, body, { 'x-forwarded-for': randomIp() });

describe('password guesses against one account', () => {
  it('are limited across every address together, and the sign-in link stays open to the owner', async () => {
    const owner = await createUser(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await fromAnywhere('/api/auth/sign-in/email', {
        email: owner.email,
        password: `Guess-${i}-Aa!x`,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Even the right password waits now: a guess that happened to be right would look the same.
    const right = await fromAnywhere('/api/auth/sign-in/email', {
      email: owner.email.toUpperCase(),
      password: owner.password,
    });
    expect(right.status).toBe(429);
    const body = (await right.json()) as { code: string; message: string };
    expect(body).toEqual({
      code: 'ACCOUNT_SLOWED',
      message:
        'Too many wrong passwords for this account. Please wait 15 minutes, or sign in now with a sign-in link sent to your e-mail.',
    });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(800);

    const link = await fromAnywhere('/api/auth/sign-in/magic-link', {
      email: owner.email,
      callbackURL: '/dashboard',
    });
    expect(link.status).toBe(200);

    // Another account is not slowed by this one's guesses.
    const other = await createUser(t.app);
    expect(
      (await fromAnywhere('/api/auth/sign-in/email', { email: other.email, password: other.password }))
        .status,
    ).toBe(200);
  }, 120_000);
});

describe('password guesses sent together', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('check at most 10 of 50 sent at once from 50 addresses; the right password after them does not sign in', async () => {
    const owner = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(
          t.app,
          '/api/auth/sign-in/email',
          { email: owner.email, password: `Guess-${i}-Aa!x` },
          { 'x-forwarded-for': `10.60.${Math.floor(i / 200)}.${(i % 200) + 1}` },
        ),
      ),
    );
    const statuses = answers.map((res) => res.status);
    // A 401 is a password that was checked; every other guess was refused before its check.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const right = await post(t.app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie') ?? '').not.toContain('session_token');
  }, 120_000);

  it('are still counted after the auth library has pruned its own counters, a minute on', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const owner = await createUser(t.app);
    const first = '10.61.0.1';
    for (let i = 0; i < 10; i += 1) {
      const res = await post(
        t.app,
        '/api/auth/sign-in/email',
        { email: owner.email, password: `Guess-${i}-Aa!x` },
        { 'x-forwarded-for': i === 0 ? first : `10.61.1.${i}` },
      );
      expect(res.status).toBe(401);
    }
    // Two minutes on, the first address asks again: its own window has ended, and the library, starting it
    // again, deletes every row of its table older than its longest window (a minute).
    vi.setSystemTime(start + 2 * 60_000);
    await post(
      t.app,
      '/api/auth/sign-in/email',
      { email: 'nobody@example.com', password: 'Guess-x-Aa!x' },
      {
        'x-forwarded-for': first,
      },
    );
    const pruned = await t.database.db.select().from(rateLimit).where(lte(rateLimit.lastRequest, start));
    expect(pruned).toEqual([]);
    const right = await post(t.app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(right.status).toBe(429);
  }, 120_000);

  it('give the place back when the password is right, so the owner signing in uses none', async () => {
    const owner = await createUser(t.app);
    for (let i = 0; i < 9; i += 1) {
      await fromAnywhere('/api/auth/sign-in/email', { email: owner.email, password: `Guess-${i}-Aa!x` });
    }
    for (let i = 0; i < 3; i += 1) {
      const res = await fromAnywhere('/api/auth/sign-in/email', {
        email: owner.email,
        password: owner.password,
      });
      expect(res.status).toBe(200);
    }
    expect(
      (await fromAnywhere('/api/auth/sign-in/email', { email: owner.email, password: 'Guess-9-Aa!x' }))
        .status,
    ).toBe(401);
    expect(
      (await fromAnywhere('/api/auth/sign-in/email', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(429);
  }, 120_000);
});

describe('mails to one address', () => {
  async function mailsTo(email: string, subject: string) {
    const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return rows.filter((row) => row.subject === subject).length;
  }

  it('are at most 5 reset mails in 15 minutes, however many addresses ask', async () => {
    const target = await createUser(t.app);
    for (let i = 0; i < 8; i += 1) {
      const res = await fromAnywhere('/api/auth/request-password-reset', {
        email: target.email,
        redirectTo: '/auth/reset-password',
      });
      // The answer stays the same, so it tells nobody whether the address has an account.
      expect(res.status).toBe(200);
    }
    expect(await mailsTo(target.email, 'Reset your NeuroNest password')).toBe(5);
  });

  it('are at most 5 sign-in links in 15 minutes', async () => {
    const target = await createUser(t.app);
    for (let i = 0; i < 8; i += 1) {
      const res = await fromAnywhere('/api/auth/sign-in/magic-link', {
        email: target.email,
        callbackURL: '/dashboard',
      });
      expect(res.status).toBe(200);
    }
    expect(await mailsTo(target.email, 'Your NeuroNest sign-in link')).toBe(5);
  });
});
