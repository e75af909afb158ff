import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Series } from './series';
import {
  blockCounts,
  durationWords,
  maxBlocks,
  minutesAfter,
  RHYTHM_LENGTHS,
  SERIES_BREAK_MINUTES,
  SERIES_FOCUS_MINUTES,
  SERIES_MAX_MINUTES,
  seriesMinutes,
  seriesSchema,
  seriesSteps,
} from './series';

const lengths = fc.record({
  focusMinutes: fc.constantFrom(...SERIES_FOCUS_MINUTES),
  breakMinutes: fc.constantFrom(...SERIES_BREAK_MINUTES),
});

describe('a series of blocks', () => {
  it('offers from 2 blocks up to the most that fit in four hours, breaks included, for any lengths', () => {
    fc.assert(
      fc.property(lengths, ({ focusMinutes, breakMinutes }) => {
        const counts = blockCounts({ focusMinutes, breakMinutes });
        expect(counts[0]).toBe(2);
        const most = counts.at(-1) ?? 0;
        const series = (count: number): Series => ({
          rhythm: 'own',
          focusMinutes,
          breakMinutes,
          count,
          step: 0,
        });
        expect(seriesMinutes(series(most))).toBeLessThanOrEqual(SERIES_MAX_MINUTES);
        expect(seriesMinutes(series(most + 1))).toBeGreaterThan(SERIES_MAX_MINUTES);
        expect(seriesSchema.safeParse(series(most)).success).toBe(true);
        expect(seriesSchema.safeParse(series(most + 1)).success).toBe(false);
      }),
    );
  });

  it('offers the usual rhythms as many blocks as an afternoon holds', () => {
    expect(maxBlocks(RHYTHM_LENGTHS['25-5'].focusMinutes, RHYTHM_LENGTHS['25-5'].breakMinutes)).toBe(8);
    expect(maxBlocks(RHYTHM_LENGTHS['50-10'].focusMinutes, RHYTHM_LENGTHS['50-10'].breakMinutes)).toBe(4);
    expect(maxBlocks(RHYTHM_LENGTHS['90-15'].focusMinutes, RHYTHM_LENGTHS['90-15'].breakMinutes)).toBe(2);
  });

  it('goes block, break, block, with a break only between two blocks', () => {
    const series: Series = { rhythm: '25-5', focusMinutes: 25, breakMinutes: 5, count: 3, step: 0 };
    expect(seriesSteps(series).map((step) => `${step.kind} ${step.block} ${step.minutes}`)).toEqual([
      'focus 1 25',
      'break 1 5',
      'focus 2 25',
      'break 2 5',
      'focus 3 25',
    ]);
    expect(seriesMinutes(series)).toBe(85);
    expect(minutesAfter(series, 1)).toBe(55);
    expect(minutesAfter(series, 4)).toBe(0);
  });

  it('says lengths as people do', () => {
    expect(durationWords(1)).toBe('1 minute');
    expect(durationWords(45)).toBe('45 minutes');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(230)).toBe('3 hours 50 minutes');
    expect(durationWords(0)).toBe('0 minutes');
  });
});
