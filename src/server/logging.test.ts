import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from './db/schema';
import { createLogger } from './logger';
import { createTestApp } from './test/app';
import type { TestUser } from './test/users';
import { as, createUser, latestMail, post, uniqueEmail } from './test/users';

/** An app whose log lines the test can read. */
async function appWithLog(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const app = await createTestApp(env, undefined, createLogger('info', sink));
  /** The log so far, or only what was written after `since` lines. */
  return { ...app, log: (since = 0) => lines.slice(since).join('\n'), lines };
}

describe('database errors in the log', () => {
  let t: Awaited<ReturnType<typeof appWithLog>>;
  let alice: TestUser;

  beforeAll(async () => {
    t = await appWithLog();
    alice = await createUser(t.app);
  });
  afterAll(() => t.close());

  it("carry the error's code and the request id, never the values of the query", async () => {
    // A lost table makes the profile's own query fail with its values as parameters.
    await t.database.db.execute(sql`drop table user_profiles`);
    const res = await t.app.request(
      '/api/profile',
      as(alice, {
        method: 'PATCH',
        headers: { 'x-request-id': 'req-profile-1' },
        body: JSON.stringify({
          fullName: 'Wilhelmina Quist',
          age: 47,
          gender: 'non-binary',
          conditions: ['Dyscalculia'],
          location: { city: 'Timbuktu', country: 'Mali', timezone: '' },
        }),
      }),
    );
    expect(res.status).toBe(503);
    const log = t.log();
    for (const value of ['Wilhelmina', 'Quist', 'Dyscalculia', 'non-binary', 'Timbuktu', 'Mali', alice.id]) {
      expect(log).not.toContain(value);
    }
    const line = log.split('\n').find((l) => l.includes('database unavailable'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ requestId: 'req-profile-1', err: { code: '42P01' } });
  });

  it("leave out the session token when the auth library's own query fails", async () => {
    const token = decodeURIComponent(alice.cookie.split('=')[1]?.split('.')[0] ?? '');
    expect(token.length).toBeGreaterThan(10);
    await t.database.db.execute(sql`drop table session cascade`);
    // Before this point the local mailbox's log lines name the address, as they may.
    const since = t.lines.length;
    const res = await t.app.request('/api/settings', as(alice));
    expect(res.status).toBe(503);
    expect(t.log()).not.toContain(token);
    expect(t.log(since)).not.toContain(alice.email);
  });
});

describe('links in the log', () => {
  it('are left out when there is no local mailbox to read them from', async () => {
    const t = await appWithLog({ PUBLIC_URL: 'https://neuronest.example' });
    try {
      const email = uniqueEmail('nolog');
      const res = await post(
        t.app,
        '/api/auth/sign-in/magic-link',
        { email, callbackURL: '/dashboard' },
        { origin: 'https://neuronest.example' },
      );
      expect(res.status).toBe(200);
      const link = (await latestMail(t.database.db, email))?.link ?? '';
      expect(link).toContain('token=');
      expect(t.log()).not.toContain(new URL(link).searchParams.get('token') ?? link);
      expect(t.log()).not.toContain(email);
      expect(t.log()).toContain('mail stored in the outbox');
    } finally {
      await t.close();
    }
  });

  it('are left out beside the local mailbox too: the log says only that a mail of its kind was kept there', async () => {
    const t = await appWithLog();
    try {
      const user = await createUser(t.app);
      const since = t.lines.length;
      await post(t.app, '/api/auth/sign-in/magic-link', { email: user.email, callbackURL: '/dashboard' });
      await post(t.app, '/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: '/auth/reset-password',
      });
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
      const links = mails.flatMap((mail) => (mail.link ? [mail.link] : []));
      expect(links.filter((link) => /magic-link|reset-password/.test(link))).toHaveLength(2);
      const log = t.log(since);
      for (const link of links) {
        const url = new URL(link);
        const token = url.searchParams.get('token') ?? url.pathname.split('/').pop() ?? '';
        expect(token.length).toBeGreaterThan(10);
        expect(log).not.toContain(token);
        expect(log).not.toContain(url.pathname);
      }
      expect(log).not.toContain(user.email);
      const kept = log
        .split('\n')
        .map((line) => JSON.parse(line) as { msg: string; kind?: string })
        .filter((line) => line.msg === 'mail kept in the local mailbox');
      expect(kept.map((line) => line.kind)).toEqual(['magicLink', 'resetPassword']);
    } finally {
      await t.close();
    }
  });

  it('never carry the token of a password-reset link, even in the request line', async () => {
    const t = await appWithLog();
    try {
      await t.app.request(
        '/api/auth/reset-password/SecretResetToken123?callbackURL=%2Fauth%2Freset-password',
      );
      expect(t.log()).not.toContain('SecretResetToken123');
      expect(t.log()).toContain('/api/auth/reset-password/:token');
    } finally {
      await t.close();
    }
  });
});
