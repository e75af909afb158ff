import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Routine, RoutineRun } from '../../../shared/routine-planner/routines';
import { RUNS_KEPT } from '../../../shared/routine-planner/routines';
import { routineRuns } from '../../db/schema';
import { useFeatureTest } from '../../test/feature';
import { createUser } from '../../test/users';

const { t, alice, bob, request, add } = useFeatureTest<Routine>('/api/routines');

const runAt = (day: number, seconds: number, stepId: string) => ({
  startedAt: `2026-03-${String(day).padStart(2, '0')}T07:30:00.000Z`,
  finishedAt: `2026-03-${String(day).padStart(2, '0')}T07:50:00.000Z`,
  steps: [{ stepId, title: 'Shower', plannedMinutes: 5, state: 'done', seconds }],
});

describe('GET /api/routines/:id/runs', () => {
  it("reads a routine's kept runs, newest first, for its owner only", async () => {
    const routine = await add(alice, { name: 'Morning', steps: [{ title: 'Shower', minutes: 5 }] });
    const stepId = routine.steps[0]!.id;
    for (const [day, seconds] of [
      [3, 600],
      [5, 720],
      [4, 660],
    ] as const) {
      expect((await request(alice, 'POST', `/${routine.id}/runs`, runAt(day, seconds, stepId))).status).toBe(
        201,
      );
    }
    const res = await request(alice, 'GET', `/${routine.id}/runs`);
    expect(res.status).toBe(200);
    const runs = (await res.json()) as RoutineRun[];
    expect(runs.map((run) => run.steps[0]?.seconds)).toEqual([720, 660, 600]);
    expect(runs[0]).toMatchObject({ routineId: routine.id, startedAt: '2026-03-05T07:30:00.000Z' });
    expect((await request(bob, 'GET', `/${routine.id}/runs`)).status).toBe(404);
    const fresh = await add(bob, { name: 'Evening' });
    expect(await (await request(bob, 'GET', `/${fresh.id}/runs`)).json()).toEqual([]);
  });

  it('keeps a run with what each step became, only for the person’s own routine', async () => {
    const routine = await add(alice, {
      name: 'Morning',
      steps: [
        { title: 'Wake up', minutes: 5 },
        { title: 'Shower', minutes: 10 },
      ],
    });
    const [wake, shower] = routine.steps;
    const run = {
      startedAt: '2026-03-02T07:30:00.000Z',
      finishedAt: '2026-03-02T07:45:00.000Z',
      steps: [
        { stepId: wake!.id, title: wake!.title, plannedMinutes: 5, state: 'done', seconds: 412 },
        { stepId: shower!.id, title: shower!.title, plannedMinutes: 10, state: 'skipped', seconds: 2 },
      ],
    };
    const res = await request(alice, 'POST', `/${routine.id}/runs`, run);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ ...run, routineId: routine.id });
    const foreign = await request(bob, 'POST', `/${routine.id}/runs`, run);
    expect(foreign.status).toBe(404);
    const bad = await request(alice, 'POST', `/${routine.id}/runs`, {
      ...run,
      steps: [{ ...run.steps[0], state: 'maybe' }],
    });
    expect(await bad.json()).toEqual({
      error: {
        code: 'invalid_request',
        message: 'steps.0.state: Please say whether each step was done or skipped.',
      },
    });
    const backwards = await request(alice, 'POST', `/${routine.id}/runs`, {
      ...run,
      startedAt: run.finishedAt,
      finishedAt: run.startedAt,
    });
    expect(backwards.status).toBe(400);
    const rows = await t.database.db.select().from(routineRuns).where(eq(routineRuns.routineId, routine.id));
    expect(rows).toHaveLength(1);
  });

  it(`keeps the newest ${RUNS_KEPT} runs of a routine`, async () => {
    const me = await createUser(t.app);
    const routine = await add(me, { name: 'Often' });
    await t.database.db.insert(routineRuns).values(
      Array.from({ length: RUNS_KEPT }, (_, i) => ({
        userId: me.id,
        routineId: routine.id,
        startedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        finishedAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const res = await request(me, 'POST', `/${routine.id}/runs`, {
      startedAt: '2026-03-02T07:30:00.000Z',
      finishedAt: '2026-03-02T07:31:00.000Z',
      steps: [],
    });
    const kept = (await res.json()) as RoutineRun;
    const rows = await t.database.db.select().from(routineRuns).where(eq(routineRuns.routineId, routine.id));
    expect(rows).toHaveLength(RUNS_KEPT);
    expect(rows.map((r) => r.id)).toContain(kept.id);
    expect(rows.map((r) => r.startedAt.toISOString())).not.toContain('2026-01-01T00:00:00.000Z');
  });
});
