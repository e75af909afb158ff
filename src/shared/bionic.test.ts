import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bionicWords, boldPrefixLength, readingSegments } from './bionic';

const render = (text: string, rounding: 'up' | 'down' = 'up') =>
  bionicWords(text, rounding)
    .map(({ bold, rest }) => (bold ? `[${bold}]${rest}` : rest))
    .join('');

describe('boldPrefixLength', () => {
  it.each([
    ['a', 1, 0],
    ['to', 1, 1],
    ['the', 2, 1],
    ['read', 2, 2],
    ['hello', 3, 2],
    ['', 0, 0],
  ])('bolds %j: %i rounded up, %i rounded down', (word, up, down) => {
    expect(boldPrefixLength(word, 'up')).toBe(up);
    expect(boldPrefixLength(word, 'down')).toBe(down);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(boldPrefixLength('𝒜𝒷𝒸', 'up')).toBe(2);
  });
});

describe('bionicWords', () => {
  it('bolds the first half of each word, rounded up (docs/product.md#calls)', () => {
    expect(render('Break tasks into a few parts')).toBe('[Bre]ak [tas]ks [in]to [a] [fe]w [par]ts');
  });

  it('rounds down when asked (the converter of docs/product.md#limits)', () => {
    expect(render('Break tasks into a few parts', 'down')).toBe('[Br]eak [ta]sks [in]to a [f]ew [pa]rts');
  });

  it('leaves punctuation, spaces and line breaks as they are', () => {
    expect(render('Hi, you!\n  (Ready?)')).toBe('[H]i, [yo]u!\n  ([Rea]dy?)');
  });

  it('keeps inner apostrophes inside the word', () => {
    expect(render("don't")).toBe("[don]'t");
  });

  it('handles accented letters and digits', () => {
    expect(render('café 2026')).toBe('[ca]fé [20]26');
  });

  it('returns nothing for empty text', () => {
    expect(bionicWords('')).toEqual([]);
  });

  it('always gives back the text it was given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const joined = bionicWords(text)
          .map((s) => s.bold + s.rest)
          .join('');
        return joined === text;
      }),
    );
  });
});

describe('readingSegments', () => {
  const join = (segments: { bold: string; rest: string }[]) => segments.map((s) => s.bold + s.rest).join('');

  it('leaves text alone in normal mode', () => {
    expect(readingSegments('Read this.', 'normal')).toEqual([{ bold: '', rest: 'Read this.' }]);
  });

  it('bolds the first letter of each word in bold-start mode', () => {
    const segments = readingSegments('Read this, now.', 'bold-start');
    expect(segments.filter((s) => s.bold).map((s) => s.bold)).toEqual(['R', 't', 'n']);
    expect(join(segments)).toBe('Read this, now.');
  });

  it('bolds the first half, rounded up, in bionic mode', () => {
    const segments = readingSegments('Focus', 'bionic');
    expect(segments).toEqual([{ bold: 'Foc', rest: 'us' }]);
  });
});
