import { describe, expect, it } from 'vitest';
import { clozeAnswers } from '../../../shared/study-buddy/cloze';
import type { ProposedCard } from '../../../shared/study-buddy/study';
import { builtInAssistant } from '../built-in-assistant';
import { cardsEval, judgeCards, questionProblem } from './cards';
import type { CardsItem } from './cards-set';
import { CARDS_SET, FRENCH_REVOLUTION, SMITH_NOTES } from './cards-set';
import { passRate, PASS_RATE_TARGET } from './eval-kind';
import { EVAL_KINDS } from './index';

const signal = new AbortController().signal;
const item = (id: string) => CARDS_SET.find((candidate) => candidate.id === id) as CardsItem;
const gaps = (cards: readonly ProposedCard[]) => cards.flatMap((card) => clozeAnswers(card.front));

describe('the study cards evaluation set', () => {
  it('holds at least 20 passages, some with no fact, and is one of the assistant’s sets', () => {
    expect(CARDS_SET.length).toBeGreaterThanOrEqual(20);
    expect(CARDS_SET.filter((candidate) => candidate.minCards === 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(CARDS_SET.map((candidate) => candidate.id)).size).toBe(CARDS_SET.length);
    expect(EVAL_KINDS).toContain(cardsEval);
    expect(cardsEval).toMatchObject({ kind: 'cards', size: CARDS_SET.length });
  });

  it(`the built-in engine passes at least ${PASS_RATE_TARGET * 100}% of it`, async () => {
    const outcomes = await cardsEval.run(builtInAssistant, signal);
    const failed = outcomes.filter((outcome) => outcome.failures.length > 0);
    const said = failed.map(({ id, answer, failures }) => ({ id, answer, failures }));
    expect(passRate(outcomes), JSON.stringify(said, null, 2)).toBeGreaterThanOrEqual(PASS_RATE_TARGET);
  }, 60_000);

  it('asks the French Revolution’s people, places and terms, each whole, and each date whole', async () => {
    const cards = await builtInAssistant.studyCards(FRENCH_REVOLUTION, signal);
    expect(judgeCards(item('history-french-revolution'), cards)).toEqual([]);
    expect(cards.length).toBeGreaterThanOrEqual(5);
    const hidden = gaps(cards);
    expect(hidden).toContain('Bastille');
    expect(hidden).toContain('Reign of Terror');
    expect(hidden.some((gap) => gap.endsWith('Robespierre'))).toBe(true);
    for (const part of ['14', 'July', 'Maximilien', 'Reign', 'Terror']) expect(hidden).not.toContain(part);
    // Every card is a piece of the notes with a gap, as a person would read it.
    for (const card of cards) expect(card.kind).toBe('cloze');
  });

  it('makes cards from the facts of messy notes and none from the teacher’s remark or the to-do', async () => {
    const cards = await builtInAssistant.studyCards(SMITH_NOTES, signal);
    expect(judgeCards(item('biology-smith-notes'), cards)).toEqual([]);
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'What is photosynthesis?',
      back: 'the process where plants make glucose from light, water and carbon dioxide',
    });
    expect(cards).toContainEqual({
      kind: 'basic',
      front: 'The two stages of photosynthesis: name all 2.',
      back: 'the light-dependent reactions\nthe Calvin cycle',
    });
    const text = cards.map((card) => `${card.front} ${card.back}`).join('\n');
    for (const remark of ['Smith', 'exam', 'question 3', 'worksheet', 'TODO'])
      expect(text).not.toContain(remark);
    expect(gaps(cards)).not.toContain('reactions');
    expect(gaps(cards)).not.toContain('Calvin');
  });

  it('makes no card at all from notes with no fact', async () => {
    for (const id of ['no-facts-todo', 'no-facts-remarks'])
      expect(await builtInAssistant.studyCards(item(id).notes, signal)).toEqual([]);
  });
});

