import type { SymbolMatch } from './pictures';
import { z } from './zod';

/*
 * The picture dictionary (decision 171): a word's short meanings from WordNet, served by NeuroNest itself, and a
 * symbol from the app's open symbol set where one fits.
 */

export const WORD_CLASSES = ['noun', 'verb', 'adjective', 'adverb'] as const;
export type WordClass = (typeof WORD_CLASSES)[number];

/** The longest word looked up: longer than any English word people meet. */
export const LOOKUP_WORD_MAX = 40;
/** The most meanings shown for a word. */
export const MEANINGS_MAX = 3;

/** GET /api/dictionary?word=…&class=…: one word (or a word with a hyphen or an apostrophe). */
export const lookupQuerySchema = z.lazy(() =>
  z.object({
    word: z
      .string({ error: 'Please choose a word to look up.' })
      .trim()
      .min(1, 'Please choose a word to look up.')
      .max(LOOKUP_WORD_MAX, 'That is longer than a word. Please choose one word to look up.')
      .regex(/^\p{L}+(?:['’-]\p{L}+)*$/u, 'Please choose one word to look up, with letters only.'),
    class: z.enum(WORD_CLASSES, { error: 'Please choose noun, verb, adjective or adverb.' }).optional(),
  }),
);
export type LookupQuery = z.input<typeof lookupQuerySchema>;

export interface Meaning {
  wordClass: WordClass;
  /** The meaning in a short sentence, from the dictionary. */
  text: string;
  /** One example of the word in use, where the dictionary has one. */
  example: string | null;
}

export interface LookupAnswer {
  /** The word as asked. */
  word: string;
  /** The dictionary's form of it ("engineers" is under "engineer"); the word itself when the same. */
  headword: string;
  meanings: Meaning[];
  /** The open symbol set's picture named exactly the headword, where there is one (decision 169). */
  symbol: SymbolMatch | null;
}

/** What the panel says when the dictionary has no entry for the word. */
export const NOT_IN_DICTIONARY =
  'This word is not in the dictionary. Names, new words and some short words like "the" are not in it.';
