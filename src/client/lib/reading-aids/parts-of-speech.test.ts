import { describe, expect, it } from 'vitest';
import type { PartOfSpeech } from './parts-of-speech';
import { partsOfSpeech } from './parts-of-speech';
import { TAGGED_SENTENCES } from './tagged-sentences';

const MARKS: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adjective', r: 'adverb' };

/** A hand-tagged sentence as its text and the answer for each word, by the offset where the word starts. */
function readTagged(tagged: string) {
  let text = '';
  const answers: { start: number; word: string; part: PartOfSpeech | null }[] = [];
  for (const token of tagged.split(' ')) {
    if (text) text += ' ';
    const match = /^([\p{L}']+)(?:\/([nvar]))?(\p{P}*)$/u.exec(token);
    if (!match) throw new Error(`Not a tagged word: ${token}`);
    const [, word = '', mark, after = ''] = match;
    answers.push({ start: text.length, word, part: mark ? (MARKS[mark] ?? null) : null });
    text += word + after;
  }
  return { text, answers };
}

describe('parts of speech (decision 165)', () => {
  it('marks nouns, verbs, adjectives and adverbs by where each word starts', () => {
    const marks = partsOfSpeech('The small cat slept quietly.');
    expect(marks.get(4)).toBe('adjective');
    expect(marks.get(10)).toBe('noun');
    expect(marks.get(14)).toBe('verb');
    expect(marks.get(20)).toBe('adverb');
    expect(marks.has(0)).toBe(false);
  });

  it('agrees with 50 hand-tagged sentences on at least 95% of their words', () => {
    expect(TAGGED_SENTENCES).toHaveLength(50);
    let words = 0;
    let agree = 0;
    const differ: string[] = [];
    for (const tagged of TAGGED_SENTENCES) {
      const { text, answers } = readTagged(tagged);
      const marks = partsOfSpeech(text);
      for (const answer of answers) {
        words += 1;
        const found = marks.get(answer.start) ?? null;
        if (found === answer.part) agree += 1;
        else differ.push(`${answer.word} (${answer.part ?? '-'} / ${found ?? '-'})`);
      }
    }
    const agreement = agree / words;
    console.info(
      `parts of speech: ${agree}/${words} words agree (${(agreement * 100).toFixed(1)}%): ${differ.join(', ')}`,
    );
    expect(agreement).toBeGreaterThanOrEqual(0.95);
  });
});
