import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../../shared/habits/days';
import type { ReminderDue } from '../../../shared/reminders';
import { pushSubscriptions, reminderDeliveries } from '../../db/schema';
import { createLogger } from '../../logger';
import { createTestApp } from '../../test/app';
import { useRemindedPeople } from '../../test/reminded-people';
import { createUser } from '../../test/users';
import { reminderRound } from './rounds';

// The server's rounds (decision 102), with a test push service on 127.0.0.1 (test/reminded-people.ts).

const { t, push, deps, round, call, json, personWithRoutine, messages } = useRemindedPeople();

describe('reminders sent by Web Push', () => {
  it('sends a routine reminder at its time on the person’s clock, once, encrypted for the device', async () => {
    const { routine, device } = await personWithRoutine();
    // 07:30 in New York on 2 March 2026 (EST, UTC-5) is 12:30 UTC.
    await round('2026-03-02T12:29:50Z');
    expect(push().to(device)).toHaveLength(0);
    await round('2026-03-02T12:30:05Z');
    await round('2026-03-02T12:30:20Z');
    expect(messages(device)).toEqual([
      {
        key: `routine:${routine.id}:2026-03-02T12:30:00.000Z`,
        title: 'Morning starts now.',
        body: '2 steps, about 15 minutes.',
        url: '/tools/routine-planner',
        at: '2026-03-02T12:30:00.000Z',
      },
    ]);
    const [sent] = push().to(device);
    expect(sent?.headers['content-encoding']).toBe('aes128gcm');
    expect(sent?.headers.ttl).toBe('600');
    expect(String(sent?.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${t.app.services.vapid.publicKey}$`),
    );
  });

  it('never holds the embedded database while a push is on its way: the moment is written first', async () => {
    const { me, routine, device } = await personWithRoutine();
    push().hold(device);
    const running = reminderRound({ ...deps(), oneConnection: true }, new Date('2026-03-02T12:30:05Z'));
    await vi.waitFor(() => expect(push().to(device)).toHaveLength(1), { timeout: 20_000 });
    // The push is out and unanswered; the database answers everyone else, and holds the moment already. Were
    // the connection held until the push is answered, this read would wait for the sender to give up.
    const written = await t.database.db
      .select({ key: reminderDeliveries.key })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, me.id));
    expect(push().waiting(device)).toBe(1);
    expect(written.map((row) => row.key)).toEqual([`routine:${routine.id}:2026-03-02T12:30:00.000Z`]);
    push().release(device);
    expect(await running).toMatchObject({ moments: 1, devices: 1 });
  });

  it('keeps to the person’s clock across the change to summer time, with the lead they chose', async () => {
    const { device } = await personWithRoutine(10);
    // 8 March 2026: New York moves to EDT (UTC-4). 07:20 is then 11:20 UTC, not 12:20.
    await round('2026-03-07T12:20:01Z');
    await round('2026-03-08T12:20:01Z');
    await round('2026-03-08T11:20:01Z');
    const read = messages(device) as ReminderDue[];
    expect(read.map((m) => [m.at, m.title])).toEqual([
      ['2026-03-07T12:20:00.000Z', 'Morning starts in 10 minutes.'],
      ['2026-03-08T11:20:00.000Z', 'Morning starts in 10 minutes.'],
    ]);
  });

  it('reminds of a habit at 08:00 in New York before and after the change to summer time', async () => {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Boston', country: 'US', timezone: 'America/New_York' },
    });
    await call(me, 'PATCH', '/api/settings', { taskReminders: true });
    const habit = await json<{ id: string }>(call(me, 'POST', '/api/habits', { name: 'Walk' }));
    await call(me, 'PUT', '/api/reminders', {
      kind: 'habit',
      targetId: habit.id,
      leadMinutes: 0,
      time: '08:00',
    });
    const device = push().device();
    await call(me, 'POST', '/api/reminders/push-subscriptions', device);
    // 14 March 2027: EST (UTC-5) becomes EDT (UTC-4).
    for (const now of ['2027-03-13T13:00:20Z', '2027-03-14T13:00:20Z', '2027-03-14T12:00:20Z'])
      await round(now);
    expect((messages(device) as ReminderDue[]).map((m) => [m.at, m.title, m.body])).toEqual([
      ['2027-03-13T13:00:00.000Z', 'Time for Walk.', 'Whenever you are ready.'],
      ['2027-03-14T12:00:00.000Z', 'Time for Walk.', 'Whenever you are ready.'],
    ]);
  });

  it('reads a habit’s check-ins as far back as its window reaches: done 10 days ago in an every-30-days window is not reminded of', async () => {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Reykjavik', country: 'IS', timezone: 'Atlantic/Reykjavik' },
    });
    await call(me, 'PATCH', '/api/settings', { taskReminders: true });
    const today = localDay(new Date(), 'Atlantic/Reykjavik');
    // Both began 40 days ago, so today's window of 30 days began 10 days ago; one was done on that day.
    const habit = (name: string, checkins: { day: string; state: 'done' }[]) =>
      json<{ id: string }>(
        call(me, 'POST', '/api/habits', {
          name,
          schedule: { kind: 'interval', every: 30 },
          startDay: addDays(today, -40),
          checkins,
        }),
      );
    const done = await habit('Water the plants', [{ day: addDays(today, -10), state: 'done' }]);
    const open = await habit('Defrost the freezer', []);
    for (const { id } of [done, open])
      await call(me, 'PUT', '/api/reminders', { kind: 'habit', targetId: id, leadMinutes: 0, time: '08:00' });
    const device = push().device();
    await call(me, 'POST', '/api/reminders/push-subscriptions', device);
    await round(`${today}T08:00:20Z`);
    expect((messages(device) as ReminderDue[]).map((m) => m.title)).toEqual([
      'Time for Defrost the freezer.',
    ]);
  });

  it('sends nothing stale after a long stop, only what is due within ten minutes', async () => {
    const { device } = await personWithRoutine();
    // Back at 12:41, eleven minutes after 07:30 New York: that reminder is left unsent.
    await round('2026-03-04T12:41:00Z');
    expect(push().to(device)).toHaveLength(0);
    // Back at 12:39 the next day: nine minutes late, still worth sending.
    await round('2026-03-05T12:39:00Z');
    expect(messages(device)).toMatchObject([{ at: '2026-03-05T12:30:00.000Z' }]);
  });

  it('removes a device its push service no longer knows (404 or 410), and keeps one that failed once', async () => {
    const { me, device } = await personWithRoutine();
    const gone = push().device();
    const failing = push().device();
    await call(me, 'POST', '/api/reminders/push-subscriptions', gone);
    await call(me, 'POST', '/api/reminders/push-subscriptions', failing);
    push().answer(gone, 410);
    push().answer(failing, 500);
    await round('2026-03-06T12:30:01Z');
    const endpoints = (
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.id))
    ).map((row) => row.endpoint);
    expect(endpoints.sort()).toEqual([device.endpoint, failing.endpoint].sort());
    expect(push().to(gone)).toHaveLength(1);

    const lost = push().device();
    await call(me, 'POST', '/api/reminders/push-subscriptions', lost);
    push().answer(lost, 404);
    await round('2026-03-07T12:30:01Z');
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, me.id));
    expect(left.map((row) => row.endpoint)).not.toContain(lost.endpoint);
  });

  it('keeps quiet hours on the person’s clock: not sent, or sent as they end when asked', async () => {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Boston', country: 'US', timezone: 'America/New_York' },
    });
    await call(me, 'PATCH', '/api/settings', { taskReminders: true });
    const habit = await json<{ id: string }>(
      call(me, 'POST', '/api/habits', { name: 'Stretch', why: 'My back' }),
    );
    await call(me, 'PUT', '/api/reminders', {
      kind: 'habit',
      targetId: habit.id,
      leadMinutes: 0,
      time: '06:00',
    });
    const device = push().device();
    await call(me, 'POST', '/api/reminders/push-subscriptions', device);
    // Days after the habit's first: 06:00 New York (11:00 UTC in February) is inside the default quiet hours,
    // 22:00 to 07:00: not sent.
    await round('2027-02-01T11:00:30Z');
    expect(push().to(device)).toHaveLength(0);
    // Asked to hold it: it comes at 07:00 New York, 12:00 UTC, under the 06:00 reminder's key.
    await call(me, 'PATCH', '/api/reminders/settings', { holdUntilQuietEnds: true });
    await round('2027-02-02T11:00:30Z');
    expect(push().to(device)).toHaveLength(0);
    await round('2027-02-02T12:00:10Z');
    expect(messages(device)).toEqual([
      {
        key: `habit:${habit.id}:2027-02-02T11:00:00.000Z`,
        title: 'Time for Stretch.',
        body: 'My back',
        url: '/tools/habits',
        at: '2027-02-02T12:00:00.000Z',
      },
    ]);
    // Quiet hours off: at 06:00 itself.
    await call(me, 'PATCH', '/api/reminders/settings', { quietHours: false });
    await round('2027-02-03T11:00:30Z');
    expect(push().to(device)).toHaveLength(2);
  });

  it('sends nothing while task reminders are off, and nothing the open app has already shown', async () => {
    const { me, routine, device } = await personWithRoutine();
    const key = `routine:${routine.id}:2026-03-09T11:30:00.000Z`;
    const shown = await call(me, 'POST', '/api/reminders/shown', { key });
    expect(await shown.json()).toEqual({ first: true });
    expect(await json(call(me, 'POST', '/api/reminders/shown', { key }))).toEqual({ first: false });
    await round('2026-03-09T11:30:01Z');
    expect(push().to(device)).toHaveLength(0);
    await call(me, 'PATCH', '/api/settings', { taskReminders: false });
    await round('2026-03-10T11:30:01Z');
    expect(push().to(device)).toHaveLength(0);
  });

  it('sends a snoozed reminder again when its minutes are up, then never again', async () => {
    const { me, routine, device } = await personWithRoutine();
    await round('2026-03-11T11:30:01Z');
    const [first] = messages(device) as ReminderDue[];
    expect(first?.key).toBe(`routine:${routine.id}:2026-03-11T11:30:00.000Z`);
    const snoozed = await json<ReminderDue>(
      call(me, 'POST', '/api/reminders/snooze', { key: first!.key, minutes: 5 }),
    );
    expect(snoozed).toMatchObject({ kind: 'snooze', targetId: routine.id, title: 'Morning starts now.' });
    expect(snoozed.key).toMatch(new RegExp(`^snooze:[0-9a-z]+:${first!.key}$`));
    // The snooze counts from the server's own clock; only snoozes are looked at from here.
    const due = new Date(snoozed.at).getTime();
    const snoozes = () => (messages(device) as ReminderDue[]).filter((m) => m.key.startsWith('snooze:'));
    await reminderRound(deps(), new Date(due - 1000));
    expect(snoozes()).toEqual([]);
    await reminderRound(deps(), new Date(due + 1000));
    await reminderRound(deps(), new Date(due + 20_000));
    expect(snoozes().map((m) => m.key)).toEqual([snoozed.key]);
    const rows = await t.database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, me.id));
    expect(rows.find((row) => row.key === snoozed.key)?.sentAt).not.toBeNull();
  });

  it('pushes no snooze the open app has already shown', async () => {
    const { me, routine, device } = await personWithRoutine();
    const key = `routine:${routine.id}:2026-03-12T11:30:00.000Z`;
    await call(me, 'POST', '/api/reminders/shown', { key });
    const snoozed = await json<ReminderDue>(call(me, 'POST', '/api/reminders/snooze', { key, minutes: 15 }));
    // The open app's own timer shows it first: the first to say so is told it was first, once.
    expect(await json(call(me, 'POST', '/api/reminders/shown', { key: snoozed.key }))).toEqual({
      first: true,
    });
    expect(await json(call(me, 'POST', '/api/reminders/shown', { key: snoozed.key }))).toEqual({
      first: false,
    });
    await reminderRound(deps(), new Date(new Date(snoozed.at).getTime() + 1000));
    expect((messages(device) as ReminderDue[]).filter((m) => m.key === snoozed.key)).toEqual([]);
  });
});

describe('snoozes and pushes sent together (decision 138)', () => {
  it('keeps one waiting snooze of a reminder when 50 snoozes of it arrive at once, and pushes it once', async () => {
    const { me, routine, device } = await personWithRoutine();
    const key = `routine:${routine.id}:2026-03-13T11:30:00.000Z`;
    await round('2026-03-13T11:30:01Z');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(me, 'POST', '/api/reminders/snooze', { key, minutes: i % 2 === 0 ? 5 : 15 }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const waiting = (
      await t.database.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, me.id))
    ).filter((row) => row.sentAt === null);
    expect(waiting).toHaveLength(1);
    const last = new Date(Math.max(...waiting.map((row) => row.dueAt.getTime())));
    await reminderRound(deps(), new Date(last.getTime() + 1000));
    await reminderRound(deps(), new Date(last.getTime() + 20_000));
    expect((messages(device) as ReminderDue[]).filter((m) => m.key.startsWith('snooze:'))).toHaveLength(1);
  });

  it('pushes one person at most 60 times a minute, and sends the rest in the next minute', async () => {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Reykjavik', country: 'IS', timezone: 'Atlantic/Reykjavik' },
    });
    await call(me, 'PATCH', '/api/settings', { taskReminders: true });
    await call(me, 'PATCH', '/api/reminders/settings', { quietHours: false });
    // 15 habits due at 08:00 and 5 devices: 75 pushes at once.
    for (let i = 0; i < 15; i += 1) {
      const habit = await json<{ id: string }>(
        call(me, 'POST', '/api/habits', { name: `Habit ${i}`, startDay: '2026-01-01' }),
      );
      await call(me, 'PUT', '/api/reminders', {
        kind: 'habit',
        targetId: habit.id,
        leadMinutes: 0,
        time: '08:00',
      });
    }
    const devices = Array.from({ length: 5 }, () => push().device());
    for (const device of devices) await call(me, 'POST', '/api/reminders/push-subscriptions', device);
    const pushed = () => devices.reduce((sum, device) => sum + push().to(device).length, 0);
    await round('2026-04-01T08:00:10Z');
    expect(pushed()).toBe(60);
    await round('2026-04-01T08:00:25Z');
    await round('2026-04-01T08:00:55Z');
    expect(pushed()).toBe(60);
    await round('2026-04-01T08:01:15Z');
    expect(pushed()).toBe(75);
    // Each device had every habit once.
    for (const device of devices) {
      expect(new Set((messages(device) as ReminderDue[]).map((m) => m.title)).size).toBe(15);
      expect(push().to(device)).toHaveLength(15);
    }
  });
});

describe('reminders sent as `npm start` sends them (decision 137)', () => {
  it('never connects to this computer, whatever the address a device was registered with', async () => {
    // Counts every connection before any TLS or HTTP: a push that got this far would show here.
    let connections = 0;
    const listener = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    // The same database, run with no NODE_ENV, as `npm start` runs it.
    const production = await createTestApp({ NODE_ENV: undefined }, t.database);
    try {
      const { me, device } = await personWithRoutine();
      // Kept before the registration's check, or by a name that stood for a public address then.
      for (const endpoint of [
        `https://127.0.0.1:${port}/push/a`,
        `https://[::ffff:127.0.0.1]:${port}/push/b`,
        `https://[::ffff:7f00:1]:${port}/push/c`,
        `https://2130706433:${port}/push/d`,
        `https://localhost:${port}/push/e`,
        `http://127.0.0.1:${port}/push/f`,
      ]) {
        await t.database.db
          .insert(pushSubscriptions)
          .values({ userId: me.id, endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
      }
      const lines: string[] = [];
      const logger = createLogger('info', { write: (line: string) => lines.push(line) });
      const productionDeps = { ...deps(), outbound: production.app.services.outbound, logger };
      // 07:30 in New York on 1 April 2026 (EDT, UTC-4).
      const result = await reminderRound(productionDeps, new Date('2026-04-01T11:30:05Z'));
      expect(result.moments).toBeGreaterThan(0);
      expect(connections).toBe(0);
      // The test push service is on this computer too: nothing reached it either.
      expect(push().to(device)).toHaveLength(0);
      expect(lines.join('\n')).toContain('its device is registered at an address that is not public');
      // Kept: a name may stand for a public address again.
      const kept = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, me.id));
      expect(kept).toHaveLength(7);

      // The tests' own allowance reaches the listener over http: it was there all along.
      await round('2026-04-02T11:30:05Z');
      expect(connections).toBeGreaterThan(0);
      expect(push().to(device)).toHaveLength(1);
    } finally {
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
