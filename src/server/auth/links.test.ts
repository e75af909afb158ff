import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/app';
import { createUser, post, sessionCookie, uniqueEmail } from '../test/users';

const t = useTestApp();

/** Every link mailed to the address, oldest first. */
async function linksTo(email: string, subject: string) {
  const mails = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(asc(mailOutbox.createdAt));
  return mails.filter((m) => m.subject === subject).map((m) => new URL(m.link ?? ''));
}

const resetToken = (link: URL) => decodeURIComponent(link.pathname.split('/').at(-1) ?? '');

const signedInBy = (res: Response) => res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c));

describe('password reset links', () => {
  it('all stop working once one of them has set a new password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      const res = await post(t.app, '/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: '/auth/reset-password',
      });
      expect(res.status).toBe(200);
    }
    const [first, second, third] = (await linksTo(user.email, 'Reset your NeuroNest password')).map(
      resetToken,
    );
    expect(new Set([first, second, third]).size).toBe(3);

    const used = await post(t.app, '/api/auth/reset-password', {
      newPassword: 'New-Calm-Pass-9',
      token: second,
    });
    expect(used.status).toBe(200);

    for (const token of [first, third]) {
      const stale = await post(t.app, '/api/auth/reset-password', { newPassword: 'Evil-Calm-Pass-9', token });
      expect(stale.status).toBe(400);
    }
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'New-Calm-Pass-9',
    });
    expect(signIn.status).toBe(200);
  });

  it("leave other people's reset links working", async () => {
    const [ann, ben] = [await createUser(t.app), await createUser(t.app)];
    for (const u of [ann, ben]) {
      await post(t.app, '/api/auth/request-password-reset', {
        email: u.email,
        redirectTo: '/auth/reset-password',
      });
    }
    const [annToken] = (await linksTo(ann.email, 'Reset your NeuroNest password')).map(resetToken);
    const [benToken] = (await linksTo(ben.email, 'Reset your NeuroNest password')).map(resetToken);
    expect(
      (await post(t.app, '/api/auth/reset-password', { newPassword: 'New-Calm-Pass-9', token: annToken }))
        .status,
    ).toBe(200);
    expect(
      (await post(t.app, '/api/auth/reset-password', { newPassword: 'New-Calm-Pass-8', token: benToken }))
        .status,
    ).toBe(200);
  });
});

describe('magic links', () => {
  const requestLink = (email: string) =>
    post(t.app, '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
  const open = (link: URL) => t.app.request(link.pathname + link.search);

  it('older ones stop working once one has signed the person in', async () => {
    const email = uniqueEmail('magic');
    await requestLink(email);
    await requestLink(email);
    await requestLink(email);
    const [oldest, middle, newest] = await linksTo(email, 'Your NeuroNest sign-in link');
    if (!oldest || !middle || !newest) throw new Error('Three sign-in links were expected.');

    const used = await open(middle);
    expect(used.status).toBe(302);
    expect(signedInBy(used)).toBe(true);

    for (const link of [oldest, newest]) {
      const stale = await open(link);
      expect(stale.status).toBe(302);
      expect(stale.headers.get('location')).toContain('error=INVALID_TOKEN');
      expect(signedInBy(stale)).toBe(false);
    }
  });

  it("leave another address's links working, even one that contains this address", async () => {
    const email = uniqueEmail('magic');
    const other = `x${email}`;
    await requestLink(email);
    await requestLink(other);
    const [mine] = await linksTo(email, 'Your NeuroNest sign-in link');
    const [theirs] = await linksTo(other, 'Your NeuroNest sign-in link');
    if (!mine || !theirs) throw new Error('Both sign-in links were expected.');
    expect(signedInBy(await open(mine))).toBe(true);
    const res = await open(theirs);
    expect(signedInBy(res)).toBe(true);
    expect(sessionCookie(res)).toMatch(/session_token=/);
  });
});
