import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../db/schema';
import { useTestApp } from '../test/app';
import type { TestUser } from '../test/users';
import {
  as,
  createLinkOnlyUser,
  createUser,
  fromApp,
  latestMail,
  post,
  randomIp,
  sessionCookie,
  uniqueEmail,
} from '../test/users';

const t = useTestApp();

function changeEmail(cookie: string, body: Record<string, unknown>) {
  return t.app.request(
    '/api/auth/change-email',
    as({ cookie } as TestUser, {
      method: 'POST',
      body: JSON.stringify({ callbackURL: '/auth/callback?flow=change-email', ...body }),
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
}

async function emailOf(id: string) {
  const [row] = await t.database.db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email;
}

async function openLink(link: string | null | undefined, cookie?: string) {
  const url = new URL(link ?? '');
  return t.app.request(url.pathname + url.search, cookie ? { headers: { cookie } } : {});
}

const undo = (token: string | null) =>
  t.app.request(
    '/api/account/undo-email-change',
    fromApp({ method: 'POST', body: JSON.stringify({ token }) }),
  );

describe('changing the e-mail address with only a session', () => {
  it('is refused without the current password, and nothing is sent or changed', async () => {
    const victim = await createUser(t.app);
    const newEmail = uniqueEmail('thief');
    const res = await changeEmail(victim.cookie, { newEmail });
    expect(res.status).toBe(400);
    expect((await res.json()) as { code: string; message: string }).toMatchObject({
      code: 'PASSWORD_NEEDED',
      message: 'Please enter your current password.',
    });
    expect(await latestMail(t.database.db, newEmail)).toBeUndefined();
    expect(await emailOf(victim.id)).toBe(victim.email);
  });

  it('is refused with a wrong password', async () => {
    const victim = await createUser(t.app);
    const newEmail = uniqueEmail('thief');
    const res = await changeEmail(victim.cookie, { newEmail, currentPassword: 'Not-The-One-42' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_PASSWORD');
    expect(await latestMail(t.database.db, newEmail)).toBeUndefined();
    expect(await emailOf(victim.id)).toBe(victim.email);
  });

  it('on an account without a password, needs a sign-in of this session within 5 minutes', async () => {
    const person = await createLinkOnlyUser(t.app, t.database.db);
    await t.database.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(session.userId, person.id));
    const stale = await changeEmail(person.cookie, { newEmail: uniqueEmail('thief') });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { message: string }).message).toContain(
      'sign in again with a sign-in link',
    );

    await t.database.db.update(session).set({ createdAt: new Date() }).where(eq(session.userId, person.id));
    expect((await changeEmail(person.cookie, { newEmail: uniqueEmail('moved') })).status).toBe(200);
  });
});

describe('once the address is changed', () => {
  it('the old address is told, and its link puts the old address back and signs every device out', async () => {
    const owner = await createUser(t.app);
    const newEmail = uniqueEmail('moved');
    expect((await changeEmail(owner.cookie, { newEmail, currentPassword: owner.password })).status).toBe(200);
    // Nothing has changed yet, so the old address has nothing to hear.
    expect((await latestMail(t.database.db, owner.email))?.subject).not.toContain('was changed');
    expect((await openLink((await latestMail(t.database.db, newEmail))?.link, owner.cookie)).status).toBe(
      302,
    );
    expect(await emailOf(owner.id)).toBe(newEmail);

    const notice = await latestMail(t.database.db, owner.email);
    expect(notice?.subject).toBe('The e-mail address of your NeuroNest account was changed');
    expect(notice?.text).toContain(`Your NeuroNest account now uses ${newEmail} instead of this address.`);
    const token = new URL(notice?.link ?? '').searchParams.get('token');
    expect(new URL(notice?.link ?? '').pathname).toBe('/auth/undo-email-change');

    const res = await undo(token);
    expect(res.status).toBe(200);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expect(await t.database.db.select().from(session).where(eq(session.userId, owner.id))).toEqual([]);
    const signIn = await post(t.app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(signIn.status).toBe(200);
    expect(sessionCookie(signIn)).toContain('session_token');

    // The link works once.
    const again = await undo(token);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      'This link has expired or has already been used.',
    );
  });
});
