import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_RUNS, estimateWords, learnedEstimate } from './estimates';

const run = (minutes: number, state: 'done' | 'skipped' = 'done', stepId = 'wash') => ({
  steps: [
    { stepId, state, seconds: Math.round(minutes * 60) },
    { stepId: 'other', state: 'done' as const, seconds: 60 },
  ],
});

describe('learnedEstimate', () => {
  it('gives the median of the done runs, in whole minutes, once there are three', () => {
    expect(learnedEstimate([run(12), run(11)], 'wash', 5)).toBeUndefined();
    expect(learnedEstimate([run(12), run(11), run(30)], 'wash', 5)).toEqual({ minutes: 12, runs: 3 });
    expect(learnedEstimate([run(12), run(11), run(13), run(14)], 'wash', 5)).toEqual({
      minutes: 13,
      runs: 4,
    });
  });

  it('looks only at the newest runs, and never at skipped ones', () => {
    const newest = Array.from({ length: ESTIMATE_RUNS }, () => run(20));
    const older = Array.from({ length: 20 }, () => run(5));
    expect(learnedEstimate([...newest, ...older], 'wash', 5)).toEqual({ minutes: 20, runs: ESTIMATE_RUNS });
    const skipped = [run(1, 'skipped'), run(1, 'skipped'), run(1, 'skipped'), run(9), run(9)];
    expect(learnedEstimate(skipped, 'wash', 5)).toBeUndefined();
  });

  it('stays quiet when the difference is small', () => {
    // One minute is never worth a word; nor two minutes on a 30-minute step.
    expect(learnedEstimate([run(6), run(6), run(6)], 'wash', 5)).toBeUndefined();
    expect(learnedEstimate([run(32), run(32), run(32)], 'wash', 30)).toBeUndefined();
    expect(learnedEstimate([run(40), run(40), run(40)], 'wash', 30)).toEqual({ minutes: 40, runs: 3 });
  });

  it('learns shorter steps too, and never less than a minute', () => {
    expect(learnedEstimate([run(3), run(3), run(4)], 'wash', 10)).toEqual({ minutes: 3, runs: 3 });
    expect(learnedEstimate([run(0.1), run(0.2), run(0)], 'wash', 10)).toEqual({ minutes: 1, runs: 3 });
  });

  it('leaves steps with no set length alone', () => {
    expect(learnedEstimate([run(12), run(12), run(12)], 'wash', null)).toBeUndefined();
  });

  it('offers a valid step length that differs meaningfully, or nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 86_400 }), { maxLength: 15 }),
        fc.integer({ min: 1, max: 240 }),
        (seconds, planned) => {
          const runs = seconds.map((s) => ({ steps: [{ stepId: 'a', state: 'done' as const, seconds: s }] }));
          const learned = learnedEstimate(runs, 'a', planned);
          if (!learned) return;
          expect(Number.isInteger(learned.minutes)).toBe(true);
          expect(learned.minutes).toBeGreaterThanOrEqual(1);
          expect(learned.minutes).toBeLessThanOrEqual(240);
          expect(learned.runs).toBeGreaterThanOrEqual(3);
          expect(Math.abs(learned.minutes - planned)).toBeGreaterThanOrEqual(2);
        },
      ),
    );
  });
});

describe('estimateWords', () => {
  it('says what usually happens, calmly', () => {
    expect(estimateWords({ minutes: 12, runs: 4 }, 5)).toBe('This step usually takes you 12 minutes, not 5.');
    expect(estimateWords({ minutes: 1, runs: 4 }, 5)).toBe('This step usually takes you 1 minute, not 5.');
  });
});
