import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../shared/auth-messages';
import { user } from '../db/schema';
import { useTestApp } from '../test/app';
import { post, randomIp, STRONG_PASSWORD, uniqueEmail } from '../test/users';
import { SIGN_UP_RETRY_SECONDS } from './routes';

const AT_ONCE = 2;
const t = useTestApp({ SIGN_UPS_AT_ONCE: String(AT_ONCE) });

const signUp = (email: string) =>
  post(
    t.app,
    '/api/auth/sign-up/email',
    { email, password: STRONG_PASSWORD, name: '' },
    { 'x-forwarded-for': randomIp() },
  );

describe('a burst of sign-ups (decision 139)', () => {
  it('creates some and tells the rest at once to try again, with Retry-After and a plain message; none lost', async () => {
    // Two run, four wait their turn, and ten more arrive with them.
    const emails = Array.from({ length: AT_ONCE + 4 + 10 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(
      emails.map(async (email) => {
        const res = await signUp(email);
        return { email, res, body: (await res.json()) as { code?: string; message?: string } };
      }),
    );
    const created = answers.filter((a) => a.res.status === 200);
    const turnedAway = answers.filter((a) => a.res.status === 503);
    expect(created.length + turnedAway.length).toBe(emails.length);
    expect(created.length).toBeGreaterThanOrEqual(AT_ONCE + 4);
    expect(turnedAway.length).toBeGreaterThan(0);
    for (const { res, body } of turnedAway) {
      expect(res.headers.get('retry-after')).toBe(String(SIGN_UP_RETRY_SECONDS));
      expect(body).toEqual({ code: 'SIGN_UP_BUSY', message: AUTH_MESSAGES.signUpBusy });
    }
    // Nothing lost and nothing half made: every created account is stored, no turned-away one is.
    const stored = await t.database.db
      .select({ email: user.email })
      .from(user)
      .where(inArray(user.email, emails));
    expect(stored.map((row) => row.email).sort()).toEqual(created.map((a) => a.email).sort());

    // Told to try again, they can: once the burst is over, each is created.
    for (const { email } of turnedAway.slice(0, 3)) expect((await signUp(email)).status).toBe(200);
  });
});
