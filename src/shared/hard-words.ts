import { countSyllables } from './reading-level';

/** The most hard words the picture dictionary lists for one text. */
export const HARD_WORDS_MAX = 24;

/**
 * The words of a text a reader may want explained (decision 171): of three syllables or more, or of nine letters
 * or more, each once, in lower case, in the order they first come.
 */
export function hardWords(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\p{L}+(?:['’-]\p{L}+)*/gu)) {
    const word = match[0].toLowerCase();
    if (found.has(word) || (word.length < 9 && countSyllables(word) < 3)) continue;
    found.add(word);
    if (found.size === HARD_WORDS_MAX) break;
  }
  return [...found];
}
