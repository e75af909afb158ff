import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../../shared/habits/days';
import type { Habit } from '../../../shared/habits/habits';
import { habitCheckins, habits } from '../../db/schema';
import { useFeatureTest } from '../../test/feature';
import { as, createUser } from '../../test/users';

const feature = useFeatureTest<Habit>('/api/habits');
const { t, alice, bob, request, list, add } = feature;

// Without a profile time zone, every zone's today is allowed; UTC's today is always among them.
const today = () => localDay(new Date());
const water = {
  name: '  Drink water ',
  icon: 'droplet',
  why: 'I think more clearly',
  schedule: { kind: 'daily' },
  target: { kind: 'count', amount: 8, unit: 'glasses' },
};
const checkIn = (user: typeof alice, id: string, body: unknown) =>
  request(user, 'PUT', `/${id}/checkins`, body);

describe('/api/habits', () => {
  it('adds a habit trimmed, at the end of the list, and lists it with its check-ins', async () => {
    const res = await request(alice, 'POST', '', water);
    expect(res.status).toBe(201);
    const first = (await res.json()) as Habit;
    expect(first).toMatchObject({
      name: 'Drink water',
      icon: 'droplet',
      schedule: { kind: 'daily' },
      target: { kind: 'count', amount: 8, unit: 'glasses' },
      pauses: [],
      archived: false,
      checkins: [],
    });
    const second = await add(alice, { name: 'Exercise', schedule: { kind: 'weekly', times: 3 } });
    expect(second).toMatchObject({ icon: 'sparkles', target: { kind: 'check' }, why: '' });
    const ids = (await list(alice)).map((h) => h.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('adds a habit sent twice under the id the app gave it once; the id is this person’s alone', async () => {
    const id = crypto.randomUUID();
    const first = await request(alice, 'POST', '', {
      id,
      ...{ name: 'Stretch', schedule: { kind: 'daily' } },
    });
    const again = await request(alice, 'POST', '', {
      id,
      ...{ name: 'Stretch', schedule: { kind: 'daily' } },
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect((await list(alice)).filter((item) => item.id === id)).toHaveLength(1);
    const theirs = await request(bob, 'POST', '', { id, name: 'Their own', schedule: { kind: 'daily' } });
    expect(theirs.status).toBe(201);
    expect((await list(bob)).filter((item) => item.id === id).map((item) => item.name)).toEqual([
      'Their own',
    ]);
    expect((await list(alice)).find((item) => item.id === id)?.name).toBe('Stretch');
    expect(
      (
        await request(alice, 'POST', '', {
          id: 'not-an-id',
          ...{ name: 'Stretch', schedule: { kind: 'daily' } },
        })
      ).status,
    ).toBe(400);
  });

  it('lists every habit exactly as a change answers it, in order, with an empty list at first', async () => {
    const carol = await createUser(t.app);
    expect(await list(carol)).toStrictEqual([]);
    const first = await add(carol, { ...water, why: 'Quotes "and" \\ a line\nbreak, Ünïcode ✓ </script>' });
    await checkIn(carol, first.id, { day: addDays(today(), -1), state: 'skip' });
    await checkIn(carol, first.id, { day: today(), state: 'done', amount: 5 });
    const second = await add(carol, { name: 'Stretch', schedule: { kind: 'weekly', times: 3 } });
    const pauses = [{ from: today(), until: addDays(today(), 6) }];
    const changed = async (id: string, body: unknown) =>
      (await (await request(carol, 'PATCH', `/${id}`, body)).json()) as Habit;
    const expected = [await changed(first.id, { archived: false }), await changed(second.id, { pauses })];
    expect(expected[0]!.checkins).toHaveLength(2);
    // The same fields and values, times to the millisecond as JavaScript writes them.
    expect(await list(carol)).toStrictEqual(expected);
  });

  it('pauses, edits, archives and restores a habit', async () => {
    const habit = await add(alice, { name: 'Meditate' });
    const pauses = [{ from: today(), until: addDays(today(), 6) }];
    const res = await request(alice, 'PATCH', `/${habit.id}`, {
      pauses,
      name: 'Sit quietly',
      archived: true,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ pauses, name: 'Sit quietly', archived: true });
    const back = await request(alice, 'PATCH', `/${habit.id}`, { archived: false, pauses: [] });
    expect(await back.json()).toMatchObject({ archived: false, pauses: [] });
  });

  it('reorders, leaving ids that are not the person’s alone', async () => {
    const mine = await Promise.all(['One', 'Two', 'Three'].map((name) => add(bob, { name })));
    const hers = await add(alice, { name: 'Hers' });
    const wanted = [mine[2]!.id, mine[0]!.id, hers.id, mine[1]!.id];
    const res = await request(bob, 'PUT', '/order', { ids: wanted });
    expect(res.status).toBe(200);
    const order = ((await res.json()) as Habit[]).map((h) => h.name);
    expect(order.slice(-3)).toEqual(['Three', 'One', 'Two']);
    expect((await list(alice)).find((h) => h.id === hers.id)?.position).toBe(hers.position);
  });

  it('deletes with its check-ins, and Undo brings it back whole, in its old place', async () => {
    const habit = await add(alice, water);
    await checkIn(alice, habit.id, { day: today(), state: 'done', amount: 5 });
    const [full] = (await list(alice)).filter((h) => h.id === habit.id);
    const deleted = await request(alice, 'DELETE', `/${habit.id}`);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect(
      await t.database.db.select().from(habitCheckins).where(eq(habitCheckins.habitId, habit.id)),
    ).toEqual([]);
    const rest: Partial<Habit> = { ...full };
    delete rest.id;
    const restored = await add(alice, rest);
    expect(restored).toMatchObject({ ...rest, id: restored.id });
  });

  it('gives the check-ins as a CSV file', async () => {
    const me = await createUser(t.app);
    const habit = await add(me, { ...water, name: '=Water, "cold"' });
    await checkIn(me, habit.id, { day: today(), state: 'done', amount: 3 });
    const res = await request(me, 'GET', '/checkins.csv');
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(await res.text()).toBe(
      `Habit,Day,Check-in,Amount,Target\r\n"'=Water, ""cold""",${today()},Partly done,3,8 glasses\r\n`,
    );
  });

  it('answers another person’s habit exactly like a missing one, and leaves it alone', async () => {
    const habit = await add(alice, { name: 'Only mine' });
    for (const id of [habit.id, '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c', 'not-an-id']) {
      for (const [method, path, body] of [
        ['PATCH', `/${id}`, { name: 'Taken' }],
        ['PUT', `/${id}/checkins`, { day: today(), state: 'done' }],
        ['DELETE', `/${id}`, undefined],
      ] as const) {
        const res = await request(bob, method, path, body);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: 'That habit was not found. It may have been deleted.' },
        });
      }
    }
    expect((await list(alice)).find((h) => h.id === habit.id)).toMatchObject({
      name: 'Only mine',
      checkins: [],
    });
  });

  it.each([
    [{}, 'name: Please give the habit a name.'],
    [{ name: ' ' }, 'name: Please give the habit a name.'],
    [{ name: 'x'.repeat(101) }, "name: A habit's name can be at most 100 characters."],
    [{ name: 'Run', icon: 'rocket' }, 'icon: Please choose one of the icons.'],
    [{ name: 'Run', why: 'y'.repeat(301) }, 'why: The reason can be at most 300 characters.'],
    [
      { name: 'Run', schedule: { kind: 'weekly', times: 9 } },
      'schedule.times: Please choose 1 to 7 times a week.',
    ],
    [
      { name: 'Run', schedule: { kind: 'weekdays', days: [] } },
      'schedule.days: Please choose at least one day of the week.',
    ],
    [
      { name: 'Run', target: { kind: 'count', amount: 0, unit: 'km' } },
      'target.amount: The amount must be at least 1.',
    ],
    [{ name: 'Run', startDay: '2026-02-30' }, 'startDay: Please give the day as a date like 2026-03-29.'],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (body, message) => {
    const before = (await list(bob)).length;
    const res = await request(bob, 'POST', '', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await list(bob)).toHaveLength(before);
  });

  it('refuses a bad check-in or change with a 400 naming the field', async () => {
    const habit = await add(bob, { name: 'Floss' });
    const bad = await checkIn(bob, habit.id, { day: today(), state: 'maybe' });
    expect(await bad.json()).toEqual({
      error: { code: 'invalid_request', message: 'state: Please choose done, skip, rest or none.' },
    });
    const noDay = await checkIn(bob, habit.id, { state: 'done' });
    expect(noDay.status).toBe(400);
    expect((await request(bob, 'PATCH', `/${habit.id}`, {})).status).toBe(400);
    const order = await request(bob, 'PUT', '/order', { ids: ['nope'] });
    expect(order.status).toBe(400);
  });

  it('is in the data export and goes with the account', async () => {
    const me = await createUser(t.app);
    const habit = await add(me, water);
    await checkIn(me, habit.id, { day: today(), state: 'done', amount: 2 });
    const exported = await t.app.request(
      '/api/account/export',
      as(me, { method: 'POST', body: JSON.stringify({ currentPassword: me.password }) }),
    );
    const data = (await exported.json()) as {
      habits: { name: string }[];
      habitCheckins: { amount: number }[];
    };
    expect(data.habits.map((h) => h.name)).toEqual(['Drink water']);
    expect(data.habitCheckins.map((c) => c.amount)).toEqual([2]);
    const gone = await t.app.request(
      '/api/account',
      as(me, {
        method: 'DELETE',
        body: JSON.stringify({ confirmEmail: me.email, currentPassword: me.password }),
      }),
    );
    expect(gone.status).toBe(200);
    expect(await t.database.db.select().from(habits).where(eq(habits.userId, me.id))).toEqual([]);
    expect(await t.database.db.select().from(habitCheckins).where(eq(habitCheckins.userId, me.id))).toEqual(
      [],
    );
  });
});
