import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ROUTINE_LIMIT } from '../../../shared/limits';
import type { Routine } from '../../../shared/routine-planner/routines';
import { routineRuns, routines } from '../../db/schema';
import { useFeatureTest } from '../../test/feature';
import { as, createUser } from '../../test/users';

const feature = useFeatureTest<Routine>('/api/routines');
const { t, alice, bob, request, list, add } = feature;

const weekdays = {
  rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  time: '07:30',
  timeZone: 'Europe/London',
  startDay: '2026-01-05',
};
const morning = {
  name: '  Morning ',
  icon: 'sun',
  steps: [
    { title: ' Wake up slowly ', minutes: 5, icon: 'bed' },
    { title: 'Shower', minutes: 10, icon: '🚿', note: 'Warm, not hot' },
    { title: 'Breakfast' },
  ],
  schedule: weekdays,
};

describe('/api/routines', () => {
  it('adds a routine trimmed, with ids for its steps, at the end of the list', async () => {
    const res = await request(alice, 'POST', '', morning);
    expect(res.status).toBe(201);
    const first = (await res.json()) as Routine;
    expect(first).toMatchObject({
      name: 'Morning',
      icon: 'sun',
      steps: [
        { title: 'Wake up slowly', minutes: 5, icon: 'bed', note: '' },
        { title: 'Shower', minutes: 10, icon: '🚿', note: 'Warm, not hot' },
        { title: 'Breakfast', minutes: null, icon: null, note: '' },
      ],
      schedule: weekdays,
    });
    expect(new Set(first.steps.map((s) => s.id)).size).toBe(3);
    const second = await add(alice, { name: 'Whenever' });
    expect(second).toMatchObject({ icon: 'sun', steps: [], schedule: null });
    const names = (await list(alice)).map((r) => r.name);
    expect(names.indexOf('Morning')).toBeLessThan(names.indexOf('Whenever'));
  });

  it('adds a routine sent twice under the id the app gave it once; the id is this person’s alone', async () => {
    const id = crypto.randomUUID();
    const first = await request(alice, 'POST', '', {
      id,
      ...{ name: 'Leaving the house', steps: [{ title: 'Keys' }] },
    });
    const again = await request(alice, 'POST', '', {
      id,
      ...{ name: 'Leaving the house', steps: [{ title: 'Keys' }] },
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect((await list(alice)).filter((item) => item.id === id)).toHaveLength(1);
    const theirs = await request(bob, 'POST', '', { id, name: 'Their own', steps: [{ title: 'Keys' }] });
    expect(theirs.status).toBe(201);
    expect((await list(bob)).filter((item) => item.id === id).map((item) => item.name)).toEqual([
      'Their own',
    ]);
    expect((await list(alice)).find((item) => item.id === id)?.name).toBe('Leaving the house');
    expect(
      (
        await request(alice, 'POST', '', {
          id: 'not-an-id',
          ...{ name: 'Leaving the house', steps: [{ title: 'Keys' }] },
        })
      ).status,
    ).toBe(400);
  });

  it('stores a schedule rule in its own words', async () => {
    const routine = await add(alice, {
      name: 'Gym',
      schedule: { ...weekdays, rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=SU,SA,MO,TU,WE,TH,FR' },
    });
    expect(routine.schedule?.rule).toBe('FREQ=DAILY');
  });

  it('renames, changes steps in a new order, schedules and unschedules, keeping step ids', async () => {
    const routine = await add(alice, morning);
    const [wake, shower, breakfast] = routine.steps;
    const reordered = [breakfast!, { ...wake!, title: 'Wake up' }, shower!];
    const res = await request(alice, 'PATCH', `/${routine.id}`, {
      name: 'Calm morning',
      steps: reordered,
      schedule: { ...weekdays, rule: 'FREQ=DAILY;INTERVAL=3', time: '06:45' },
    });
    expect(res.status).toBe(200);
    const changed = (await res.json()) as Routine;
    expect(changed.name).toBe('Calm morning');
    expect(changed.steps.map((s) => [s.id, s.title])).toEqual([
      [breakfast!.id, 'Breakfast'],
      [wake!.id, 'Wake up'],
      [shower!.id, 'Shower'],
    ]);
    expect(changed.schedule).toEqual({ ...weekdays, rule: 'FREQ=DAILY;INTERVAL=3', time: '06:45' });
    const off = await request(alice, 'PATCH', `/${routine.id}`, { schedule: null });
    expect(((await off.json()) as Routine).schedule).toBeNull();
    expect((await list(alice)).find((r) => r.id === routine.id)?.steps).toHaveLength(3);
  });

  it('deletes, and Undo brings the routine back whole, in its old place', async () => {
    const routine = await add(alice, morning);
    const deleted = await request(alice, 'DELETE', `/${routine.id}`);
    expect(await deleted.json()).toEqual({ deleted: true });
    expect((await list(alice)).some((r) => r.id === routine.id)).toBe(false);
    const rest: Partial<Routine> = { ...routine };
    delete rest.id;
    const restored = await add(alice, rest);
    expect(restored).toMatchObject({ ...rest, id: restored.id });
  });

  it('answers another person’s routine exactly like a missing one, and leaves it alone', async () => {
    const routine = await add(alice, { name: 'Only mine' });
    for (const id of [routine.id, '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c', 'not-an-id']) {
      for (const [method, body] of [
        ['PATCH', { name: 'Taken' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await request(bob, method, `/${id}`, body);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({
          error: { code: 'not_found', message: 'That routine was not found. It may have been deleted.' },
        });
      }
    }
    expect((await list(alice)).find((r) => r.id === routine.id)?.name).toBe('Only mine');
    expect((await list(bob)).some((r) => r.id === routine.id)).toBe(false);
  });

  const step = { title: 'Step' };
  it.each([
    [{}, 'name: Please give the routine a name.'],
    [{ name: ' ' }, 'name: Please give the routine a name.'],
    [{ name: 'x'.repeat(101) }, "name: A routine's name can be at most 100 characters."],
    [{ name: 'Go', icon: 'rocket' }, 'icon: Please choose one of the icons or an emoji.'],
    [{ name: 'Go', icon: 'a🚿' }, 'icon: Please choose one of the icons or an emoji.'],
    [{ name: 'Go', steps: Array(31).fill(step) }, 'steps: A routine can have at most 30 steps.'],
    [{ name: 'Go', steps: [{ title: '' }] }, 'steps.0.title: Please give each step a title.'],
    [
      { name: 'Go', steps: [{ title: 'y'.repeat(101) }] },
      "steps.0.title: A step's title can be at most 100 characters.",
    ],
    [
      { name: 'Go', steps: [{ title: 'Run', minutes: 0 }] },
      'steps.0.minutes: A step takes at least 1 minute.',
    ],
    [
      { name: 'Go', steps: [{ title: 'Run', minutes: 241 }] },
      'steps.0.minutes: A step can take at most 240 minutes.',
    ],
    [{ name: 'Go', steps: [{ title: 'Run', minutes: 2.5 }] }, 'steps.0.minutes: Please use whole minutes.'],
    [
      { name: 'Go', steps: [{ title: 'Run', note: 'n'.repeat(301) }] },
      "steps.0.note: A step's note can be at most 300 characters.",
    ],
    [
      {
        name: 'Go',
        steps: [
          { id: '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c', title: 'A' },
          { id: '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c', title: 'B' },
        ],
      },
      'steps: Each step needs its own id.',
    ],
    [
      { name: 'Go', schedule: { ...weekdays, rule: 'FREQ=MONTHLY' } },
      'schedule.rule: Please choose every day, some weekdays or every few days.',
    ],
    [
      { name: 'Go', schedule: { ...weekdays, time: '7:30' } },
      'schedule.time: Please give the time like 07:30.',
    ],
    [
      { name: 'Go', schedule: { ...weekdays, timeZone: 'Mars/Olympus' } },
      'schedule.timeZone: Please give a real time zone.',
    ],
    [
      { name: 'Go', schedule: { ...weekdays, startDay: '2026-02-30' } },
      'schedule.startDay: Please give the first day as a date like 2026-03-29.',
    ],
  ])('refuses %j with a 400 naming the field, and stores nothing', async (body, message) => {
    const before = (await list(bob)).length;
    const res = await request(bob, 'POST', '', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await list(bob)).toHaveLength(before);
  });

  it('refuses an empty change', async () => {
    const routine = await add(bob, { name: 'Floss' });
    const res = await request(bob, 'PATCH', `/${routine.id}`, {});
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid_request', message: 'There is nothing to change.' },
    });
  });

  it(`takes the ${ROUTINE_LIMIT.count}th routine, then says calmly that the planner is full`, async () => {
    const me = await createUser(t.app);
    await t.database.db
      .insert(routines)
      .values(Array.from({ length: ROUTINE_LIMIT.count - 1 }, (_, i) => ({ userId: me.id, name: `${i}` })));
    expect((await request(me, 'POST', '', { name: 'Last one' })).status).toBe(201);
    const refused = await request(me, 'POST', '', { name: 'One more' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'limit_reached', message: ROUTINE_LIMIT.fullMessage },
    });
    expect(await list(me)).toHaveLength(ROUTINE_LIMIT.count);
  });

  it('is in the data export with its runs, and goes with the account', async () => {
    const me = await createUser(t.app);
    const routine = await add(me, morning);
    await t.database.db.insert(routineRuns).values({
      userId: me.id,
      routineId: routine.id,
      startedAt: new Date('2026-03-02T07:30:00Z'),
      steps: [
        {
          stepId: routine.steps[0]!.id,
          title: 'Wake up slowly',
          plannedMinutes: 5,
          state: 'done',
          seconds: 420,
        },
      ],
    });
    const exported = await t.app.request(
      '/api/account/export',
      as(me, { method: 'POST', body: JSON.stringify({ currentPassword: me.password }) }),
    );
    const data = (await exported.json()) as {
      routines: { name: string; rrule: string; steps: unknown[] }[];
      routineRuns: { routineId: string }[];
    };
    expect(data.routines).toMatchObject([{ name: 'Morning', rrule: weekdays.rule }]);
    expect(data.routines[0]?.steps).toHaveLength(3);
    expect(data.routineRuns.map((r) => r.routineId)).toEqual([routine.id]);
    const gone = await t.app.request(
      '/api/account',
      as(me, {
        method: 'DELETE',
        body: JSON.stringify({ confirmEmail: me.email, currentPassword: me.password }),
      }),
    );
    expect(gone.status).toBe(200);
    expect(await t.database.db.select().from(routines).where(eq(routines.userId, me.id))).toEqual([]);
    expect(await t.database.db.select().from(routineRuns).where(eq(routineRuns.userId, me.id))).toEqual([]);
  });
});
