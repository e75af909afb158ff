import { describe, expect, it } from 'vitest';
import type { AnkiNote } from './study-anki';
import { fromAnkiText, toAnkiText } from './study-anki';

const notes: AnkiNote[] = [
  { kind: 'basic', front: 'What is osmosis?', back: 'Water moving across a membrane', tags: ['biology'] },
  { kind: 'cloze', front: 'The {{c1::Nile}} is long.', back: 'Africa', tags: [] },
  { kind: 'basic', front: 'Two lines', back: 'first\nsecond "quoted"\tand a tab', tags: ['a', 'b'] },
];

describe('Anki text files', () => {
  it('writes the header Anki reads and one row per note', () => {
    const text = toAnkiText(notes.slice(0, 1));
    expect(text).toBe(
      '#separator:tab\n#html:false\n#tags column:3\nWhat is osmosis?\tWater moving across a membrane\tbiology\n',
    );
  });

  it('reads back what it wrote, line breaks, quotes and tabs included', () => {
    expect(fromAnkiText(toAnkiText(notes))).toEqual(notes);
  });

  it('reads a file exported by Anki with HTML, and skips rows without a front', () => {
    const text = '#separator:tab\n#html:true\nCapital of France?\tParis<br>on the Seine\tgeo europe\n\t\n';
    expect(fromAnkiText(text)).toEqual([
      { kind: 'basic', front: 'Capital of France?', back: 'Paris\non the Seine', tags: ['geo', 'europe'] },
    ]);
  });

  it('reads a plain two-column file without a header', () => {
    expect(fromAnkiText('one\tuno\r\ntwo\tdos')).toEqual([
      { kind: 'basic', front: 'one', back: 'uno', tags: [] },
      { kind: 'basic', front: 'two', back: 'dos', tags: [] },
    ]);
  });
});
