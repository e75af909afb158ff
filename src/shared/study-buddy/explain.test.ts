import { describe, expect, it } from 'vitest';
import { cardExplainRequestSchema, cardStatement, explainSimply } from './explain';

describe('the built-in "Explain it more simply"', () => {
  it('fills in a cloze card and names the hidden part first among its key words', () => {
    const card = {
      kind: 'cloze' as const,
      front: 'Plants make their food in the {{c1::chloroplasts}} of leaf cells.',
      back: '',
    };
    expect(explainSimply(card)).toEqual({
      lines: ['Plants make their food in the chloroplasts of leaf cells.'],
      keyTerms: ['chloroplasts'],
    });
  });

  it('turns a "What is" card into one statement', () => {
    const card = {
      kind: 'basic' as const,
      front: 'What is photosynthesis?',
      back: 'the process by which green plants turn light, water and carbon dioxide into sugar and oxygen',
    };
    expect(cardStatement(card)).toBe(
      'Photosynthesis is the process by which green plants turn light, water and carbon dioxide into sugar and oxygen',
    );
    expect(explainSimply(card)).toEqual({
      lines: [
        'Photosynthesis is the process by which green plants turn light, water and carbon dioxide into sugar and oxygen.',
      ],
      keyTerms: ['Photosynthesis', 'process', 'dioxide'],
    });
  });

  it('cuts a long answer into short sentences at its semicolons and colons, and keeps a question as it was asked', () => {
    const card = {
      kind: 'basic' as const,
      front: 'Why do leaves look green?',
      back: 'chlorophyll absorbs red and blue light; it reflects green light, but not all of it',
    };
    expect(explainSimply(card).lines).toEqual([
      'Why do leaves look green?',
      'Chlorophyll absorbs red and blue light.',
      'It reflects green light, but not all of it.',
    ]);
  });

  it('asks for a card by its id, with a plain message otherwise', () => {
    expect(cardExplainRequestSchema.safeParse({ cardId: 'nope' }).error?.issues[0]?.message).toBe(
      'Please choose a card to explain.',
    );
  });
});
