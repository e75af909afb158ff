import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Habit } from '../../../shared/habits/habits';
import type { Reminder, ReminderDue, ReminderSettings } from '../../../shared/reminders';
import type { Todo } from '../../../shared/todo/todos';
import { pushSubscriptions } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { useFeatureTest } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

// The reminders' routes (docs/product.md#reminders, decision 102): each person's own reminders, quiet
// hours, what the open app is to show, and snooze and done from a reminder.

const feature = useFeatureTest<Reminder>('/api/reminders');
const { t, alice, bob, request } = feature;

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const message = async (res: Response | Promise<Response>) =>
  (await json<{ error: { message: string } }>(res)).error.message;

interface State {
  reminders: Reminder[];
  settings: ReminderSettings;
  pushKey: string;
}

async function personInLondon() {
  const me = await createUser(t.app);
  await call(me, 'PATCH', '/api/profile', {
    location: { city: 'London', country: 'GB', timezone: 'Europe/London' },
  });
  await call(me, 'PATCH', '/api/settings', { taskReminders: true });
  return me;
}

async function placedTodo(me: TestUser, title: string, day: string, start: string) {
  const todo = await json<Todo>(call(me, 'POST', '/api/todos', { title }));
  expect((await call(me, 'PUT', `/api/day/placements/${todo.id}`, { day, start, minutes: 25 })).status).toBe(
    200,
  );
  return todo;
}

