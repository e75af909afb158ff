import { describe, expect, it } from 'vitest';
import { breathAt, CALMING_QUOTES, quoteIndexAt } from './breathing';

const at = (seconds: number) => breathAt(seconds * 1000);

describe('the breathing rhythm', () => {
  it('breathes in for 5 seconds, counting 5 to 1, then out for 7, counting 7 to 1, again and again', () => {
    const shown = Array.from({ length: 24 }, (_, s) => `${at(s).phase} ${at(s).secondsLeft}`);
    const breath = [
      ...[5, 4, 3, 2, 1].map((n) => `inhale ${n}`),
      ...[7, 6, 5, 4, 3, 2, 1].map((n) => `exhale ${n}`),
    ];
    expect(shown).toEqual([...breath, ...breath]);
    expect(at(12).breath).toBe(1);
    expect(breathAt(4999).phase).toBe('inhale');
    expect(breathAt(5000).phase).toBe('exhale');
  });

  it('grows the shape to full on the inhale and empties it on the exhale, in whole-second steps', () => {
    expect(at(0).fullness).toBeCloseTo(0.2);
    expect(at(4).fullness).toBe(1);
    expect(at(5).fullness).toBeCloseTo(6 / 7);
    expect(at(11).fullness).toBe(0);
    expect(breathAt(500).fullness).toBe(at(0).fullness);
  });

  it('has ten quotes and turns to the next one every two breaths, round and round', () => {
    expect(CALMING_QUOTES).toHaveLength(10);
    expect(new Set(CALMING_QUOTES).size).toBe(10);
    expect(quoteIndexAt(23_999)).toBe(0);
    expect(quoteIndexAt(24_000)).toBe(1);
    expect(quoteIndexAt(24_000, 9)).toBe(0);
    expect(quoteIndexAt(240_000, 3)).toBe(3);
  });
});
