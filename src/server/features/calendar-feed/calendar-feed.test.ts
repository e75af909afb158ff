import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedState } from '../../../shared/calendar-feed';
import { FEED_READS_PER_HOUR } from '../../../shared/calendar-feed';
import { calendarFeeds } from '../../db/schema';
import { loggedPath } from '../../http/request-context';
import { createTestApp } from '../../test/app';
import { useFeatureTest } from '../../test/feature';
import { readCalendar } from '../../test/ical-reader';
import type { TestUser } from '../../test/users';
import { as, createUser, post, sessionCookie } from '../../test/users';

// The feed's address in Settings: made, shown again, renewed, turned off; and the address itself, opened with
// no session (docs/product.md#calendar-feed, decision 100).

const feature = useFeatureTest<CalendarFeedState>('/api/calendar-feed');
const { t, alice, bob, request } = feature;

const state = async (user: TestUser, method = 'GET') =>
  (await (await request(user, method)).json()) as CalendarFeedState;
const open = (address: string) => t.app.request(new URL(address).pathname);
const ADDRESS = /^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;
const GONE = /^There is no calendar at this address\. It may have been turned off or renewed/;

async function expectGone(address: string) {
  const res = await open(address);
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.text()).toMatch(GONE);
}

describe('/api/calendar-feed', () => {
  it('is off until made; then shows the same address on every visit', async () => {
    expect(await state(alice)).toEqual({ on: false, address: null, madeAt: null, lastReadAt: null });
    const res = await request(alice, 'POST');
    expect(res.status).toBe(201);
    const made = (await res.json()) as CalendarFeedState;
    expect(made).toMatchObject({ on: true, address: expect.stringMatching(ADDRESS), lastReadAt: null });
    expect(Date.now() - Date.parse(made.madeAt!)).toBeLessThan(60_000);
    expect(await state(alice)).toEqual(made);
    // Only its hash and seed are kept: the address's secret is nowhere in the database.
    const secret = /\/calendar\/(.+)\.ics$/.exec(made.address!)![1]!;
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, alice.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row?.secretHash).toMatch(/^[0-9a-f]{64}$/);

    const read = await open(made.address!);
    expect(read.status).toBe(200);
    readCalendar(await read.text());
    const after = await state(alice);
    expect(Date.now() - Date.parse(after.lastReadAt!)).toBeLessThan(60_000);
    // Another person has a feed of their own, never this one.
    const theirs = await state(bob, 'POST');
    expect(theirs.address).not.toBe(made.address);
  });

  it('renews: a new address, and the old one answers 404 at once', async () => {
    const me = await createUser(t.app);
    const first = await state(me, 'POST');
    const second = await state(me, 'POST');
    expect(second.address).toMatch(ADDRESS);
    expect(second.address).not.toBe(first.address);
    await expectGone(first.address!);
    expect((await open(second.address!)).status).toBe(200);
  });

  it('turns off: the address answers 404, and turning off again is no error', async () => {
    const me = await createUser(t.app);
    const made = await state(me, 'POST');
    const off = await request(me, 'DELETE');
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ deleted: true });
    expect(await state(me)).toEqual({ on: false, address: null, madeAt: null, lastReadAt: null });
    await expectGone(made.address!);
    expect(await (await request(me, 'DELETE')).json()).toEqual({ deleted: true });
  });

  it('answers an address that names no feed with the same plain 404, whatever its shape', async () => {
    for (const path of [
      `/calendar/${'a'.repeat(43)}.ics`,
      '/calendar/short.ics',
      `/calendar/${'a'.repeat(43)}`,
      `/calendar/${'a'.repeat(43)}.txt`,
      `/calendar/${'%00'.repeat(3)}.ics`,
      `/calendar/${'a'.repeat(5000)}.ics`,
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toMatch(GONE);
    }
  });

  it(`answers 429 after ${FEED_READS_PER_HOUR} reads in an hour, and reads again the next hour`, async () => {
    const me = await createUser(t.app);
    const { address } = await state(me, 'POST');
    const db = t.database.db;
    await db
      .update(calendarFeeds)
      .set({ reads: FEED_READS_PER_HOUR - 1, readsSince: new Date(Date.now() - 600_000) })
      .where(eq(calendarFeeds.userId, me.id));
    expect((await open(address!)).status).toBe(200);
    const refused = await open(address!);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(2900);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3000);
    expect(await refused.text()).toMatch(/will try again later/);
    await db
      .update(calendarFeeds)
      .set({ readsSince: new Date(Date.now() - 3_600_001) })
      .where(eq(calendarFeeds.userId, me.id));
    expect((await open(address!)).status).toBe(200);
    const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id));
    expect(row?.reads).toBe(1);
  });

  it('keeps an address working when the server key changes, and asks for a renewal to show one', async () => {
    const me = await createUser(t.app);
    const { address } = await state(me, 'POST');
    // The same database, served with another auth secret: the person signs in again there.
    const other = await createTestApp(
      { AUTH_SECRET: 'another-secret-that-is-long-enough-for-cookies' },
      t.database,
    );
    const signedIn = await post(other.app, '/api/auth/sign-in/email', {
      email: me.email,
      password: me.password,
    });
    const there = { ...me, cookie: sessionCookie(signedIn) };
    const seen = await other.app.request('/api/calendar-feed', as(there));
    expect(await seen.json()).toMatchObject({ on: true, address: null });
    expect((await other.app.request(new URL(address!).pathname)).status).toBe(200);
    const renewed = (await (
      await other.app.request('/api/calendar-feed', as(there, { method: 'POST' }))
    ).json()) as CalendarFeedState;
    expect(renewed.address).toMatch(ADDRESS);
    expect((await other.app.request(new URL(renewed.address!).pathname)).status).toBe(200);
    expect((await other.app.request(new URL(address!).pathname)).status).toBe(404);
  });

  it('is in the data download without its address, goes with the account, and stays out of the logs', async () => {
    const me = await createUser(t.app);
    const { address, madeAt } = await state(me, 'POST');
    const exported = await t.app.request(
      '/api/account/export',
      as(me, { method: 'POST', body: JSON.stringify({ currentPassword: me.password }) }),
    );
    const text = await exported.text();
    expect(JSON.parse(text)).toMatchObject({ calendarFeed: { madeAt, lastReadAt: null } });
    const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id));
    for (const secret of [/\/calendar\/(.+)\.ics$/.exec(address!)![1]!, row!.seed, row!.secretHash]) {
      expect(text).not.toContain(secret);
    }
    const res = await t.app.request(
      '/api/account',
      as(me, {
        method: 'DELETE',
        body: JSON.stringify({ confirmEmail: me.email, currentPassword: me.password }),
      }),
    );
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, me.id))).toEqual(
      [],
    );
    await expectGone(address!);
    expect(loggedPath(new URL(address!).pathname)).toBe('/calendar/:secret');
  });
});
