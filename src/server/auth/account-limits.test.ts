import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
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
