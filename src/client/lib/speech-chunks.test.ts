import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { speechChunks, wordEnd, wordStart } from './speech-chunks';

describe('speechChunks', () => {
  it('cuts at sentence ends and keeps each chunk short', () => {
    const text = 'One calm sentence here. '.repeat(30);
    const chunks = speechChunks(text, 0, 100);
    expect(chunks.every((c) => c.text.length <= 100)).toBe(true);
    expect(chunks[0]?.text.endsWith('. ')).toBe(true);
  });

  it('gives back the text from the offset, with offsets that point into it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 600 }),
        fc.nat(),
        fc.integer({ min: 5, max: 300 }),
        (text, at, max) => {
          const from = text.length === 0 ? 0 : at % text.length;
          const chunks = speechChunks(text, from, max);
          expect(chunks.map((c) => c.text).join('')).toBe(text.slice(from));
          for (const chunk of chunks)
            expect(text.slice(chunk.start, chunk.start + chunk.text.length)).toBe(chunk.text);
        },
      ),
    );
  });
});

describe('word edges', () => {
  it('finds where a word starts and ends', () => {
    const text = 'Read this, slowly.';
    expect(wordEnd(text, 5)).toBe(10);
    expect(wordStart(text, 8)).toBe(5);
    expect(wordStart(text, 0)).toBe(0);
  });
});
