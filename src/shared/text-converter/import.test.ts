import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineImported } from './import';

describe('combineImported', () => {
  it('fills an empty box, and otherwise replaces or adds as a new paragraph', () => {
    expect(combineImported('', 'Letter from the council', 'add')).toBe('Letter from the council');
    expect(combineImported('  \n', 'Letter', 'add')).toBe('Letter');
    expect(combineImported('Pay the account.', 'Letter from the council', 'add')).toBe(
      'Pay the account.\n\nLetter from the council',
    );
    expect(combineImported('Pay the account.\n\n\n', 'Letter', 'add')).toBe('Pay the account.\n\nLetter');
    expect(combineImported('Pay the account.', 'Letter', 'replace')).toBe('Letter');
  });

  it('never loses the text already in the box when adding', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (current, imported) => {
        const out = combineImported(current, imported, 'add');
        expect(out.startsWith(current.replace(/\s+$/, ''))).toBe(true);
        expect(out.endsWith(imported)).toBe(true);
      }),
    );
  });
});
