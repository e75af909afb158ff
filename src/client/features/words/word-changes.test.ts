import { describe, expect, it } from 'vitest';
import { wordChanges } from './word-changes';

describe('wordChanges', () => {
  it('marks the words taken out and put in, keeping the rest', () => {
    expect(wordChanges("I can't come tomorrow.", 'I cannot come tomorrow.')).toEqual([
      { kind: 'same', text: 'I ' },
      { kind: 'in', text: 'cannot' },
      { kind: 'out', text: "can't" },
      { kind: 'same', text: ' come tomorrow.' },
    ]);
  });

  it('gives the whole of each side when nothing is shared, and nothing changed when both are the same', () => {
    expect(wordChanges('Hi', 'Hello')).toEqual([
      { kind: 'in', text: 'Hello' },
      { kind: 'out', text: 'Hi' },
    ]);
    expect(wordChanges('Same here.', 'Same here.')).toEqual([{ kind: 'same', text: 'Same here.' }]);
  });
});
