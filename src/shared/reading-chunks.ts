/**
 * "Break long paragraphs into short chunks" of the converter's ADHD conversion (docs/product.md#text-converter):
 * a paragraph of more than three sentences becomes chunks of two or three sentences, a blank line between.
 * Nothing is ever split inside a sentence, and nothing but the space between two chunks changes.
 */

/** A paragraph with more sentences than this is broken up. */
export const MAX_SENTENCES = 3;

/**
 * Words that end in a full stop without ending the sentence. Compared in lower case, without their last
 * full stop; single letters (initials: "J. Smith") and dotted forms ("e.g", "U.S") are always kept together.
 */
const ABBREVIATIONS = new Set([
  'dr', 'mr', 'mrs', 'ms', 'mx', 'prof', 'rev', 'st', 'mt', 'jr', 'sr', 'sgt', 'capt', 'col', 'gen', 'lt',
  'etc', 'vs', 'approx', 'appt', 'apt', 'dept', 'est', 'fig', 'figs', 'no', 'nos', 'vol', 'p', 'pp', 'ch',
  'ref', 'tel', 'ext', 'min', 'max', 'incl', 'excl', 'cf', 'al', 'ave', 'rd', 'ltd', 'co', 'inc', 'corp',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec',
  'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun',
]); // prettier-ignore

/**
 * A possible end of sentence: its closing marks (with any closing quotes or brackets), then the space before
 * the next sentence, which must start with a capital, a digit, or an opening quote or bracket.
 */
const BOUNDARY = /([.!?…]+)(["'”’)\]]*)([ \t\u00a0]+)(?=["'“‘([]?[\p{Lu}\p{N}])/gu;

/** Whether the full stop at `index` ends an abbreviation, an initial or a dotted form such as "e.g.". */
function endsAbbreviation(text: string, index: number): boolean {
  const word = /([\p{L}.]+)$/u.exec(text.slice(Math.max(0, index - 40), index))?.[1];
  if (!word) return false;
  if (word.includes('.') || /^\p{L}$/u.test(word)) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/** Where each sentence after the first starts, and where the space before it starts. */
function sentenceBreaks(line: string): { spaceAt: number; startAt: number }[] {
  const breaks: { spaceAt: number; startAt: number }[] = [];
  for (const match of line.matchAll(BOUNDARY)) {
    const marks = match[1]!;
    if (marks === '.' && endsAbbreviation(line, match.index)) continue;
    const spaceAt = match.index + marks.length + match[2]!.length;
    breaks.push({ spaceAt, startAt: match.index + match[0].length });
  }
  return breaks;
}

/** The line's sentences, each with the space that followed it. */
export function splitSentences(line: string): string[] {
  const starts = [0, ...sentenceBreaks(line).map((b) => b.startAt)];
  return starts.map((start, i) => line.slice(start, starts[i + 1] ?? line.length));
}

/** How many sentences go in each chunk: as many threes as fit, never a chunk of one (4 is 2 + 2, 7 is 3 + 2 + 2). */
export function chunkSizes(sentences: number): number[] {
  if (sentences <= MAX_SENTENCES) return [sentences];
  const chunks = Math.ceil(sentences / MAX_SENTENCES);
  const threes = sentences - 2 * chunks;
  return Array.from({ length: chunks }, (_, i) => (i < threes ? 3 : 2));
}

function chunkLine(line: string): string {
  const breaks = sentenceBreaks(line);
  if (breaks.length + 1 <= MAX_SENTENCES) return line;
  let out = '';
  let from = 0;
  let sentence = 0;
  for (const size of chunkSizes(breaks.length + 1).slice(0, -1)) {
    sentence += size;
    const cut = breaks[sentence - 1]!;
    out += `${line.slice(from, cut.spaceAt)}\n\n`;
    from = cut.startAt;
  }
  return out + line.slice(from);
}

/**
 * Breaks each long paragraph of the text into chunks. A paragraph is a line: text between line breaks, which
 * are kept as they are, so a short line, an address or a list is never touched.
 */
export function chunkParagraphs(text: string): string {
  return text
    .split(/(\r?\n)/)
    .map((part, i) => (i % 2 === 0 ? chunkLine(part) : part))
    .join('');
}
