import { describe, expect, it } from 'vitest';
import type { Assistant } from '../assistant';
import { builtInAssistant } from '../built-in-assistant';
import { PASS_RATE_TARGET, passRate } from './eval-kind';
import { EVAL_KINDS } from './index';
import { judgeRoutine, routinesEval } from './routines';
import { ROUTINE_SET } from './routines-set';

const signal = new AbortController().signal;
const item = (id: string) => ROUTINE_SET.find((candidate) => candidate.id === id)!;

/** Before decision 151, "Work out in the morning" was read by its first known word, "work". */
const WORK_MORNING = [
  'Wake up and stretch (about 5 min)',
  'Wash or shower (about 10 min)',
  'Get dressed (about 10 min)',
  'Breakfast (about 15 min)',
  'Pack your bag and lunch (about 5 min)',
  'Keys, phone, wallet (about 2 min)',
  'Shoes and coat on (about 3 min)',
];

describe('the routine builder’s evaluation set', () => {
  it('holds at least 20 sentences and is in EVAL_KINDS', () => {
    expect(ROUTINE_SET.length).toBeGreaterThanOrEqual(20);
    expect(new Set(ROUTINE_SET.map((i) => i.id)).size).toBe(ROUTINE_SET.length);
    expect(EVAL_KINDS).toContain(routinesEval);
    expect(routinesEval.kind).toBe('routines');
  });

  it(`is passed by the built-in engine at ${PASS_RATE_TARGET * 100}% or more`, async () => {
    const outcomes = await routinesEval.run(builtInAssistant, signal);
    const failed = outcomes
      .filter((o) => o.failures.length > 0)
      .map((o) => `${o.input}: ${o.failures.join('; ')}`);
    expect(passRate(outcomes), failed.join('\n')).toBeGreaterThanOrEqual(PASS_RATE_TARGET);
  });

  it('fails the old answer that read "work out" as work, and steps without minutes or of another routine', async () => {
    const failures = judgeRoutine(item('work-out-morning'), WORK_MORNING);
    expect(failures).toContain('no step about warm');
    expect(failures).toContain('"Keys, phone, wallet" does not belong in it');
    expect(judgeRoutine(item('wind-down'), ['Screens off', 'Brush teeth', 'Pyjamas on'])).toContain(
      '"Screens off" has no minutes',
    );
    expect(judgeRoutine(item('twenty-minutes'), WORK_MORNING)).toContain('takes 50 minutes, not 15 to 25');
    const oneAnswer: Assistant = { ...builtInAssistant, routineSteps: async () => WORK_MORNING };
    expect(passRate(await routinesEval.run(oneAnswer, signal))).toBeLessThan(0.5);
  });
});
