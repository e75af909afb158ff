import { describe, expect, it } from 'vitest';
import { DICTIONARY_SYLLABLES } from './syllable-words';
import { LONG_WORD, syllableBreaks, syllables } from './syllables';

describe('syllables from hyphenation patterns (decision 164)', () => {
  it('splits words at their syllables', () => {
    expect(syllables('information')).toEqual(['in', 'for', 'ma', 'tion']);
    expect(syllables('Remember')).toEqual(['Re', 'mem', 'ber']);
    expect(syllables('cat')).toEqual(['cat']);
    expect(syllableBreaks('it')).toEqual([]);
    // Never a letter left alone at either end: hyphenation points only approximate syllables.
    expect(syllables('about')).toEqual(['about']);
    expect(LONG_WORD).toBe(7);
  });

  it('agrees with the dictionary on at least 86.5% of 200 common and long words', () => {
    expect(DICTIONARY_SYLLABLES).toHaveLength(200);
    const differ = DICTIONARY_SYLLABLES.filter((entry) => {
      const word = entry.replaceAll('-', '');
      return syllables(word).join('-') !== entry;
    });
    const agreement = (200 - differ.length) / 200;
    console.info(`syllables: ${(agreement * 100).toFixed(1)}% agree; differ: ${differ.join(' ')}`);
    expect(agreement).toBeGreaterThanOrEqual(0.865);
  });
});
