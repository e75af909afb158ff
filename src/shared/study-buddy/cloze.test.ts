import { describe, expect, it } from 'vitest';
import {
  clozeAnswer,
  clozeAnswers,
  clozeParts,
  clozeQuestion,
  clozeSiblings,
  hasCloze,
  makeCloze,
} from './cloze';

describe('cloze cards', () => {
  it('cuts the text into plain and hidden parts, Anki style', () => {
    expect(clozeParts('The {{c1::mitochondria}} is the {{c2::powerhouse::what?}} of the cell.')).toEqual([
      { text: 'The ' },
      { hidden: 'mitochondria', hint: null, number: 1 },
      { text: ' is the ' },
      { hidden: 'powerhouse', hint: 'what?', number: 2 },
      { text: ' of the cell.' },
    ]);
  });

  it('shows the question with gaps and hints, and the whole answer', () => {
    const text = 'Water boils at {{c1::100}} degrees at {{c2::sea level::where}}.';
    expect(clozeQuestion(text)).toBe('Water boils at […] degrees at [where].');
    expect(clozeAnswer(text)).toBe('Water boils at 100 degrees at sea level.');
    expect(clozeAnswers(text)).toEqual(['100', 'sea level']);
  });

  it('knows text without a hidden part, and broken markup', () => {
    expect(hasCloze('No gaps here.')).toBe(false);
    expect(hasCloze('Half {{c1::open')).toBe(false);
    expect(hasCloze('{{c3::Paris}} is a city.')).toBe(true);
    expect(clozeQuestion('Half {{c1::open')).toBe('Half {{c1::open');
  });

  it('hides a word where it first appears', () => {
    expect(makeCloze('Cells divide by mitosis.', 'mitosis')).toBe('Cells divide by {{c1::mitosis}}.');
    expect(makeCloze('Cells divide.', 'meiosis')).toBeNull();
  });

  it('makes one text per hidden-part number, as Anki makes one card per number', () => {
    const text = '{{c1::Water}} boils at {{c2::100::how hot}} degrees, and {{c1::ice}} melts at {{c3::0}}.';
    expect(clozeSiblings(text)).toEqual([
      '{{c1::Water}} boils at 100 degrees, and {{c1::ice}} melts at 0.',
      'Water boils at {{c1::100::how hot}} degrees, and ice melts at 0.',
      'Water boils at 100 degrees, and ice melts at {{c1::0}}.',
    ]);
    expect(clozeQuestion(clozeSiblings(text)[1] ?? '')).toBe(
      'Water boils at [how hot] degrees, and ice melts at 0.',
    );
    expect(clozeSiblings('Cells divide by {{c2::mitosis}}.')).toEqual(['Cells divide by {{c2::mitosis}}.']);
  });
});