describe('the study cards rubric', () => {
  const revolution = item('history-french-revolution');
  const cloze = (front: string): ProposedCard => ({ kind: 'cloze', front, back: '' });
  const good = [
    cloze('On 14 July 1789, a crowd in Paris stormed the {{c1::Bastille}}.'),
    cloze('{{c1::Maximilien Robespierre}} led the Committee of Public Safety during the Reign of Terror.'),
    cloze('The {{c1::Reign of Terror}} lasted from September 1793 to July 1794.'),
    cloze('The French Revolution began in {{c1::1789}} and ended the absolute monarchy in France.'),
    cloze('King Louis XVI was executed by guillotine in {{c1::January 1793}}.'),
  ];

  it('passes good cards', () => {
    expect(judgeCards(revolution, good)).toEqual([]);
  });

  it('fails a gap hiding only "14" of "14 July 1789", or half a name', () => {
    const failures = judgeCards(revolution, [
      ...good,
      cloze('On {{c1::14}} July 1789, a crowd in Paris stormed the Bastille.'),
      cloze('{{c1::Maximilien}} Robespierre led the Committee of Public Safety.'),
    ]);
    expect(failures).toContain(
      '"On {{c1::14}} July 1789, a crowd in Paris stormed the Bastille.": the gap "14" hides part of a date',
    );
    expect(failures.some((failure) => failure.includes('cuts the term "Maximilien Robespierre"'))).toBe(true);
  });

  it('fails an answer that is not in the notes, and a gap hiding a verb', () => {
    const failures = judgeCards(revolution, [
      ...good,
      { kind: 'basic', front: 'Who led the Terror?', back: 'Georges Danton' },
      cloze('The Reign of Terror {{c1::lasted}} from September 1793 to July 1794.'),
    ]);
    expect(failures).toContain(
      '"Who led the Terror? → Georges Danton": "Georges Danton" is not in the notes',
    );
    expect(failures.some((failure) => failure.includes('the gap "lasted" hides no term'))).toBe(true);
  });

  it('fails a card from a teacher’s remark, a question that is not English, a common word hidden, and missing terms', () => {
    const notes = item('biology-smith-notes');
    const failures = judgeCards(notes, [
      { kind: 'basic', front: 'What is smith said this?', back: 'on the exam, e.g. in question 3' },
      cloze('The light-dependent {{c1::reactions}} and the Calvin cycle.'),
      cloze('Plants make glucose from light, {{c1::water}} and carbon dioxide.'),
      cloze('The pigment {{c1::chlorophyll}} absorbs mostly red and blue light.'),
    ]);
    expect(failures).toContain(
      '"What is smith said this? → on the exam, e.g. in question 3" comes from a sentence with no fact',
    );
    expect(
      failures.some((failure) => failure.includes('the question has a verb in what it asks about')),
    ).toBe(true);
    expect(failures.some((failure) => failure.includes('the gap "reactions"'))).toBe(true);
    expect(failures.some((failure) => failure.includes('the gap "water" hides a lone common word'))).toBe(
      true,
    );
    expect(failures).toContain('no card asks about "photosynthesis"');
  });

  it('fails any card from notes with no fact, and too few cards from notes with facts', () => {
    expect(judgeCards(item('no-facts-remarks'), [cloze('See slides {{c1::12-15}}.')])).toEqual([
      'made 1 cards from notes that hold no fact',
    ]);
    expect(judgeCards(revolution, good.slice(0, 2))).toContain('made 2 cards where at least 5 were expected');
  });

  it('reads questions as English', () => {
    expect(questionProblem('What is osmosis?')).toBeNull();
    expect(questionProblem('What is the verb avoir used for?')).toBeNull();
    expect(questionProblem('What does “le chat” mean?')).toBeNull();
    expect(questionProblem('Who was King Louis XVI?')).toBeNull();
    expect(questionProblem('The two stages of photosynthesis: name all 2.')).toBeNull();
    expect(questionProblem('What is smith said this?')).not.toBeNull();
    expect(questionProblem('What is it?')).not.toBeNull();
    expect(questionProblem('what is osmosis?')).not.toBeNull();
  });
});
