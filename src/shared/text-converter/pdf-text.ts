/**
 * A PDF's text as paragraphs (docs/product.md#text-converter). A PDF holds positioned pieces of text, not
 * paragraphs: the lines of a paragraph are joined, a larger gap or a change of text size starts a new paragraph
 * (a blank line between), and a short line (an address, a list, a closing line) keeps its line break.
 */

/** One piece of text as the PDF reader gives it, in PDF units (y grows upwards). */
export interface PdfPiece {
  text: string;
  x: number;
  y: number;
  width: number;
  /** The text size. */
  height: number;
  /** The reader says a line ends after this piece. */
  endOfLine: boolean;
}

interface Line {
  text: string;
  left: number;
  right: number;
  y: number;
  height: number;
}

/** Lines further apart than this many times the usual gap start a new paragraph. */
const PARAGRAPH_GAP = 1.35;
/** And, with no usual gap to go by, lines further apart than this many times the text size. */
const BLANK_LINE_GAP = 2.2;
/** A line ending this share of the text's width before the right edge is short: its line break is kept. */
const SHORT_LINE = 0.25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const sameSize = (a: Line, b: Line) => Math.abs(a.height - b.height) <= 0.15 * Math.min(a.height, b.height);

function linesOf(pieces: readonly PdfPiece[]): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let ended = false;
  for (const piece of pieces) {
    const height: number = piece.height > 0 ? piece.height : (current?.height ?? 12);
    if (piece.text === '') {
      ended ||= piece.endOfLine;
      continue;
    }
    const sameLine =
      current !== null && !ended && Math.abs(piece.y - current.y) <= 0.5 * Math.max(height, current.height);
    if (current && sameLine) {
      const gap = piece.x - current.right;
      const spaced = /\s$/.test(current.text) || /^\s/.test(piece.text);
      current.text += (gap > 0.15 * height && !spaced ? ' ' : '') + piece.text;
      current.right = Math.max(current.right, piece.x + piece.width);
      current.height = Math.max(current.height, height);
    } else {
      current = { text: piece.text, left: piece.x, right: piece.x + piece.width, y: piece.y, height };
      lines.push(current);
    }
    ended = piece.endOfLine;
  }
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '');
}

/** The left and right edges of the text: of the whole document, so a last page of short lines keeps them. */
interface Edges {
  left: number;
  right: number;
}

/** One page's text: paragraphs with a blank line between. */
function pageText(lines: readonly Line[], { left, right }: Edges): string {
  if (lines.length === 0) return '';
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i += 1) {
    const gap = lines[i - 1]!.y - lines[i]!.y;
    if (gap > 0 && sameSize(lines[i - 1]!, lines[i]!)) gaps.push(gap);
  }
  const usual = gaps.length >= 2 ? median(gaps) : 0;
  let text = lines[0]!.text;
  for (let i = 1; i < lines.length; i += 1) {
    const before = lines[i - 1]!;
    const line = lines[i]!;
    const gap = before.y - line.y;
    const newParagraph =
      gap <= 0 ||
      !sameSize(before, line) ||
      gap > BLANK_LINE_GAP * Math.max(before.height, line.height) ||
      (usual > 0 && gap > PARAGRAPH_GAP * usual);
    if (newParagraph) text += '\n\n';
    else if (right - before.right > SHORT_LINE * (right - left)) text += '\n';
    // A word broken at the line's end with a hyphen is put back together.
    else if (!/\p{L}-$/u.test(before.text)) text += ' ';
    text += line.text;
  }
  return text;
}

/** The whole document: pages one after the other, each starting a new paragraph. */
export function pdfText(pages: readonly (readonly PdfPiece[])[]): string {
  const lines = pages.map(linesOf);
  const all = lines.flat();
  const edges = {
    left: Math.min(...all.map((line) => line.left)),
    right: Math.max(...all.map((line) => line.right)),
  };
  return lines
    .map((page) => pageText(page, edges))
    .filter((page) => page !== '')
    .join('\n\n');
}
