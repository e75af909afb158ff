import { describe, expect, it } from 'vitest';
import { clozeAnswers } from '../../shared/study-buddy/cloze';
import type { ProposedCard } from '../../shared/study-buddy/study';
import { makeStudyCards, sentences } from './built-in-cards';

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
const answersOf = (card: ProposedCard) =>
  card.kind === 'cloze' ? clozeAnswers(card.front) : card.back.split('\n');

describe('the built-in card maker', () => {
  it('makes question cards from definitions and lists, and cloze cards hiding whole terms', () => {
    const cards = makeStudyCards(BIOLOGY);
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What is photosynthesis?',
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
      front: 'The pigment {{c1::chlorophyll}} absorbs mostly red and blue light.',
      back: '',
    });
    expect(cards).toContainEqual({
      kind: 'cloze',
      front: 'In 1779, {{c1::Jan Ingenhousz}} showed that plants need light to make oxygen.',
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
    expect(cards.some((card) => /\bIt\b|\bit\b/.test(card.front.split('{{')[0] ?? ''))).toBe(false);
  });

  it('hides a whole date and a whole name, never a piece of either', () => {
    const cards = makeStudyCards(
      'On 14 July 1789, a crowd in Paris stormed the Bastille. The Reign of Terror lasted from September 1793 to July 1794.',
    );
    const gaps = cards.flatMap((card) => clozeAnswers(card.front));
    expect(gaps).toContain('Bastille');
    for (const gap of gaps) expect(['14', '1789', 'July', '1793', 'Reign', 'Terror']).not.toContain(gap);
    expect(gaps.some((gap) => ['September 1793', 'July 1794', 'Reign of Terror'].includes(gap))).toBe(true);
  });

  it('reads glossary lines and "used for" sentences as questions', () => {
    expect(
      makeStudyCards('- ATP = adenosine triphosphate\n- covalent bond - a shared pair of electrons'),
    ).toEqual([
      { kind: 'basic', front: 'What does “ATP” mean?', back: 'adenosine triphosphate' },
      { kind: 'basic', front: 'What is a covalent bond?', back: 'a shared pair of electrons' },
    ]);
    expect(makeStudyCards('Ser is used for permanent traits such as nationality and profession.')).toEqual([
      {
        kind: 'basic',
        front: 'What is ser used for?',
        back: 'permanent traits such as nationality and profession',
      },
    ]);
  });

  it('reads notes as students type them: bold terms, lower case, "Q:" and "A:" lines, vocabulary lists', () => {
    expect(
      makeStudyCards('**Osmosis**: the movement of water across a partially permeable membrane'),
    ).toEqual([
      {
        kind: 'basic',
        front: 'What is osmosis?',
        back: 'the movement of water across a partially permeable membrane',
      },
    ]);
    expect(
      makeStudyCards('mitochondria are the powerhouse of the cell. the calvin cycle makes glucose.'),
    ).toEqual([
      { kind: 'basic', front: 'What are mitochondria?', back: 'the powerhouse of the cell' },
      { kind: 'cloze', front: 'The calvin cycle makes {{c1::glucose}}.', back: '' },
    ]);
    expect(makeStudyCards('Q: Who wrote Hamlet?\nA: William Shakespeare')).toEqual([
      { kind: 'basic', front: 'Who wrote Hamlet?', back: 'William Shakespeare' },
    ]);
    expect(makeStudyCards('el perro - the dog\nla playa - the beach')).toEqual([
      { kind: 'basic', front: 'What does “el perro” mean?', back: 'the dog' },
      { kind: 'basic', front: 'What does “la playa” mean?', back: 'the beach' },
    ]);
  });

  it('makes no card from reminders, remarks about the exam or to-do lists', () => {
    expect(makeStudyCards('Smith said this will be on the exam, e.g. in question 3.')).toEqual([]);
    expect(makeStudyCards('To do:\n- email Ms Patel about the essay\n- buy index cards')).toEqual([]);
    expect(makeStudyCards('Mr Jones: learn the diagram for the test!!')).toEqual([]);
    expect(makeStudyCards('shopping\nmilk')).toEqual([]);
    expect(makeStudyCards('Things to do\n* print notes\n* email tutor re: extension')).toEqual([]);
  });

  it('proposes at most the asked number', () => {
    expect(makeStudyCards(`${BIOLOGY}\n\n${HISTORY}`, 4)).toHaveLength(4);
  });

  it('cuts sentences at full stops, not after abbreviations', () => {
    expect(sentences('Approx. 9 million soldiers died, e.g. at the Somme. The war ended in 1918.')).toEqual([
      'Approx. 9 million soldiers died, e.g. at the Somme.',
      'The war ended in 1918.',
    ]);
  });
});
