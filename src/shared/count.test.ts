import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('groups thousands with commas, as English writes them', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(100_000)).toBe('100,000');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1500)).toBe('-1,500');
  });

  it('writes every whole number as the browser’s English number format does', () => {
    for (const n of [7, 12, 345, 6789, 10_000, 54_321, 987_654, 12_345_678, -42, -100_000]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-GB'));
    }
  });
});
