import { describe, expect, it } from 'vitest';
import { parseStudyCards } from '../../ai/study-prompt';
import { usableCards } from './study-cards';

const NOTES = 'Osmosis is the movement of water across a membrane.\nCells divide by mitosis.';

describe("the model's study cards", () => {
  it('reads question and cloze lines, numbered or not, and leaves out anything else', () => {
    const reply = [
      'Here are your cards:',
      '1. Q: What is osmosis? | A: the movement of water across a membrane',
      '- CLOZE: Cells divide by {{c1::mitosis}}.',
      'CLOZE: no gap here',
    ].join('\n');
    expect(parseStudyCards(reply)).toEqual([
      { kind: 'basic', front: 'What is osmosis?', back: 'the movement of water across a membrane' },
      { kind: 'cloze', front: 'Cells divide by {{c1::mitosis}}.', back: '' },
    ]);
  });

  it('keeps only cards whose answers are in the notes', () => {
    const cards = [
      { kind: 'basic' as const, front: 'What is osmosis?', back: 'The movement of  water across a membrane' },
      { kind: 'basic' as const, front: 'What is meiosis?', back: 'A kind of cell division' },
      { kind: 'cloze' as const, front: 'Cells divide by {{c1::meiosis}}.', back: '' },
    ];
    expect(usableCards(cards, NOTES)).toEqual([cards[0]]);
    expect(usableCards(cards.slice(1), NOTES)).toEqual([]);
  });

  it('gives null when only cards on a sensitive topic are left', () => {
    const notes = 'Medical advice is what a doctor gives.';
    const card = { kind: 'basic' as const, front: 'What is medical advice?', back: 'what a doctor gives' };
    expect(usableCards([card], notes)).toBeNull();
  });
});
