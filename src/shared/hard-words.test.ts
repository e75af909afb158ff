import { describe, expect, it } from 'vitest';
import { HARD_WORDS_MAX, hardWords } from './hard-words';

describe('hardWords', () => {
  it('lists long words once each, in the order they first come, and leaves short ones out', () => {
    expect(
      hardWords(
        'The engineer will carefully replace the broken thermostat. Telephone the Engineer if inconvenient.',
      ),
    ).toEqual(['engineer', 'carefully', 'thermostat', 'telephone', 'inconvenient']);
    expect(hardWords('The cat sat on the mat.')).toEqual([]);
  });

  it(`stops at ${HARD_WORDS_MAX} words`, () => {
    const many = Array.from({ length: 40 }, (_, i) => `wonderful${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i}`);
    expect(hardWords(many.join(' '))).toHaveLength(HARD_WORDS_MAX);
  });
});
