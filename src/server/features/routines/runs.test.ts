import { describe, expect, it } from 'vitest';
import type { Routine, RoutineRun } from '../../../shared/routines';
import { useFeatureTest } from '../../test/feature';

const { alice, bob, request, add } = useFeatureTest<Routine>('/api/routines');

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
});
