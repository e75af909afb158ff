import { describe, expect, it } from 'vitest';
import type { Routine } from '../../../shared/routine-planner/routines';
import type { Todo } from '../../../shared/todo/todos';
import { useFeatureTest } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import { rangeOfNewest } from './estimates';

const { t, alice, bob, add } = useFeatureTest<Todo>('/api/todos');

const call = async (user: TestUser, method: string, path: string, body: unknown) => {
  const res = await t.app.request(path, as(user, { method, body: JSON.stringify(body) }));
  expect(res.status).toBeLessThan(300);
  return res.json() as Promise<unknown>;
};

/** A routine of the person's with these steps, and a run of it on `day` where each step took `seconds`. */
async function routineRun(
  user: TestUser,
  day: number,
  steps: { title: string; state: 'done' | 'skipped'; seconds: number }[],
) {
  const routine = (await call(user, 'POST', '/api/routines', {
    name: `Chores ${day}`,
    steps: steps.map((step) => ({ title: step.title, minutes: 20 })),
  })) as Routine;
  const at = `2026-03-${String(day).padStart(2, '0')}T09:00:00.000Z`;
  await call(user, 'POST', `/api/routines/${routine.id}/runs`, {
    startedAt: at,
    finishedAt: at,
    steps: steps.map((step, index) => ({
      stepId: routine.steps[index]!.id,
      plannedMinutes: 20,
      ...step,
    })),
  });
}

describe('estimates from the person’s own routines', () => {
  it('counts done routine steps of the same kind, not skipped ones, short ones or another person’s', async () => {
    // Before any run: the kind's own range.
    expect((await add(alice, { title: 'Vacuum the bedroom' })).estimate).toEqual({
      low: 15,
      high: 45,
      basis: 'kind',
      note: null,
    });
    await routineRun(alice, 2, [
      { title: 'Vacuum the living room', state: 'done', seconds: 20 * 60 },
      { title: 'Wash the dishes', state: 'done', seconds: 5 * 60 },
    ]);
    await routineRun(alice, 3, [{ title: 'Vacuum the living room', state: 'done', seconds: 24 * 60 + 10 }]);
    // Skipped, or ticked within a minute: not a time it took.
    await routineRun(alice, 4, [
      { title: 'Vacuum the living room', state: 'skipped', seconds: 2 * 60 * 60 },
      { title: 'Vacuum the stairs', state: 'done', seconds: 40 },
    ]);
    await routineRun(bob, 4, [{ title: 'Vacuum the living room', state: 'done', seconds: 3 * 60 * 60 }]);
    // Two times are not yet a basis.
    expect((await add(alice, { title: 'Vacuum the bedroom' })).estimate?.basis).toBe('kind');
    await routineRun(alice, 5, [{ title: 'Vacuum the living room', state: 'done', seconds: 30 * 60 }]);

    expect((await add(alice, { title: 'Vacuum the bedroom' })).estimate).toEqual({
      low: 20,
      high: 30,
      basis: 'history',
      note: 'from your last 3 times in routines',
    });
    // Bob's runs count for him alone: one long time is no basis.
    expect((await add(bob, { title: 'Vacuum the bedroom' })).estimate?.basis).toBe('kind');
    // A kind with no times of her own keeps the kind's range; the dishes step was once only.
    expect((await add(alice, { title: 'Wash the dishes' })).estimate).toEqual({
      low: 10,
      high: 40,
      basis: 'kind',
      note: null,
    });
  });

  it('leaves out a step of the same kind that is another job: a shower does not time cleaning the bathroom', async () => {
    const carol = await createUser(t.app);
    const before = (await add(carol, { title: 'Clean the bathroom' })).estimate;
    expect(before?.basis).toBe('kind');
    for (const day of [6, 7, 8]) {
      await routineRun(carol, day, [{ title: 'Shower', state: 'done', seconds: (8 + day) * 60 }]);
    }
    expect((await add(carol, { title: 'Clean the bathroom' })).estimate).toEqual(before);
  });

  it('puts times from tasks and routines together, the newest ten', async () => {
    const vacuum = await add(alice, { title: 'Vacuum the hall' });
    const done = await t.app.request(
      `/api/todos/${vacuum.id}`,
      as(alice, { method: 'PATCH', body: JSON.stringify({ completed: true, tookMinutes: 60 }) }),
    );
    expect(done.status).toBe(200);
    // The task was added after the runs of the first test (March 2026), so it is the newest time.
    const next = await add(alice, { title: 'Vacuum the bedroom' });
    expect(next.estimate).toEqual({
      low: 20,
      high: 60,
      basis: 'history',
      note: 'from your last 4 times, in tasks and routines',
    });
  });

  it('counts the times said after ticking off time-box tasks of the same kind, and no one else’s', async () => {
    const carol = await createUser(t.app);
    const dan = await createUser(t.app);
    const said = (text: string, minutes: number, day: number) => ({
      taskId: `t${day}`,
      text,
      minutes,
      at: `2026-04-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    });
    const plan = (tookTimes: unknown[]) => ({ addedTasks: [], timer: null, soundOn: true, tookTimes });
    await call(
      dan,
      'PUT',
      '/api/time-box',
      plan([1, 2, 3, 4].map((day) => said('Reply to the emails from work', 5, day))),
    );
    await call(
      carol,
      'PUT',
      '/api/time-box',
      plan([said('Reply to the emails from work', 40, 1), said('Walk the dog', 90, 2)]),
    );
    // Two of the kind are not yet a basis; the walk is another kind.
    const before = await add(carol, { title: 'Answer my emails' });
    expect(before.estimate?.basis).toBe('kind');
    await call(
      carol,
      'PUT',
      '/api/time-box',
      plan([
        said('Reply to the emails from work', 40, 1),
        said('Walk the dog', 90, 2),
        said('Reply to the emails from work', 25, 3),
        said('Answer the inbox', 30, 4),
      ]),
    );
    expect((await add(carol, { title: 'Answer my emails' })).estimate).toEqual({
      low: 25,
      high: 40,
      basis: 'history',
      note: 'from your last 3 times in the time box',
    });
  });

  it('keeps only the newest ten times across the sources', () => {
    const at = (day: number) => new Date(`2026-03-${String(day).padStart(2, '0')}T09:00:00Z`);
    const old = Array.from({ length: 10 }, (_, i) => ({
      minutes: 200,
      at: at(i + 1),
      source: 'task' as const,
    }));
    const recent = Array.from({ length: 10 }, (_, i) => ({
      minutes: 20 + i,
      at: at(i + 15),
      source: 'routine' as const,
    }));
    expect(rangeOfNewest([...old, ...recent])).toEqual({
      low: 22,
      high: 27,
      basis: 'history',
      note: 'from your last 10 times in routines',
    });
  });
});
