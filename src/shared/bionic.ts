/** A piece of text in bionic-reading style: `bold` is shown in bold, `rest` as it is. */
export interface BionicSegment {
  bold: string;
  rest: string;
}

export type Rounding = 'up' | 'down';

/**
 * Letters and digits, with inner apostrophes kept (don't, l'été), so punctuation is never bolded. Scripts
 * written without spaces between words (Chinese, Japanese, Thai, Lao, Khmer, Burmese) are left as they are:
 * a whole run of them is not a word, and bolding half of it would only mislead.
 */
const NO_SPACE_SCRIPTS = String.raw`\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}`;
const LETTER = String.raw`(?:(?![${NO_SPACE_SCRIPTS}])[\p{L}\p{M}\p{N}])`;
const WORD = new RegExp(`${LETTER}+(?:['’]${LETTER}+)*`, 'gu');
/** The same words, found faster, for the usual text with none of those scripts in it. */
const PLAIN_WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;
const HAS_NO_SPACE_SCRIPT = new RegExp(`[${NO_SPACE_SCRIPTS}]`, 'u');

/**
 * How many characters of a word are bold: half its length, rounded up for the dashboard and the
 * reading-service fallback (docs/product.md#calls), rounded down for the text converter's own conversion (docs/product.md#limits).
 */
export function boldPrefixLength(word: string, rounding: Rounding): number {
  const half = Array.from(word).length / 2;
  return rounding === 'up' ? Math.ceil(half) : Math.floor(half);
}

/**
 * Splits text into segments with the first half of every word bold. Spaces and punctuation come through
 * as segments with nothing bold, so joining every bold and rest gives back the text unchanged.
 */
export function bionicWords(text: string, rounding: Rounding = 'up'): BionicSegment[] {
  const segments: BionicSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(HAS_NO_SPACE_SCRIPT.test(text) ? WORD : PLAIN_WORD)) {
    const start = match.index;
    if (start > last) segments.push({ bold: '', rest: text.slice(last, start) });
    const letters = Array.from(match[0]);
    const cut = boldPrefixLength(match[0], rounding);
    segments.push({ bold: letters.slice(0, cut).join(''), rest: letters.slice(cut).join('') });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ bold: '', rest: text.slice(last) });
  return segments;
}

/** Splits text for a reading mode of the settings: bionic (first half bold) or bold start (first letter bold). */
export function readingSegments(text: string, mode: 'normal' | 'bold-start' | 'bionic'): BionicSegment[] {
  if (mode === 'bionic') return bionicWords(text, 'up');
  if (mode === 'normal') return [{ bold: '', rest: text }];
  return bionicWords(text, 'up').map((segment) => {
    const word = segment.bold + segment.rest;
    if (!segment.bold) return segment;
    const [first = '', ...rest] = Array.from(word);
    return { bold: first, rest: rest.join('') };
  });
}