describe('/api/reminders', () => {
  it('starts with none, quiet hours 22:00 to 07:00, and the server’s public push key', async () => {
    const state = await json<State>(request(alice, 'GET'));
    expect(state).toEqual({
      reminders: [],
      settings: {
        quietHours: true,
        quietStart: '22:00',
        quietEnd: '07:00',
        holdUntilQuietEnds: false,
        breakAfterMinutes: 60,
      },
      pushKey: t.app.services.vapid.publicKey,
    });
    expect(state.pushKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('turns one reminder on per routine, habit or todo, changes it in place, and turns it off', async () => {
    const me = await createUser(t.app);
    const habit = await json<Habit>(call(me, 'POST', '/api/habits', { name: 'Stretch' }));
    const on = await json<Reminder>(
      request(me, 'PUT', '', { kind: 'habit', targetId: habit.id, leadMinutes: 5, time: '08:15' }),
    );
    expect(on).toEqual({
      id: expect.any(String),
      kind: 'habit',
      targetId: habit.id,
      leadMinutes: 5,
      time: '08:15',
      stepEnds: false,
    });
    const changed = await json<Reminder>(
      request(me, 'PUT', '', { kind: 'habit', targetId: habit.id, leadMinutes: 0, time: '09:00' }),
    );
    expect(changed).toMatchObject({ id: on.id, leadMinutes: 0, time: '09:00' });
    expect((await json<State>(request(me, 'GET'))).reminders).toEqual([changed]);
    expect(await json(request(me, 'DELETE', `/${on.id}`))).toEqual({ deleted: true });
    expect((await json<State>(request(me, 'GET'))).reminders).toEqual([]);
    // A reminder goes with what it reminds of.
    await request(me, 'PUT', '', { kind: 'habit', targetId: habit.id, leadMinutes: 0, time: '09:00' });
    await call(me, 'DELETE', `/api/habits/${habit.id}`);
    expect((await json<State>(request(me, 'GET'))).reminders).toEqual([]);
  });

  it('lists only the person’s own reminders of every kind, oldest first, with their own settings', async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    const routine = await json<{ id: string }>(
      call(me, 'POST', '/api/routines', { name: 'Morning', steps: [] }),
    );
    const habit = await json<Habit>(call(me, 'POST', '/api/habits', { name: 'Stretch' }));
    const todo = await json<Todo>(call(me, 'POST', '/api/todos', { title: 'Post the letter' }));
    const mine = [
      await json<Reminder>(
        request(me, 'PUT', '', { kind: 'routine', targetId: routine.id, leadMinutes: 5, stepEnds: true }),
      ),
      await json<Reminder>(
        request(me, 'PUT', '', { kind: 'habit', targetId: habit.id, leadMinutes: 0, time: '08:15' }),
      ),
      await json<Reminder>(request(me, 'PUT', '', { kind: 'todo', targetId: todo.id, leadMinutes: 15 })),
    ];
    const theirHabit = await json<Habit>(call(other, 'POST', '/api/habits', { name: 'Walk' }));
    await request(other, 'PUT', '', {
      kind: 'habit',
      targetId: theirHabit.id,
      leadMinutes: 0,
      time: '18:00',
    });
    await call(other, 'PATCH', '/api/reminders/settings', { quietStart: '20:00' });
    const state = await json<State>(request(me, 'GET'));
    expect(state.reminders).toEqual(mine);
    expect(state.reminders.map((r) => r.kind)).toEqual(['routine', 'habit', 'todo']);
    expect(state.settings.quietStart).toBe('22:00');
    expect((await json<State>(request(other, 'GET'))).reminders).toEqual([
      expect.objectContaining({ targetId: theirHabit.id, time: '18:00' }),
    ]);
  });

  it('refuses a reminder that is not clear, saying what to change', async () => {
    const habit = await json<Habit>(call(alice, 'POST', '/api/habits', { name: 'Read' }));
    const cases: [unknown, string][] = [
      [
        { kind: 'habit', targetId: habit.id, leadMinutes: 0 },
        'time: Please choose the time of day for this habit’s reminder.',
      ],
      [
        { kind: 'habit', targetId: habit.id, leadMinutes: 7, time: '08:00' },
        'leadMinutes: Please choose at the time, or 5, 10 or 15 minutes before.',
      ],
      [
        { kind: 'habit', targetId: habit.id, leadMinutes: 0, time: '25:00' },
        'time: Please give the reminder time as a time like 07:30.',
      ],
      [
        { kind: 'walk', targetId: habit.id, leadMinutes: 0 },
        'kind: Please say whether this reminds of a routine, habit or todo.',
      ],
    ];
    for (const [body, expected] of cases) {
      const res = await request(alice, 'PUT', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await message(res)).toBe(expected);
    }
    // Someone else's habit is not found, exactly like a missing one.
    const res = await request(bob, 'PUT', '', {
      kind: 'habit',
      targetId: habit.id,
      leadMinutes: 0,
      time: '08:00',
    });
    expect(res.status).toBe(404);
    expect(await message(res)).toMatch(/^That habit was not found/);
  });

  it('saves quiet hours and the break length, and refuses what is not one of the choices', async () => {
    const me = await createUser(t.app);
    const saved = await json<ReminderSettings>(
      call(me, 'PATCH', '/api/reminders/settings', { quietStart: '21:30', breakAfterMinutes: 90 }),
    );
    expect(saved).toMatchObject({ quietStart: '21:30', quietEnd: '07:00', breakAfterMinutes: 90 });
    expect((await json<State>(request(me, 'GET'))).settings).toEqual(saved);
    const res = await call(me, 'PATCH', '/api/reminders/settings', { breakAfterMinutes: 30 });
    expect(res.status).toBe(400);
    expect(await message(res)).toBe('breakAfterMinutes: Please choose 45, 60 or 90 minutes.');
    expect((await json<State>(request(me, 'GET'))).settings).toEqual(saved);
  });

  it('tells the open app what is due from its own clock, none while task reminders are off', async () => {
    const me = await personInLondon();
    const todo = await placedTodo(me, 'Call the bank', '2027-01-12', '09:30');
    await request(me, 'PUT', '', { kind: 'todo', targetId: todo.id, leadMinutes: 10 });
    const from = encodeURIComponent('2027-01-12T09:00:00+00:00');
    const { due } = await json<{ due: ReminderDue[] }>(request(me, 'GET', `/upcoming?from=${from}&hours=2`));
    expect(due).toEqual([
      {
        key: `todo:${todo.id}:2027-01-12T09:30:00.000Z`,
        kind: 'todo',
        targetId: todo.id,
        at: '2027-01-12T09:20:00.000Z',
        title: 'Call the bank starts in 10 minutes.',
        body: 'On My Day at 9:30.',
        url: '/my-day',
      },
    ]);
    // Bob asks the same: he has none of Alice's.
    expect(await json(request(bob, 'GET', `/upcoming?from=${from}&hours=2`))).toEqual({ due: [] });
    const bad = await request(me, 'GET', '/upcoming?from=tomorrow');
    expect(bad.status).toBe(400);
    expect(await message(bad)).toBe('from: Please give the start as an ISO date and time.');
    await call(me, 'PATCH', '/api/settings', { taskReminders: false });
    expect(await json(request(me, 'GET', `/upcoming?from=${from}&hours=2`))).toEqual({ due: [] });
  });

  it('marks a todo done, or a habit checked in for the day, from the reminder', async () => {
    const me = await personInLondon();
    const todo = await placedTodo(me, 'Post the letter', '2027-01-13', '10:00');
    await request(me, 'PUT', '', { kind: 'todo', targetId: todo.id, leadMinutes: 0 });
    const key = `todo:${todo.id}:2027-01-13T10:00:00.000Z`;
    // Bob cannot tick off Alice's todo with her key.
    expect((await request(bob, 'POST', '/done', { key })).status).toBe(404);
    expect(
      (await json<Todo[]>(call(me, 'GET', '/api/todos'))).find((each) => each.id === todo.id)?.completed,
    ).toBe(false);
    expect(await json(request(me, 'POST', '/done', { key }))).toEqual({ done: true });
    expect(
      (await json<Todo[]>(call(me, 'GET', '/api/todos'))).find((each) => each.id === todo.id)?.completed,
    ).toBe(true);

    const habit = await json<Habit>(call(me, 'POST', '/api/habits', { name: 'Water the plants' }));
    const today = new Date().toISOString().slice(0, 10);
    const habitKey = `habit:${habit.id}:${today}T12:00:00.000Z`;
    expect(await json(request(me, 'POST', '/done', { key: habitKey }))).toEqual({ done: true });
    const [after] = (await json<Habit[]>(call(me, 'GET', '/api/habits'))).filter(
      (each) => each.id === habit.id,
    );
    expect(after?.checkins).toEqual([{ day: today, state: 'done', amount: null }]);
  });

  it('refuses a key that is not a reminder of this app, and snoozes only for 5 or 15 minutes', async () => {
    for (const [path, body, expected] of [
      ['/shown', { key: 'rm -rf' }, 'key: That is not a reminder of this app.'],
      ['/done', { key: 'todo:1' }, 'That reminder was not found. It may have been deleted.'],
      ['/snooze', { key: 'todo:x', minutes: 60 }, 'minutes: Please choose 5 or 15 minutes.'],
    ] as const) {
      const res = await request(alice, 'POST', path, body);
      expect(res.status, path).toBe(path === '/done' ? 404 : 400);
      expect(await message(res)).toBe(expected);
    }
  });

  it('keeps a device that can be pushed to, once per address, and only at a push service', async () => {
    const me = await createUser(t.app);
    const device = {
      endpoint: 'https://push.example.net/send/one',
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const first = await json<{ id: string }>(request(me, 'POST', '/push-subscriptions', device));
    const again = await json<{ id: string }>(request(me, 'POST', '/push-subscriptions', device));
    expect(again.id).toBe(first.id);
    for (const endpoint of [
      'http://push.example.net/x',
      'https://10.0.0.7/x',
      'https://192.168.1.2/x',
      'ftp://a.b/c',
      // Other forms of addresses that are not public (decision 137); this computer's are in the next test.
      'https://[::ffff:10.0.0.1]/x',
      'https://[::ffff:169.254.169.254]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://100.64.0.1/x',
    ]) {
      const res = await request(me, 'POST', '/push-subscriptions', { ...device, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(await message(res)).toBe('endpoint: That is not the address of a push service.');
    }
    expect((await request(bob, 'DELETE', `/push-subscriptions/${first.id}`)).status).toBe(404);
    expect(await json(request(me, 'DELETE', `/push-subscriptions/${first.id}`))).toEqual({ deleted: true });
  });

  it('refuses a push service on this computer when run as `npm start` runs, with no NODE_ENV', async () => {
    const production = await createTestApp({ NODE_ENV: undefined }, t.database);
    const me = await createUser(production.app);
    const device = {
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const register = (app: typeof production.app, endpoint: string) =>
      app.request(
        '/api/reminders/push-subscriptions',
        as(me, { method: 'POST', body: JSON.stringify({ ...device, endpoint }) }),
      );
    for (const endpoint of [
      'http://127.0.0.1:8080/push/1',
      'https://127.0.0.1:8443/push/1',
      'https://[::ffff:127.0.0.1]:8443/push/1',
      'https://2130706433/push/1',
      'https://localhost/push/1',
      'http://[::1]:8080/push/1',
    ]) {
      const res = await register(production.app, endpoint);
      expect(res.status, endpoint).toBe(400);
      expect(await message(res)).toBe('endpoint: That is not the address of a push service.');
    }
    // The tests' own allowance, named by NODE_ENV=test.
    expect((await register(t.app, 'http://127.0.0.1:8080/push/1')).status).toBe(201);
  });

  it('refuses a device another account gets reminders on, and leaves that account its reminders (409)', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const device = {
      endpoint: `https://push.example.net/send/${owner.id}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const strangerKeys = {
      p256dh: 'BOtherKeyOfSomeoneElse_0123456789abcdefABCDEF-xyz',
      auth: 'c3RyYW5nZXItc2VjcmV0',
    };
    const first = await json<{ id: string }>(request(owner, 'POST', '/push-subscriptions', device));
    const rows = () =>
      t.database.db
        .select({
          id: pushSubscriptions.id,
          userId: pushSubscriptions.userId,
          p256dh: pushSubscriptions.p256dh,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, device.endpoint));

    const taken = await request(stranger, 'POST', '/push-subscriptions', { ...device, keys: strangerKeys });
    expect(taken.status).toBe(409);
    expect(await message(taken)).toBe(
      'That device gets reminders for another account. Sign out there first.',
    );
    expect(await rows()).toEqual([{ id: first.id, userId: owner.id, p256dh: device.keys.p256dh }]);

    // The owner's own browser subscribing again with new keys is the same device, keys updated.
    const renewed = { ...device, keys: { ...device.keys, p256dh: 'BRenewedKey_0123456789abcdefABCDEF-xyz' } };
    expect(await json(request(owner, 'POST', '/push-subscriptions', renewed))).toEqual({ id: first.id });
    expect(await rows()).toEqual([{ id: first.id, userId: owner.id, p256dh: renewed.keys.p256dh }]);

    // Given up by its owner (sign-out on that device), it is free for the next person.
    await request(owner, 'DELETE', `/push-subscriptions/${first.id}`);
    expect((await request(stranger, 'POST', '/push-subscriptions', device)).status).toBe(201);
    expect(await rows()).toMatchObject([{ userId: stranger.id }]);
  });
});
