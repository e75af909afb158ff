import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TimeBoxPlan } from '../../../shared/time-box/plan';
import { userSettings } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const read = (user: TestUser) => t.app.request('/api/time-box', as(user));
const save = (user: TestUser, body: unknown) =>
  t.app.request('/api/time-box', as(user, { method: 'PUT', body: JSON.stringify(body) }));

const storedRow = async (user: TestUser) => {
  const [row] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, user.id));
  return row;
};

const plan: TimeBoxPlan = {
  energyLevel: 'low',
  timeframe: 'short',
  duration: '20',
  addedTasks: [
    { id: 'a1', text: 'Water the plants', duration: 20, done: true },
    { id: 'a2', text: 'Make a shopping list', duration: 10, done: false },
  ],
  timer: { status: 'running', kind: 'focus', durationMs: 1_200_000, endsAt: 1_800_000_000_000 },
  soundOn: false,
  tookTimes: [],
};

describe('GET and PUT /api/time-box', () => {
  it('gives an empty plan before anything is saved', async () => {
    const res = await read(alice);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ addedTasks: [], timer: null, soundOn: true, tookTimes: [] });
  });

  it('keeps the whole plan, including a running timer, and gives it back on the next visit', async () => {
    const res = await save(alice, plan);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(plan);
    expect(await (await read(alice)).json()).toEqual(plan);
    expect((await storedRow(alice))?.settings).toEqual({ timeBox: plan });
  });

  it('keeps a plan of several blocks with the step under way and a 90-minute block running', async () => {
    const carol = await createUser(t.app);
    const afternoon = {
      energyLevel: 'high',
      timeframe: 'several',
      series: { rhythm: '90-15', focusMinutes: 90, breakMinutes: 15, count: 2, step: 2 },
      addedTasks: [],
      timer: { status: 'running', kind: 'focus', durationMs: 5_400_000, endsAt: 1_800_000_000_000 },
      soundOn: true,
    };
    const res = await save(carol, afternoon);
    expect(res.status).toBe(200);
    expect(await (await read(carol)).json()).toEqual({ ...afternoon, tookTimes: [] });
  });

  it('trims task text and fills in a missing done flag', async () => {
    const res = await save(bob, {
      energyLevel: 'high',
      timeframe: 'long',
      duration: '60',
      addedTasks: [{ id: 'b1', text: '  Finish the report  ', duration: 60 }],
    });
    expect(res.status).toBe(200);
    expect((await res.json()).addedTasks).toEqual([
      { id: 'b1', text: 'Finish the report', duration: 60, done: false },
    ]);
    await save(bob, { addedTasks: [] });
  });

  it("never shows or changes another user's plan", async () => {
    await save(alice, plan);
    expect(await (await read(bob)).json()).toEqual({
      addedTasks: [],
      timer: null,
      soundOn: true,
      tookTimes: [],
    });
    await save(bob, { energyLevel: 'high', addedTasks: [] });
    expect(await (await read(alice)).json()).toEqual(plan);
  });

  it('leaves the appearance and other tools untouched', async () => {
    const carol = await createUser(t.app);
    await t.app.request(
      '/api/settings',
      as(carol, { method: 'PATCH', body: JSON.stringify({ themeColor: 'rose' }) }),
    );
    await save(carol, { energyLevel: 'high' });
    const row = await storedRow(carol);
    expect(row?.themeColor).toBe('rose');
    expect(row?.settings).toEqual({
      timeBox: { energyLevel: 'high', addedTasks: [], timer: null, soundOn: true, tookTimes: [] },
    });
  });

  it.each([
    [{ energyLevel: 'medium' }, 'energyLevel: Please choose high or low energy.'],
    [{ timeframe: 'short' }, 'timeframe: Please choose your energy level first.'],
    [{ energyLevel: 'high', duration: '10' }, 'duration: Please choose a timeframe first.'],
    [{ energyLevel: 'high', timeframe: 'long', duration: '20' }, 'duration: A long timeframe is 60 minutes.'],
    [
      { energyLevel: 'high', timeframe: 'short', duration: '60' },
      'duration: A short timeframe is 10, 20 or 30 minutes.',
    ],
    [{ duration: '45' }, 'duration: Please choose 10, 20, 30 or 60 minutes.'],
    [
      { addedTasks: [{ id: 'x', text: '   ', duration: 10 }] },
      'addedTasks.0.text: Please write what the task is.',
    ],
    [
      { addedTasks: [{ id: 'x', text: 'Walk', duration: 17 }] },
      'addedTasks.0.duration: Please choose one of the listed lengths.',
    ],
    [
      { addedTasks: [{ id: 'x', text: 'y'.repeat(201), duration: 10 }] },
      'addedTasks.0.text: A task can be at most 200 characters.',
    ],
    [
      {
        addedTasks: [
          { id: 'x', text: 'Walk', duration: 10 },
          { id: 'x', text: 'Read', duration: 10 },
        ],
      },
      'addedTasks: Two tasks have the same id.',
    ],
    [
      { addedTasks: Array.from({ length: 51 }, (_, i) => ({ id: `t${i}`, text: 'Walk', duration: 10 })) },
      'addedTasks: A plan can hold at most 50 tasks. Please remove some first.',
    ],
    [
      { timer: { status: 'running', kind: 'focus', durationMs: 600_000 } },
      'timer.endsAt: The timer needs an end time.',
    ],
    [
      { timer: { status: 'paused', kind: 'focus', durationMs: 7_200_000, remainingMs: 10 } },
      'timer.durationMs: The timer can run for at most 90 minutes.',
    ],
    [
      {
        energyLevel: 'high',
        timeframe: 'several',
        series: { rhythm: '90-15', focusMinutes: 90, breakMinutes: 15, count: 3 },
      },
      'series.count: That is more than 4 hours. Please choose at most 2 blocks.',
    ],
    [
      {
        energyLevel: 'high',
        timeframe: 'short',
        series: { rhythm: '25-5', focusMinutes: 25, breakMinutes: 5, count: 2 },
      },
      'series: Please choose several blocks first.',
    ],
    [{ timer: { status: 'stopped' } }, 'timer.status: The timer is either running or paused.'],
    [
      { addedTasks: [{ id: 'x', text: 'Walk', duration: 10, done: true, tookMinutes: 0 }] },
      'addedTasks.0.tookMinutes: Please give at least one minute.',
    ],
    [
      {
        tookTimes: Array.from({ length: 51 }, (_, i) => ({
          taskId: `t${i}`,
          text: 'Walk',
          minutes: 20,
          at: '2026-12-01T10:00:00.000Z',
        })),
      },
      'tookTimes: A plan keeps at most 50 times.',
    ],
    [
      { tookTimes: [{ taskId: 't1', text: 'Walk', minutes: 20, at: 'yesterday' }] },
      'tookTimes.0.at: Each time needs when it was said.',
    ],
    [{ userId: 'someone-else' }, 'Unrecognized key: "userId"'],
    [[], 'Invalid input: expected object, received array'],
  ])('refuses %j with a 400, a plain message and the saved plan kept', async (body, message) => {
    await save(alice, plan);
    const res = await save(alice, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await (await read(alice)).json()).toEqual(plan);
  });

  it('gives an empty plan when the stored one no longer fits, instead of failing', async () => {
    const dave = await createUser(t.app);
    await t.database.db
      .insert(userSettings)
      .values({ userId: dave.id, settings: { timeBox: { energyLevel: 'sleepy' } as never } });
    expect(await (await read(dave)).json()).toEqual({
      addedTasks: [],
      timer: null,
      soundOn: true,
      tookTimes: [],
    });
  });
});
