import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datesIn } from './dates';
import { piecesOf, sentencesOf } from './sentences';

describe('piecesOf', () => {
  it('gives the text back exactly when its pieces are joined, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'B', ' ', '.', '!', '?', '\n', 'e.g.', 'Dr.', ',') }),
        (text) => {
          expect(
            piecesOf(text)
              .map((piece) => piece.text + piece.gap)
              .join(''),
          ).toBe(text);
        },
      ),
    );
  });

  it('ends a sentence at its mark or a line break, not at a short form', () => {
    expect(sentencesOf('Hi Sam,\n\nCan you ask Dr. Khan? Thanks!! See you e.g. tomorrow.\nJo')).toEqual([
      'Hi Sam,',
      'Can you ask Dr. Khan?',
      'Thanks!!',
      'See you e.g. tomorrow.',
      'Jo',
    ]);
  });
});

describe('datesIn', () => {
  it('finds dates and times as written, each once, and no weekday inside another word', () => {
    expect(datesIn('Can you send it by Friday? See you tomorrow at 3pm, by Friday.')).toEqual([
      'by Friday',
      'tomorrow at 3pm',
    ]);
    expect(datesIn('Parents evening is on Thursday 14th at 6pm, rent due end of the month')).toEqual([
      'on Thursday 14th at 6pm',
      'end of the month',
    ]);
    expect(datesIn('The sun was out and it cost 3.50. May I ask?')).toEqual([]);
  });
});
