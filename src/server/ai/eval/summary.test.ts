import { describe, expect, it } from 'vitest';
import { builtInAssistant } from '../built-in-assistant';
import { summarise } from '../words/summary';
import { passRate } from './eval-kind';
import { judgeSummary, summaryEval } from './summary';
import { SUMMARY_SET } from './summary-set';

const item = (id: string) => {
  const found = SUMMARY_SET.find((each) => each.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe("the summaries' evaluation set", () => {
  it('holds 20 long texts from home, school, health, work, money and reading', () => {
    expect(SUMMARY_SET.length).toBeGreaterThanOrEqual(20);
    expect(new Set(SUMMARY_SET.map((each) => each.area)).size).toBe(6);
    expect(new Set(SUMMARY_SET.map((each) => each.id)).size).toBe(SUMMARY_SET.length);
  });

  it('fails a summary that drops the point, keeps padding, runs long or says a number the text does not', () => {
    const rent = item('home-rent-rise');
    expect(judgeSummary(rent, { sentences: [] })).toEqual(['gave no summary of a long text']);
    expect(
      judgeSummary(rent, {
        sentences: ['The car park will be repainted.', 'Please sign the lease by 16 April.'],
      }),
    ).toEqual([
      'leaves out "lease" and "15 april"',
      'keeps "car park", which the point does not need',
      'says 16, which the text does not',
    ]);
    expect(judgeSummary(rent, { sentences: [rent.text] })).toContain('is more than half the text');
    expect(judgeSummary(rent, { sentences: ['Sign the new lease and send it back by 15 April.'] })).toEqual(
      [],
    );
  });

  it('the built-in engine picks whole sentences of the text, and passes at least 85 in 100 items', async () => {
    const outcomes = await summaryEval.run(builtInAssistant, new AbortController().signal);
    for (const outcome of outcomes)
      for (const sentence of outcome.answer) expect(outcome.input).toContain(sentence);
    const failed = outcomes.filter((outcome) => outcome.failures.length > 0).map((outcome) => outcome.id);
    expect({ passes: passRate(outcomes) >= 0.85, failed }).toEqual({
      passes: true,
      failed: expect.any(Array),
    });
  });

  it('gives nothing for a text of fewer than four sentences', () => {
    expect(
      summarise('We moved the meeting to Thursday at two. Please bring your plan. Thank you all.'),
    ).toEqual([]);
  });
});
