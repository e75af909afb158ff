import { describe, expect, it } from 'vitest';
import type { AnkiNote } from './anki';
import { fromAnkiText, toAnkiText } from './anki';

const notes: AnkiNote[] = [
  { kind: 'basic', front: 'What is osmosis?', back: 'Water moving across a membrane', tags: ['biology'] },
  { kind: 'cloze', front: 'The {{c1::Nile}} is long.', back: 'Africa', tags: [] },
  { kind: 'basic', front: 'Two lines', back: 'first\nsecond "quoted"\tand a tab', tags: ['a', 'b'] },
];

describe('Anki text files', () => {
  it('writes the header Anki reads and one row per note', () => {
    const text = toAnkiText(notes.slice(0, 1));
    expect(text).toBe(
      '#separator:tab\n#html:false\n#notetype column:1\n#tags column:4\nBasic\tWhat is osmosis?\tWater moving across a membrane\tbiology\n',
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

  it("names each row's note type, so question and gap cards import as Basic and Cloze notes", () => {
    const lines = toAnkiText(notes).split('\n');
    expect(lines.filter((line) => line.startsWith('#'))).toEqual([
      '#separator:tab',
      '#html:false',
      '#notetype column:1',
      '#tags column:4',
    ]);
    expect(lines[4]?.split('\t')[0]).toBe('Basic');
    expect(lines[5]).toBe('Cloze\tThe {{c1::Nile}} is long.\tAfrica\t');
  });

  it('reads an earlier file of this app, whose tags were in the third column', () => {
    const text = '#separator:tab\n#html:false\n#tags column:3\nWhat is osmosis?\tWater\tbiology\n';
    expect(fromAnkiText(text)).toEqual([
      { kind: 'basic', front: 'What is osmosis?', back: 'Water', tags: ['biology'] },
    ]);
  });

  it('reads a file exported by Anki with its note type and deck columns', () => {
    const text =
      '#separator:tab\n#html:true\n#notetype column:1\n#deck column:2\n#tags column:5\n' +
      'Cloze\tHistory\tThe Bastille fell on {{c1::14 July 1789}}.\t\tfrance\nBasic\tHistory\tWho led the Terror?\tRobespierre\t\n';
    expect(fromAnkiText(text)).toEqual([
      { kind: 'cloze', front: 'The Bastille fell on {{c1::14 July 1789}}.', back: '', tags: ['france'] },
      { kind: 'basic', front: 'Who led the Terror?', back: 'Robespierre', tags: [] },
    ]);
  });

  it('reads a plain two-column file without a header', () => {
    expect(fromAnkiText('one\tuno\r\ntwo\tdos')).toEqual([
      { kind: 'basic', front: 'one', back: 'uno', tags: [] },
      { kind: 'basic', front: 'two', back: 'dos', tags: [] },
    ]);
  });
});
