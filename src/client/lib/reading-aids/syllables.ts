import hyphen from 'hyphen/en-us';

/**
 * Where a word may be split into syllables, from the US English hyphenation patterns of the `hyphen` package
 * (decision 164). Hyphenation points only approximate syllables: the patterns never leave one letter alone at
 * either end ("about" stays whole), and now and then follow the spelling rather than the sound.
 */

/** A word is long at this many letters: "Long words only" splits these and leaves shorter ones whole. */
export const LONG_WORD = 7;

const SOFT_HYPHEN = '\u00ad';
const LETTERS = /^\p{L}+$/u;

/** The offsets inside `word` where a syllable starts, after the first: [2, 5, 7] for "in|for|ma|tion". */
export function syllableBreaks(word: string): number[] {
  if (word.length < 4 || !LETTERS.test(word)) return [];
  const marked = hyphen.hyphenateSync(word, { hyphenChar: SOFT_HYPHEN, minWordLength: 4 });
  const breaks: number[] = [];
  let at = 0;
  for (const char of marked) {
    if (char === SOFT_HYPHEN) breaks.push(at);
    else at += char.length;
  }
  return breaks;
}

/** The word cut into its syllables: ["in", "for", "ma", "tion"]. */
export function syllables(word: string): string[] {
  const breaks = syllableBreaks(word);
  const pieces: string[] = [];
  let from = 0;
  for (const at of [...breaks, word.length]) {
    pieces.push(word.slice(from, at));
    from = at;
  }
  return pieces;
}
