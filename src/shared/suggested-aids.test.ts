import { describe, expect, it } from 'vitest';
import { CONDITIONS } from './profile-choices';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { listed, suggestedAids } from './suggested-aids';

describe('reading aids suggested by the onboarding answers (decision 173)', () => {
  it('dyslexia: syllables in long words and word meanings; ADHD: a summary; nothing else', () => {
    expect(suggestedAids(['Dyslexia'], DEFAULT_SETTINGS)).toEqual({
      update: { syllables: 'long', wordMeanings: true },
      names: ['syllables in long words', 'word meanings'],
    });
    expect(suggestedAids(['ADHD'], DEFAULT_SETTINGS)).toEqual({
      update: { offerSummary: true },
      names: ['a summary and a plainer version'],
    });
    expect(suggestedAids(['ADHD', 'Dyslexia'], DEFAULT_SETTINGS).update).toEqual({
      syllables: 'long',
      offerSummary: true,
      wordMeanings: true,
    });
    for (const condition of ['Autism', 'Dyscalculia', 'Dysgraphia', 'Other'] as const) {
      expect(suggestedAids([condition], DEFAULT_SETTINGS)).toEqual({ update: {}, names: [] });
    }
    expect(suggestedAids([], DEFAULT_SETTINGS)).toEqual({ update: {}, names: [] });
  });

  it('never turns an aid off, and leaves an aid already chosen as it is', () => {
    const chosen = { ...DEFAULT_SETTINGS, syllables: 'all' as const, wordMeanings: true };
    expect(suggestedAids([...CONDITIONS], chosen)).toEqual({
      update: { offerSummary: true },
      names: ['a summary and a plainer version'],
    });
  });

  it('lists names as a sentence says them', () => {
    expect(listed(['a'])).toBe('a');
    expect(listed(['a', 'b'])).toBe('a and b');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
