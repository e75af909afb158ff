import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chunkParagraphs, chunkSizes, splitSentences } from './reading-chunks';

/** Milliseconds of CPU time this process has spent since `started` (from process.cpuUsage()). */
function cpuMs(started: NodeJS.CpuUsage) {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

const LETTER =
  'Dr. Patel read your letter on Monday. She agrees with the plan, e.g. the shorter visits. ' +
  'Your next visit is at 10 a.m. on Friday. Please bring the form (No. 4) with you. ' +
  'Mrs. J. Smith will meet you at the door. Call us if anything changes!';

describe('splitSentences', () => {
  it('keeps abbreviations, initials and dotted forms inside their sentence', () => {
    expect(splitSentences(LETTER)).toEqual([
      'Dr. Patel read your letter on Monday. ',
      'She agrees with the plan, e.g. the shorter visits. ',
      'Your next visit is at 10 a.m. on Friday. ',
      'Please bring the form (No. 4) with you. ',
      'Mrs. J. Smith will meet you at the door. ',
      'Call us if anything changes!',
    ]);
  });

  it('ends a sentence at ! ? … and closing quotes, but not before a small letter or inside a number', () => {
    expect(splitSentences('Really? Yes! "Wait…" Then 3.5 kg. 2 more. it is fine.')).toEqual([
      'Really? ',
      'Yes! ',
      '"Wait…" ',
      'Then 3.5 kg. ',
      '2 more. it is fine.',
    ]);
  });
});

describe('chunkSizes', () => {
  it('uses chunks of two or three sentences, never one', () => {
    expect(chunkSizes(3)).toEqual([3]);
    expect(chunkSizes(4)).toEqual([2, 2]);
    expect(chunkSizes(5)).toEqual([3, 2]);
    expect(chunkSizes(7)).toEqual([3, 2, 2]);
    expect(chunkSizes(9)).toEqual([3, 3, 3]);
    for (let n = 4; n < 60; n += 1) {
      const sizes = chunkSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(sizes.every((size) => size === 2 || size === 3)).toBe(true);
    }
  });
});

describe('chunkParagraphs', () => {
  it('breaks a long paragraph into chunks with a blank line between', () => {
    expect(chunkParagraphs(LETTER)).toBe(
      'Dr. Patel read your letter on Monday. She agrees with the plan, e.g. the shorter visits. ' +
        'Your next visit is at 10 a.m. on Friday.\n\n' +
        'Please bring the form (No. 4) with you. Mrs. J. Smith will meet you at the door. ' +
        'Call us if anything changes!',
    );
  });

  it('leaves short paragraphs, line breaks and the lines around a long one as they are', () => {
    const text = 'Dear Sam,\r\n\nOne. Two. Three. Four.\n  Short line.\n\n';
    expect(chunkParagraphs(text)).toBe('Dear Sam,\r\n\nOne. Two.\n\nThree. Four.\n  Short line.\n\n');
    expect(chunkParagraphs('One. Two. Three.')).toBe('One. Two. Three.');
    expect(chunkParagraphs('')).toBe('');
  });

  const sentence = fc.constantFrom(
    'Dr. Who came.',
    'It rained e.g. twice!',
    'Why?',
    'See Fig. 2 and p. 4.',
    '"Go," she said.',
    'at 5 p.m. it ended.',
    '東京に行きました。',
  );
  const paragraphs = fc
    .array(fc.array(sentence, { maxLength: 12 }), { maxLength: 4 })
    .map((lines) => lines.map((line) => line.join(' ')).join('\n'));

  it('changes only the space between sentences, and gives chunks of two or three', () => {
    fc.assert(
      fc.property(paragraphs, (text) => {
        const out = chunkParagraphs(text);
        expect(out.replace(/\s+/g, '')).toBe(text.replace(/\s+/g, ''));
        expect(chunkParagraphs(out)).toBe(out);
        for (const line of out.split('\n')) expect(splitSentences(line).length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('breaks a very long paragraph quickly', () => {
    // Timed in this process's CPU time, which other work on the machine does not stretch (decision 141).
    const started = process.cpuUsage();
    const out = chunkParagraphs('Dr. Lee said so, e.g. twice. It rained. '.repeat(2_500));
    expect(cpuMs(started)).toBeLessThan(1_000);
    expect(out.split('\n\n')).toHaveLength(1_667);
  });
});
