// The one module of the browser that loads compromise: fetched only when a part of speech is first marked
// (decision 165).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the browser's one use, loaded lazily
import nlp from 'compromise/two';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';

/**
 * The part of speech of each word of `text` that is a noun, verb, adjective or adverb, by the offset where the
 * word starts. Pronouns, possessives ("my") and numbers are left unmarked; auxiliaries ("will", "is") count as verbs.
 */
export function partsOfSpeech(text: string): Map<number, PartOfSpeech> {
  const marks = new Map<number, PartOfSpeech>();
  const doc = nlp(text);
  doc.compute('offset');
  for (const sentence of doc.document) {
    for (const term of sentence) {
      const part = POSSESSIVE_WORDS.has(term.normal) || !term.tags ? null : partOf(term.tags);
      // Filled in by compute('offset'): where the word starts in the text.
      const start = (term as { offset?: { start: number } }).offset?.start;
      if (part && start !== undefined) marks.set(start, part);
    }
  }
  return marks;
}

/** "my", "our": possessive determiners, which the library counts among nouns. */
const POSSESSIVE_WORDS = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);

function partOf(tags: Set<string>): PartOfSpeech | null {
  if (tags.has('Adverb')) return 'adverb';
  if (tags.has('Adjective')) return 'adjective';
  if (tags.has('Verb')) return 'verb';
  if (tags.has('Noun') && !tags.has('Pronoun') && !tags.has('Value')) return 'noun';
  return null;
}
