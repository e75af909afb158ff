import { describe, expect, it } from 'vitest';
import { DICTIONARY_SYLLABLES } from './syllable-words';
import { HELD_OUT_SYLLABLES } from './syllable-words-held-out';
import { LONG_WORD, syllableBreaks, syllables } from './syllables';

/** The share of a list the syllables agree with, printing the words that differ. */
function agreement(list: readonly string[], name: string) {
  const differ = list.filter((entry) => syllables(entry.replaceAll('-', '')).join('-') !== entry);
  const share = (list.length - differ.length) / list.length;
  console.info(`syllables, ${name}: ${(share * 100).toFixed(1)}% agree; differ: ${differ.join(' ')}`);
  return share;
}

describe('syllables from hyphenation patterns and the rules of decision 174', () => {
  it('splits words at their syllables', () => {
    expect(syllables('information')).toEqual(['in', 'for', 'ma', 'tion']);
    expect(syllables('Remember')).toEqual(['Re', 'mem', 'ber']);
    expect(syllables('cat')).toEqual(['cat']);
    expect(syllableBreaks('it')).toEqual([]);
    expect(LONG_WORD).toBe(7);
  });

  it('parts what the patterns leave whole, by the rules of English syllables', () => {
    // A lone vowel at the start, and one consonant between two vowel sounds.
    expect(syllables('Open')).toEqual(['O', 'pen']);
    expect(syllables('lemon')).toEqual(['lem', 'on']);
    expect(syllables('city')).toEqual(['cit', 'y']);
    // Consonants spoken as one stay together; a silent e is no syllable.
    expect(syllables('kitchen')).toEqual(['kitch', 'en']);
    expect(syllables('minute')).toEqual(['min', 'ute']);
    // A piece without a vowel joins the next.
    expect(syllables('material')).toEqual(['ma', 'te', 'ri', 'al']);
    // The endings a dictionary keeps whole, and the syllable of -le.
    expect(syllables('comfortable')).toEqual(['com', 'fort', 'able']);
    expect(syllables('dictionary')).toEqual(['dic', 'tio', 'nary']);
    expect(syllables('banana')).toEqual(['ba', 'nana']);
    expect(syllables('vegetable')).toEqual(['veg', 'e', 'ta', 'ble']);
  });

  it('agrees with the dictionary on at least 95.5% of 200 common and long words', () => {
    expect(DICTIONARY_SYLLABLES).toHaveLength(200);
    expect(agreement(DICTIONARY_SYLLABLES, '200 words')).toBeGreaterThanOrEqual(0.955);
  });

  it('agrees on at least 94.2% of 190 other words, kept apart from the rules (the patterns alone: 91.1%)', () => {
    expect(HELD_OUT_SYLLABLES).toHaveLength(190);
    const first = new Set(DICTIONARY_SYLLABLES.map((entry) => entry.toLowerCase()));
    expect(HELD_OUT_SYLLABLES.filter((entry) => first.has(entry.toLowerCase()))).toEqual([]);
    expect(agreement(HELD_OUT_SYLLABLES, '190 held-out words')).toBeGreaterThanOrEqual(179 / 190);
  });
});
