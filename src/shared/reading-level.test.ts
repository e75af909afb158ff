import { describe, expect, it } from 'vitest';
import { countSyllables, readingLevel } from './reading-level';

describe('reading level in words (decision 164)', () => {
  it('counts syllables near enough', () => {
    expect(
      ['cat', 'table', 'make', 'information', 'reading', 'jumped', 'beautiful'].map(countSyllables),
    ).toEqual([1, 2, 1, 4, 2, 1, 3]);
  });

  it('calls a short plain text easy and a dense one hard', () => {
    expect(readingLevel('The cat sat on the mat. It was warm. We had tea.')).toBe('very easy');
    expect(
      readingLevel(
        'Your appointment is on Tuesday at ten. Please bring your letter and a photo. Call us if you cannot come.',
      ),
    ).toMatch(/easy/);
    expect(
      readingLevel(
        'Notwithstanding the aforementioned considerations, the administrative authority retains discretionary jurisdiction regarding the determination of eligibility for supplementary financial assistance.',
      ),
    ).toBe('very hard');
    expect(readingLevel('  12 34 ')).toBeNull();
  });
});
