import { describe, expect, it } from 'vitest';
import type { PdfPiece } from './pdf-text';
import { pdfText } from './pdf-text';

const pageText = (pieces: PdfPiece[]) => pdfText([pieces]);

/** A line of text as a PDF reader gives it: 6 units per character wide, at the given height. */
const line = (text: string, y: number, { x = 50, size = 12, width = text.length * 6 } = {}): PdfPiece => ({
  text,
  x,
  y,
  width,
  height: size,
  endOfLine: true,
});

/** Lines 15 units apart from the top of the page down, an empty string leaving one line out. */
const lines = (texts: string[], top = 700) =>
  texts.flatMap((text, i) => (text === '' ? [] : [line(text, top - 15 * i)]));

describe('one page', () => {
  it('joins the lines of a paragraph and starts a new one after a larger gap or a heading', () => {
    const pieces = [
      line('Letter from the council', 740, { size: 18 }),
      ...lines([
        'Dear Sam, we have looked at your account and',
        'everything is in order for this year. Thank',
        'you for writing to us.',
        '',
        'Please keep this letter for your records, and',
        'call us if anything changes.',
      ]),
    ];
    expect(pageText(pieces)).toBe(
      'Letter from the council\n\n' +
        'Dear Sam, we have looked at your account and everything is in order for this year. Thank you for writing to us.\n\n' +
        'Please keep this letter for your records, and call us if anything changes.',
    );
  });

  it('keeps the line breaks of short lines, such as an address', () => {
    const pieces = lines([
      'Sam Jones',
      '12 High Street',
      'Leeds',
      '',
      'This paragraph runs right across the page, as far as',
      'the others do.',
    ]);
    expect(pageText(pieces)).toBe(
      'Sam Jones\n12 High Street\nLeeds\n\nThis paragraph runs right across the page, as far as the others do.',
    );
  });

  it('puts pieces of one line together, with a space only where there is a gap', () => {
    const pieces: PdfPiece[] = [
      { text: 'Pay', x: 50, y: 700, width: 18, height: 12, endOfLine: false },
      { text: 'ment', x: 68, y: 700, width: 24, height: 12, endOfLine: false },
      { text: 'due', x: 100, y: 700.4, width: 18, height: 12, endOfLine: false },
      { text: '', x: 0, y: 0, width: 0, height: 0, endOfLine: true },
      { text: 'on Friday.', x: 50, y: 685, width: 60, height: 12, endOfLine: true },
    ];
    expect(pageText(pieces)).toBe('Payment due on Friday.');
  });

  it('puts a word broken with a hyphen at the end of a line back together', () => {
    const pieces = lines(['We will look at the ac-', 'count again in June this year.']);
    expect(pageText(pieces)).toBe('We will look at the ac-count again in June this year.');
  });

  it('gives nothing for a page without text', () => {
    expect(pageText([])).toBe('');
    expect(pageText([line('   ', 700), { ...line('', 680), endOfLine: true }])).toBe('');
  });
});

describe('pdfText', () => {
  it('starts each page as a new paragraph and leaves out empty pages', () => {
    const pages = [lines(['First page, with a line as long as', 'any.']), [], lines(['Second page', 'more'])];
    expect(pdfText(pages)).toBe('First page, with a line as long as any.\n\nSecond page\nmore');
    expect(pdfText([[], []])).toBe('');
    expect(pdfText([])).toBe('');
  });
});
