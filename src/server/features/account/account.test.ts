import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  feedback,
  mailOutbox,
  pushSubscriptions,
  reminderDeliveries,
  session,
  user,
  userProfiles,
  userSettings,
  verification,
} from '../../db/schema';
import { useTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createUser, post } from '../../test/users';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createUser(t.app);
  bob = await createUser(t.app);
  for (const u of [alice, bob]) {
    await t.app.request(
      '/api/profile',
      as(u, { method: 'PATCH', body: JSON.stringify({ fullName: u.email }) }),
    );
    await t.app.request(
      '/api/settings',
      as(u, { method: 'PATCH', body: JSON.stringify({ themeColor: 'sky' }) }),
    );
  }
});

const remove = (u: TestUser, confirmEmail: unknown, currentPassword: unknown = u.password) =>
  t.app.request(
    '/api/account',
    as(u, { method: 'DELETE', body: JSON.stringify({ confirmEmail, currentPassword }) }),
  );

const exportData = (u: TestUser, body: Record<string, unknown> = { currentPassword: u.password }) =>
  t.app.request('/api/account/export', as(u, { method: 'POST', body: JSON.stringify(body) }));

describe('/api/account', () => {
  it('tells the signed-in user their e-mail and creation date', async () => {
    const res = await t.app.request('/api/account', as(alice));
    const body = (await res.json()) as { email: string; createdAt: string };
    expect(body.email).toBe(alice.email);
    expect(Date.now() - Date.parse(body.createdAt)).toBeLessThan(60 * 60 * 1000);
  });

  it("exports one JSON file with everything stored for the user, and nothing of anyone else's", async () => {
    const res = await exportData(alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment; filename="neuronest-my-data.json"');
    const text = await res.text();
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(data).toMatchObject({
      account: { email: alice.email, name: '' },
      profile: { fullName: alice.email },
      settings: { themeColor: 'sky' },
      todos: [],
      projects: [],
    });
    expect(text).not.toContain(bob.email);
    expect(text).not.toMatch(/password|token/i);
    // Each session: when it began, from which address, on which device.
    const sessions = data.sessions as { signedInAt: string; ipAddress: string; device: string | null }[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]?.ipAddress).toMatch(/^10\./);
    expect(sessions[0]).toHaveProperty('device');
  });

  it('exports the devices reminders go to, without their address or keys, and every reminder moment and snooze', async () => {
    const person = await createUser(t.app);
    const { db } = t.database;
    await db.insert(pushSubscriptions).values({
      userId: person.id,
      endpoint: 'https://push.example.com/send/private-path-of-the-device',
      p256dh: 'public-key-of-the-device',
      auth: 'auth-secret-of-the-device',
    });
    const due = new Date('2026-12-01T09:00:00Z');
    await db.insert(reminderDeliveries).values([
      {
        userId: person.id,
        key: 'todo:a:1',
        dueAt: due,
        sentAt: due,
        title: 'Call the bank',
        body: 'Now',
        url: '/todos',
      },
      {
        userId: person.id,
        key: 'snooze:z:todo:a:1',
        dueAt: due,
        title: 'Call the bank',
        body: 'Later',
        url: '/todos',
      },
    ]);
    const text = await (await exportData(person)).text();
    expect(text).not.toMatch(/private-path|public-key-of|auth-secret/);
    const data = JSON.parse(text) as { devices: unknown[]; reminderDeliveries: { key: string }[] };
    expect(data.devices).toEqual([
      {
        id: expect.any(String),
        pushService: 'push.example.com',
        registeredAt: expect.any(String),
        lastSentAt: null,
      },
    ]);
    expect(data.reminderDeliveries.map((moment) => moment.key)).toEqual(['snooze:z:todo:a:1', 'todo:a:1']);
    expect(data.reminderDeliveries[0]).toMatchObject({ title: 'Call the bank', body: 'Later', sentAt: null });
  });

  it('refuses to delete without the right e-mail, and deletes nothing', async () => {
    const wrong = await remove(alice, bob.email);
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      'That is not the e-mail address of this account. Nothing was deleted.',
    );
    const empty = await remove(alice, '');
    expect(empty.status).toBe(400);
    const [row] = await t.database.db.select().from(user).where(eq(user.id, alice.id));
    expect(row?.email).toBe(alice.email);
  });

  it('deletes the user and every row of theirs, ends their sessions, and leaves other users alone', async () => {
    await post(t.app, '/api/feedback', { message: 'Lovely and calm.' }, { cookie: alice.cookie });
    // A sign-in link asked for with the address typed in capitals must not outlive the account.
    await post(t.app, '/api/auth/sign-in/magic-link', {
      email: alice.email.toUpperCase(),
      callbackURL: '/dashboard',
    });
    const res = await remove(alice, alice.email.toUpperCase());
    expect(res.status).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(user).where(eq(user.id, alice.id))).toEqual([]);
    expect(await db.select().from(userProfiles).where(eq(userProfiles.userId, alice.id))).toEqual([]);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, alice.id))).toEqual([]);
    expect(await db.select().from(feedback).where(eq(feedback.userId, alice.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, alice.id))).toEqual([]);
    const outbox = await db.select().from(mailOutbox);
    expect(outbox.filter((m) => m.to.toLowerCase() === alice.email)).toEqual([]);
    const links = await db.select().from(verification);
    expect(links.filter((v) => v.value === alice.id || v.value.toLowerCase().includes(alice.email))).toEqual(
      [],
    );
    expect((await db.select().from(mailOutbox).where(eq(mailOutbox.to, bob.email))).length).toBeGreaterThan(
      0,
    );
    expect((await t.app.request('/api/profile', as(alice))).status).toBe(401);
    expect((await t.app.request('/api/profile', as(bob))).status).toBe(200);
  });
});
