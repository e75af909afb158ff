import { describe, expect, it } from 'vitest';
import { clozeAnswers } from './cloze';
import { makeStudyCards } from './study-card-maker';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const BIOLOGY = `Photosynthesis is the process by which green plants turn light, water and carbon dioxide into sugar
and oxygen. It takes place in the chloroplasts of leaf cells. The pigment chlorophyll absorbs mostly red and blue
light. In 1779, Jan Ingenhousz showed that plants need light to make oxygen.

The two stages of photosynthesis:
- the light-dependent reactions
- the Calvin cycle

Plant cells include a cell wall, a large vacuole and chloroplasts.`;

const HISTORY = `The Magna Carta was a charter of rights agreed by King John of England at Runnymede in 1215. It limited
the power of the king and said that free men could not be punished without a lawful judgement. Barons who had
rebelled against the king forced him to seal it. Many later documents, such as the United States Constitution,
drew on its ideas.`;

/** Every answer a card asks for, as it must appear in the notes. */
const answersOf = (card: { kind: string; front: string; back: string }) =>
  card.kind === 'cloze' ? clozeAnswers(card.front) : card.back.split('\n');

describe('the built-in card maker', () => {
  it('makes question cards from definitions and lists, and cloze cards from key sentences', () => {
    const cards = makeStudyCards(BIOLOGY);
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What is Photosynthesis?',
      back: 'the process by which green plants turn light, water and carbon dioxide into sugar and oxygen',
    });
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'The two stages of photosynthesis: name all 2.',
      back: 'the light-dependent reactions\nthe Calvin cycle',
    });
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What do plant cells include?',
      back: 'a cell wall, a large vacuole and chloroplasts',
    });
    expect(cards).toContainEqual({
      kind: 'cloze',
      front: 'In {{c1::1779}}, Jan Ingenhousz showed that plants need light to make oxygen.',
      back: '',
    });
  });

  it('takes every answer word for word from the notes', () => {
    for (const notes of [BIOLOGY, HISTORY]) {
      const cards = makeStudyCards(notes);
      expect(cards.length).toBeGreaterThanOrEqual(3);
      for (const card of cards) {
        for (const answer of answersOf(card)) expect(flat(notes)).toContain(answer);
      }
    }
  });

  it('asks about a named thing, never about "it"', () => {
    const cards = makeStudyCards(HISTORY);
    expect(cards[0]).toEqual({
      kind: 'basic',
      front: 'What was the Magna Carta?',
      back: 'a charter of rights agreed by King John of England at Runnymede in 1215',
    });
    expect(cards.some((card) => card.front.startsWith('What was It'))).toBe(false);
  });

  it('proposes nothing from text without sentences, and at most the asked number', () => {
    expect(makeStudyCards('shopping\nmilk')).toEqual([]);
    expect(makeStudyCards(`${BIOLOGY}\n\n${HISTORY}`, 4)).toHaveLength(4);
  });
});
