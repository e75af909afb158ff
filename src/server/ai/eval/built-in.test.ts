import { describe, expect, it } from 'vitest';
import { builtInAssistant } from '../built-in-assistant';
import { PASS_RATE_TARGET, passRate } from './eval-kind';
import { EVAL_KINDS } from './index';

// Every evaluation set against the built-in engine (decision 149): the bar is 95% of items passing their
// rubric, or a set's own lower bar where the engine says what it cannot do. A failure lists each item that failed
// and why, so the report says what to fix.
describe('the built-in engine against the evaluation sets', () => {
  for (const kind of EVAL_KINDS)
    it(`passes at least ${Math.round((kind.builtInTarget ?? PASS_RATE_TARGET) * 100)} in 100 items of the ${kind.kind} set`, async () => {
      const outcomes = await kind.run(builtInAssistant, new AbortController().signal);
      expect(outcomes).toHaveLength(kind.size);
      const failed = outcomes
        .filter((outcome) => outcome.failures.length > 0)
        .map((outcome) => `${outcome.input}: ${outcome.failures.join('; ')}`);
      expect({ rate: passRate(outcomes) >= (kind.builtInTarget ?? PASS_RATE_TARGET), failed }).toEqual({
        rate: true,
        failed: expect.any(Array),
      });
    }, 60_000);
});
