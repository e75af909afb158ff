import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveWord, speechChunks, wordAt, wordEnd, wordStart } from './speech-chunks';

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

describe('choosing the word to read from', () => {
  const text = 'Dear Sam,\nThe bins go out on Monday. Please bring them in!  Thank you.';
  const word = (at: number | null) => (at === null ? null : text.slice(at, wordEnd(text, at)));

  it('finds the word at a caret, inside it, before it or in the space after it', () => {
    expect(word(wordAt(text, text.indexOf('bins') + 2))).toBe('bins');
    expect(word(wordAt(text, text.indexOf('bins')))).toBe('bins');
    expect(word(wordAt(text, text.indexOf('  Thank') + 1))).toBe('Thank');
    expect(word(wordAt(text, text.length))).toBe('you.');
    expect(wordAt('   ', 1)).toBeNull();
  });

  it('moves a word at a time, stopping at the first and last words', () => {
    const at = text.indexOf('go');
    expect(word(moveWord(text, at, 1, 'word'))).toBe('out');
    expect(word(moveWord(text, at, -1, 'word'))).toBe('bins');
    expect(word(moveWord(text, 0, -1, 'word'))).toBe('Dear');
    expect(word(moveWord(text, text.indexOf('you.'), 1, 'word'))).toBe('you.');
  });

  it('moves a sentence at a time: a line, a full stop or an exclamation ends one', () => {
    const out = text.indexOf('out');
    expect(word(moveWord(text, out, 1, 'sentence'))).toBe('Please');
    expect(word(moveWord(text, text.indexOf('Please'), 1, 'sentence'))).toBe('Thank');
    expect(word(moveWord(text, out, -1, 'sentence'))).toBe('The');
    expect(word(moveWord(text, text.indexOf('The'), -1, 'sentence'))).toBe('Dear');
    expect(word(moveWord(text, text.indexOf('Thank'), 1, 'sentence'))).toBe('Thank');
  });

  it('always lands on the start of a word of the text', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.nat(),
        fc.boolean(),
        fc.boolean(),
        (s, n, on, bySentence) => {
          const from = wordAt(s, s.length === 0 ? 0 : n % s.length);
          if (from === null) return;
          const to = moveWord(s, from, on ? 1 : -1, bySentence ? 'sentence' : 'word');
          expect(wordStart(s, to)).toBe(to);
          expect(s[to]).toMatch(/\S/u);
        },
      ),
    );
  });
});
