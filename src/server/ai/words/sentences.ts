/** A sentence and the space or line breaks after it, so that the pieces joined give the text back exactly. */
export interface Piece {
  text: string;
  gap: string;
}

// A sentence ends at . ! ? (or a run of them) before a space, or at a line break. "e.g." and "Dr." do not end one.
const NOT_AN_END = /\b(?:e\.g|i\.e|etc|dr|mr|mrs|ms|st|no|approx|vs)\.$/i;

/** The text cut into sentences, each with the gap after it; the pieces' text and gaps joined is the text. */
export function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  if (lead) pieces.push({ text: '', gap: lead });
  const pattern = /([.!?]+["')\]]*)(\s+)|(\n\s*)/g;
  let start = lead.length;
  let current = '';
  for (const match of text.matchAll(pattern)) {
    // The space before the first sentence is a piece of its own already.
    if (match.index < start) continue;
    const end = match.index + (match[1]?.length ?? 0);
    const sentence = current + text.slice(start, end);
    const gap = match[2] ?? match[3] ?? '';
    if (match[1] && NOT_AN_END.test(sentence) && !gap.includes('\n')) {
      current = sentence + gap;
      start = end + gap.length;
      continue;
    }
    pieces.push({ text: sentence, gap });
    current = '';
    start = end + gap.length;
  }
  const rest = current + text.slice(start);
  if (rest !== '') pieces.push({ text: rest, gap: '' });
  return pieces.filter((piece) => piece.text !== '' || piece.gap !== '');
}

/** The sentences of a text, trimmed, without empty ones. */
export const sentencesOf = (text: string): string[] =>
  piecesOf(text)
    .map((piece) => piece.text.trim())
    .filter((sentence) => sentence !== '');

/** The words of a text in lower case, apostrophes kept ("don't"). */
export const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word !== '' && word !== "'");
