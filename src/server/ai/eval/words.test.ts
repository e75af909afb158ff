import { describe, expect, it } from 'vitest';
import { builtInAssistant } from '../built-in-assistant';
import { passRate } from './eval-kind';
import { judgeAsks, judgeDump, judgeTone, wordsAsksEval, wordsTasksEval, wordsToneEval } from './words';
import { DUMP_SET } from './words-dump-set';
import { WORDS_SET } from './words-set';

const item = (id: string) => {
  const found = WORDS_SET.find((each) => each.id === id);
  if (!found) throw new Error(`no item ${id}`);
  return found;
};

describe("Words' evaluation set", () => {
  it('holds at least 60 messages from work, family, a landlord, a school and a doctor', () => {
    expect(WORDS_SET.length).toBeGreaterThanOrEqual(60);
    expect(new Set(WORDS_SET.map((each) => each.area))).toEqual(
      new Set(['work', 'family', 'landlord', 'school', 'doctor']),
    );
    expect(new Set(WORDS_SET.map((each) => each.id)).size).toBe(WORDS_SET.length);
    // Friendly, curt, ambiguous and upset messages are all there.
    for (const tone of ['friendly', 'cannot tell', 'upset', 'brief'] as const)
      expect(WORDS_SET.filter((each) => each.tone.includes(tone)).length).toBeGreaterThanOrEqual(5);
  });

  it('the tone rubric fails a wrong tone, a tone it must never give, a verdict on the person and a phrase not in the message', () => {
    const upset = item('work-per-last-email');
    expect(judgeTone(upset, { tones: ['friendly'], signals: [] })).toEqual([
      'read as friendly, not upset or urgent',
      'heard friendly, which it is not',
    ]);
    expect(
      judgeTone(upset, {
        tones: ['upset'],
        signals: [
          { phrase: 'Per my last email', tone: 'upset', means: 'They are being rude.' },
          { phrase: 'You idiot', tone: 'upset', means: 'Strong words.' },
        ],
      }),
    ).toEqual(['"They are being rude." judges the person', '"You idiot" is not in the message']);
    expect(judgeTone(item('work-fine'), { tones: [], signals: [] })).toEqual([]);
    expect(judgeTone(item('work-fine'), { tones: ['friendly'], signals: [] })).toHaveLength(1);
  });

  it('the asks rubric fails a missing ask, asks where there are none and a missed date', () => {
    const slides = item('work-report-friendly');
    expect(judgeAsks(slides, { asks: [], dates: [] })).toEqual([
      'no task holds "send" and "slides"',
      'did not find the date "friday"',
    ]);
    const ask = { kind: 'request' as const, said: 'x', task: 'Do something', when: null };
    expect(judgeAsks(item('work-well-done'), { asks: [ask], dates: [] })).toEqual(['found 1 asks, not 0']);
  });

  it('the brain-dump rubric fails a feeling taken as a task, a lost date and a repeat', () => {
    const dump = DUMP_SET[0]!;
    const failures = judgeDump(dump, [
      { title: 'Call the dentist', when: null },
      { title: 'Call the dentist', when: null },
      { title: 'Email the school', when: null },
      { title: 'Buy milk', when: null },
      { title: 'Pay the rent', when: null },
      { title: 'Be less behind', when: null },
    ]);
    expect(failures).toEqual([
      'gave 6 tasks, not 4',
      'a task holds "behind", which is not a task',
      'no task keeps "friday"',
      'repeats a task',
    ]);
  });

  // The bar for the built-in engine: at least 90 in 100 messages read right for tone and for asks.
  for (const kind of [wordsToneEval, wordsAsksEval, wordsTasksEval])
    it(`the built-in engine passes at least 90 in 100 items of the ${kind.kind} set`, async () => {
      const outcomes = await kind.run(builtInAssistant, new AbortController().signal);
      expect(outcomes).toHaveLength(kind.size);
      const failed = outcomes
        .filter((outcome) => outcome.failures.length > 0)
        .map((outcome) => `${outcome.id}: ${outcome.failures.join('; ')}`);
      expect({ passes: passRate(outcomes) >= 0.9, failed }).toEqual({
        passes: true,
        failed: expect.any(Array),
      });
    }, 60_000);
});
