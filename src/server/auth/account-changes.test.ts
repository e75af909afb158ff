import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import type { TestUser } from '../test/users';
import {
  as,
  createUser,
  latestMail,
  post,
  randomIp,
  sessionCookie,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../test/users';

const t = useTestApp();
const NEW_PASSWORD = 'Quiet-Fern-77';

async function sessionEmail(cookie: string): Promise<string | null> {
  const res = await t.app.request('/api/auth/get-session', { headers: { cookie } });
  const body = (await res.json()) as { user: { email: string } } | null;
  return body?.user.email ?? null;
}

function postAs(user: TestUser, path: string, body: unknown, ip = randomIp()) {
  return t.app.request(
    path,
    as(user, { method: 'POST', body: JSON.stringify(body), headers: { 'x-forwarded-for': ip } }),
  );
}

async function signIn(email: string, password: string) {
  return post(t.app, '/api/auth/sign-in/email', { email, password });
}

describe('change password', () => {
  it('changes the password after checking the current one, and can sign out other sessions', async () => {
    const user = await createUser(t.app);
    const other = sessionCookie(await signIn(user.email, user.password));
    expect(await sessionEmail(other)).toBe(user.email);

    const res = await postAs(user, '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(res.status).toBe(200);
    // This device gets a fresh session; the other one is signed out.
    expect(await sessionEmail(sessionCookie(res))).toBe(user.email);
    expect(await sessionEmail(other)).toBeNull();
    expect((await signIn(user.email, user.password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('signs out other sessions when the request does not say, and tells the account address', async () => {
    const user = await createUser(t.app);
    const other = sessionCookie(await signIn(user.email, user.password));
    const res = await postAs(user, '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(await sessionEmail(other)).toBeNull();
    const notice = await latestMail(t.database.db, user.email);
    expect(notice?.subject).toBe('Your NeuroNest password was changed');
    expect(notice?.text).toContain('If you did not, choose a new password at once');
  });

  it('keeps other sessions when not asked to sign them out', async () => {
    const user = await createUser(t.app);
    const other = sessionCookie(await signIn(user.email, user.password));
    const res = await postAs(user, '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: false,
    });
    expect(res.status).toBe(200);
    expect(await sessionEmail(other)).toBe(user.email);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await createUser(t.app);
    const res = await postAs(user, '/api/auth/change-password', {
      currentPassword: 'Not-The-One-1',
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('INVALID_PASSWORD');
    expect((await signIn(user.email, user.password)).status).toBe(200);
    // Nothing changed, so nothing is told.
    expect((await latestMail(t.database.db, user.email))?.subject).not.toBe(
      'Your NeuroNest password was changed',
    );
  });

  it('refuses a new password the strength rule refuses', async () => {
    const user = await createUser(t.app);
    const res = await postAs(user, '/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'abcdefgH',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('WEAK_PASSWORD');
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await post(t.app, '/api/auth/change-password', {
      currentPassword: STRONG_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });

  it('slows down repeated guesses of the current password', async () => {
    const user = await createUser(t.app);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await postAs(
        user,
        '/api/auth/change-password',
        { currentPassword: `Guess-${i}-Aa!`, newPassword: NEW_PASSWORD },
        ip,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('change e-mail', () => {
  it('sends a confirmation link to the new address and changes it only when the link is opened', async () => {
    const user = await createUser(t.app);
    const newEmail = uniqueEmail('moved');
    const res = await postAs(user, '/api/auth/change-email', {
      newEmail,
      currentPassword: user.password,
      callbackURL: '/auth/callback?flow=change-email',
    });
    expect(res.status).toBe(200);
    expect(await sessionEmail(user.cookie)).toBe(user.email);

    const mail = await latestMail(t.database.db, newEmail);
    expect(mail?.subject).toBe('Confirm your new NeuroNest e-mail address');
    expect(mail?.text).toContain('Until you open it, the account keeps its old address.');
    const link = new URL(mail?.link ?? '');
    const opened = await t.app.request(link.pathname + link.search, { headers: { cookie: user.cookie } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/auth/callback?flow=change-email');

    expect((await signIn(newEmail, user.password)).status).toBe(200);
    expect((await signIn(user.email, user.password)).status).toBe(401);
  });

  it('answers the same for an address that already has an account, and changes nothing', async () => {
    const user = await createUser(t.app);
    const taken = await createUser(t.app);
    const res = await postAs(user, '/api/auth/change-email', {
      newEmail: taken.email,
      currentPassword: user.password,
    });
    expect(res.status).toBe(200);
    expect(await sessionEmail(user.cookie)).toBe(user.email);
    expect((await latestMail(t.database.db, taken.email))?.subject).not.toBe(
      'Confirm your new NeuroNest e-mail address',
    );
  });

  it('refuses an address that is not one, and needs a session', async () => {
    const user = await createUser(t.app);
    expect(
      (
        await postAs(user, '/api/auth/change-email', {
          newEmail: 'not an address',
          currentPassword: user.password,
        })
      ).status,
    ).toBe(400);
    expect((await post(t.app, '/api/auth/change-email', { newEmail: uniqueEmail() })).status).toBe(401);
  });

  it('is rate-limited', async () => {
    const user = await createUser(t.app);
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const body = { newEmail: uniqueEmail(), currentPassword: user.password };
      statuses.push((await postAs(user, '/api/auth/change-email', body, ip)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
