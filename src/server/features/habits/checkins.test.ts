import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../../shared/habits/days';
import type { Habit } from '../../../shared/habits/habits';
import { habitCheckins } from '../../db/schema';
import { useFeatureTest } from '../../test/feature';
import { as, createUser } from '../../test/users';

const { t, alice, request, list, add } = useFeatureTest<Habit>('/api/habits');

// Without a profile time zone, every zone's today is allowed; UTC's today is always among them.
const today = () => localDay(new Date());
const glasses = { name: 'Water', target: { kind: 'count', amount: 8, unit: 'glasses' } };
const checkIn = (user: typeof alice, id: string, body: unknown) =>
  request(user, 'PUT', `/${id}/checkins`, body);

describe('PUT /api/habits/:id/checkins', () => {
  it('keeps partial progress, then the full amount, as one check-in for the day', async () => {
    const habit = await add(alice, glasses);
    const partial = await checkIn(alice, habit.id, { day: today(), state: 'done', amount: 3 });
    expect(partial.status).toBe(200);
    expect(await partial.json()).toEqual({ day: today(), state: 'done', amount: 3 });
    await checkIn(alice, habit.id, { day: today(), state: 'done', amount: 8 });
    const stored = (await list(alice)).find((h) => h.id === habit.id);
    expect(stored?.checkins).toEqual([{ day: today(), state: 'done', amount: 8 }]);
  });

  it('logs yesterday late, skips and rests, and undoes a check-in', async () => {
    const habit = await add(alice, { name: 'Read' });
    const yesterday = addDays(today(), -1);
    expect((await checkIn(alice, habit.id, { day: yesterday, state: 'done' })).status).toBe(200);
    expect(
      (await checkIn(alice, habit.id, { day: addDays(today(), -2), state: 'skip', amount: 4 })).status,
    ).toBe(200);
    expect((await checkIn(alice, habit.id, { day: addDays(today(), -3), state: 'rest' })).status).toBe(200);
    let stored = (await list(alice)).find((h) => h.id === habit.id);
    expect(stored?.checkins).toEqual([
      { day: addDays(today(), -3), state: 'rest', amount: null },
      { day: addDays(today(), -2), state: 'skip', amount: null },
      { day: yesterday, state: 'done', amount: null },
    ]);
    // Days logged before the habit's first day move its start back, so they count.
    expect(stored?.startDay).toBe(addDays(today(), -3));
    const undone = await checkIn(alice, habit.id, { day: yesterday, state: 'none' });
    expect(await undone.json()).toEqual({ day: yesterday, state: 'none', amount: null });
    stored = (await list(alice)).find((h) => h.id === habit.id);
    expect(stored?.checkins.map((c) => c.day)).not.toContain(yesterday);
  });

  it('lists many check-ins sent in any order oldest first, each day with its own state and amount', async () => {
    const days = Array.from({ length: 40 }, (_, i) => addDays(today(), -1 - i));
    const states = ['done', 'skip', 'rest'] as const;
    const sent = days.map((day, i) => ({ day, state: states[i % 3]!, amount: i % 3 === 0 ? i + 1 : null }));
    // Every third check-in first, then the rest newest first: neither the order sent nor the days' order.
    const shuffled = [...sent.filter((_, i) => i % 3 === 1), ...sent.filter((_, i) => i % 3 !== 1)];
    const habit = await add(alice, { ...glasses, checkins: shuffled });
    const stored = (await list(alice)).find((h) => h.id === habit.id);
    expect(stored?.checkins).toEqual([...sent].reverse());
  });

  it('counts two check-ins of the same day sent together once', async () => {
    const habit = await add(alice, { name: 'Stretch' });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => checkIn(alice, habit.id, { day: today(), state: 'done' })),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const rows = await t.database.db.select().from(habitCheckins).where(eq(habitCheckins.habitId, habit.id));
    expect(rows).toHaveLength(1);
  });

  it('takes today and the 7 days before in the profile time zone, and nothing else', async () => {
    const me = await createUser(t.app);
    await t.app.request(
      '/api/profile',
      as(me, {
        method: 'PATCH',
        body: JSON.stringify({ location: { city: 'Auckland', country: 'NZ', timezone: 'Pacific/Auckland' } }),
      }),
    );
    const habit = await add(me, { name: 'Walk' });
    const local = localDay(new Date(), 'Pacific/Auckland');
    expect((await checkIn(me, habit.id, { day: addDays(local, -7), state: 'done' })).status).toBe(200);
    for (const day of [addDays(local, -8), addDays(local, 1)]) {
      const res = await checkIn(me, habit.id, { day, state: 'done' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: { code: 'invalid_request', message: 'day: You can check in for today and the 7 days before.' },
      });
    }
  });
});
