import type nlpType from 'compromise';

// How the built-in engine reads a mind-map topic (decision 151): compromise tags each word (verb, noun, place,
// person, plural) and gives its root ("volcanoes" is "volcano", "learning" is "learn"); the rest is plain rules.

/** The compromise library, loaded at the first request (built-in-topics.ts). */
export type Nlp = typeof nlpType;

export interface Reading {
  /** The topic as written, trimmed, without its closing punctuation. */
  text: string;
  /** The same in lower case with single spaces and plain apostrophes, for phrases. */
  lower: string;
  /** Every word in lower case and its root. */
  roots: ReadonlySet<string>;
  /** The words' roots in order ("black hole" for "Black holes"), for phrases. */
  rootLine: string;
  /** The root of the verb the topic starts with ("plan", "learn", "move"), or null. */
  verb: string | null;
  /** The place named ("Portugal", "Lake District"), as written, or null. */
  place: string | null;
  /** The person the topic is about ("Marie Curie"), as written, or null. */
  person: string | null;
  /** The main thing the topic is about, in the person's words, at most three ("holiday", "the water cycle"). */
  thing: string;
  /** Whether `thing` is plural ("volcanoes are"). */
  plural: boolean;
  /** The words after the leading verb, the verb first ("change jobs" in "Should I change jobs"), up to four. */
  action: string;
  /** The two sides of a choice ("buy", "rent" in "Buy or rent?"), or null. */
  options: [string, string] | null;
  /** When the topic asks how something works ("How do plants grow"), its verb as written ("grow"), or null. */
  explains: string | null;
}

/** Words that start a question or a wish, before its verb: "Should I", "How to", "I want to". */
const LEAD_IN =
  /^(?:(?:should|shall|could|can|do|must) (?:i|we)|whether (?:or not )?(?:to|i should|we should)|how (?:to|do i|can i)|i (?:want|need|would like|'d like) to|want to|is it worth|time to|ways to|trying to)\s+/i;
/** "How vaccines work", "How do volcanoes form": the thing between. */
const HOW_IT_WORKS =
  /^(?:how|why) (?:do |does )?(.+?) (work|works|form|forms|happen|happens|grow|grows|spread|spreads|erupt|erupts|fly|flies|move|moves)$/i;
const DROPPED = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'some', 'this', 'that', 'these']);
const ARTICLES = new Set(['a', 'an', 'the']);
/** Words that end the main thing: "holiday" in "holiday in Portugal". */
export const STOP = new Set(
  'in to for on about with at from of around across through into before after by and or vs versus'.split(' '),
);
const PARTICLES = new Set(['out', 'up', 'off', 'back', 'away', 'down', 'over']);
const MAX_THING = 3;
const MAX_ACTION = 4;

/** What compromise's tags say of one word. */
interface Word {
  text: string;
  lower: string;
  root: string;
  verb: boolean;
  noun: boolean;
  plural: boolean;
  proper: boolean;
  place: boolean;
  person: boolean;
  possessive: boolean;
}

/** Whether the topic holds the phrase as whole words, or, for one word, that word or a word with that root. */
export function says(reading: Reading, phrase: string): boolean {
  if (!phrase.includes(' ')) return reading.roots.has(phrase);
  return ` ${reading.lower} `.includes(` ${phrase} `) || ` ${reading.rootLine} `.includes(` ${phrase} `);
}

export const saysAny = (reading: Reading, phrases: readonly string[]) =>
  phrases.some((p) => says(reading, p));

const plainApostrophe = (text: string) => text.replace(/[’]/g, "'");

type Term = { text: string; normal: string; root?: string; tags: string[] };

function tagged(nlp: Nlp, text: string): Word[] {
  const doc = nlp(text);
  doc.compute('root');
  const terms = (doc.json() as { terms: Term[] }[])
    .flatMap((sentence) => sentence.terms)
    .filter((term) => term.text.trim() !== '');
  return terms.map((term) => {
    const tags = new Set(term.tags);
    const lower = plainApostrophe(term.normal);
    return {
      text: plainApostrophe(term.text),
      lower,
      root: plainApostrophe(term.root ?? lower).replace(/'s$/, ''),
      verb: tags.has('Verb') && !tags.has('Modal') && !tags.has('Auxiliary'),
      noun: tags.has('Noun'),
      plural: tags.has('Plural'),
      proper: tags.has('ProperNoun') || tags.has('Place') || tags.has('Demonym') || tags.has('Acronym'),
      place: tags.has('Place'),
      person: tags.has('Person'),
      possessive: tags.has('Possessive'),
    };
  });
}

/**
 * The words of a topic, tagged. A capital on the first word says nothing (every topic has one), so the words
 * are tagged as if it were small unless it is a name; a topic of one word is a thing, never a verb.
 */
function wordsOf(nlp: Nlp, text: string): Word[] {
  const asWritten = tagged(nlp, text);
  const first = asWritten[0];
  let words = asWritten;
  if (first && !first.place && !first.person && /^[A-Z][a-z]/.test(first.text)) {
    words = tagged(nlp, text.charAt(0).toLowerCase() + text.slice(1)).map((word, i) =>
      i === 0 ? { ...word, text: first.text } : word,
    );
    if (words.length !== asWritten.length) words = asWritten;
  }
  if (words.length === 1 && words[0]) {
    const only = words[0];
    const plural = only.plural || (only.root !== only.lower && /s$/.test(only.lower));
    words = [{ ...only, verb: false, noun: true, plural }];
  }
  return words;
}

const isCapitalised = (word: Word) => /^[A-Z]/.test(word.text);

/**
 * A word as it goes inside a label: names and words the person wrote with a capital past the first keep it
 * ("the French Revolution", "World War II"); other words are small.
 */
function shownWords(words: readonly Word[], firstIndex: number): string[] {
  return words.map((word, i) => {
    const index = firstIndex + i;
    const next = words[i + 1];
    const keep =
      /^[A-Z0-9]{2,}$/.test(word.text) ||
      (index > 0 && isCapitalised(word)) ||
      (index === 0 && (word.place || word.person || (word.proper && word.lower !== 'the'))) ||
      (index === 0 &&
        isCapitalised(word) &&
        !ARTICLES.has(word.lower) &&
        next !== undefined &&
        isCapitalised(next));
    return keep ? word.text : word.lower;
  });
}

/** The run of capitalised words around a name: "Lake District", "New York". */
function nameAround(words: readonly Word[], at: number): string {
  const named = (word: Word | undefined) =>
    word !== undefined && isCapitalised(word) && !ARTICLES.has(word.lower) && (word.proper || word.person);
  let start = at;
  let end = at;
  while (named(words[start - 1])) start -= 1;
  while (named(words[end + 1])) end += 1;
  return words
    .slice(start, end + 1)
    .map((word) => word.text)
    .join(' ');
}

/** The two sides of "X or Y", each at most three words, without "a", "the" or "to". */
function optionsOf(text: string): [string, string] | null {
  const match = /^(.+?)\s+or\s+(.+)$/i.exec(text.replace(LEAD_IN, ''));
  if (!match) return null;
  const side = (part: string | undefined) =>
    (part ?? '')
      .trim()
      .replace(/^(?:a|an|the|to)\s+/i, '')
      .replace(/\bmy\b/gi, 'your');
  const [a, b] = [side(match[1]), side(match[2])];
  if (!a || !b || a.split(' ').length > 3 || b.split(' ').length > 3) return null;
  const small = (part: string) =>
    /^[A-Z][a-z]/.test(part) ? part.charAt(0).toLowerCase() + part.slice(1) : part;
  return [small(a), b];
}

/** Reads a topic. Never throws: a topic compromise makes nothing of is read as its own words. */
export function readTopic(nlp: Nlp, topic: string): Reading {
  const text = topic
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?:;,]+$/, '');
  const lower = plainApostrophe(text.toLowerCase())
    .replace(/[^\p{L}\p{N}\s'&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const allWords = wordsOf(nlp, text);
  const roots = new Set<string>();
  for (const word of allWords) {
    roots.add(word.lower.replace(/'s$/, ''));
    roots.add(word.root);
  }
  for (const plainWord of lower.split(' ')) roots.add(plainWord);
  const rootLine = allWords.map((word) => word.root).join(' ');

  const explained = HOW_IT_WORKS.exec(text);
  const how = explained?.[1];
  const core = how ?? text.replace(LEAD_IN, '');
  const words = core === text ? allWords : wordsOf(nlp, core);
  const startsWithVerb = how === undefined && words[0]?.verb === true;
  const verb = startsWithVerb ? (words[0]?.root ?? null) : null;
  const firstIndex = startsWithVerb ? 1 : 0;
  const rest = words.slice(firstIndex);

  const placeAt = words.findIndex((word) => word.place);
  const placeAfter = words.findIndex(
    (word, i) =>
      i > 0 && word.proper && /^(in|to|around|across|through|visit)$/.test(words[i - 1]?.lower ?? ''),
  );
  const placeIndex = placeAt >= 0 ? placeAt : placeAfter;
  const place = placeIndex >= 0 ? nameAround(words, placeIndex) : null;
  const personIndex = words.findIndex((word) => word.person);
  const person = personIndex >= 0 ? nameAround(words, personIndex) : null;

  // The main thing: from the first word after the verb that is not a particle or possessive, to the first
  // joining word. A verb may start it after "to" ("Learn to swim").
  let start = 0;
  while (
    start < rest.length &&
    (DROPPED.has(rest[start]!.lower) ||
      STOP.has(rest[start]!.lower) ||
      PARTICLES.has(rest[start]!.lower) ||
      rest[start]!.possessive)
  )
    start += 1;
  const thingWords: Word[] = [];
  for (const [i, word] of rest.slice(start).entries()) {
    if (STOP.has(word.lower) || (startsWithVerb && word.verb && i > 0)) break;
    thingWords.push(word);
  }
  const kept = thingWords.slice(-MAX_THING);
  const keptAt = firstIndex + start + thingWords.length - kept.length;
  const thing = shownWords(kept, keptAt)
    .filter((word, i) => !(i === 0 && ARTICLES.has(word) && kept.length === 1))
    .join(' ');
  const contentWords = kept.filter((word) => !ARTICLES.has(word.lower));

  const actionWords = rest.slice(0, MAX_ACTION);
  while (
    actionWords.length > 0 &&
    (STOP.has(actionWords.at(-1)!.lower) || ARTICLES.has(actionWords.at(-1)!.lower))
  )
    actionWords.pop();
  const shownAction = shownWords(actionWords, firstIndex)
    .map((word) => (word === 'my' ? 'your' : word))
    .join(' ');
  return {
    text,
    lower,
    roots,
    rootLine,
    verb,
    place,
    person,
    thing: contentWords.length > 0 ? thing : '',
    plural: kept.at(-1)?.plural ?? false,
    action: verb ? `${verb} ${shownAction}`.trim() : shownAction,
    options: optionsOf(text),
    explains: explained?.[2]?.toLowerCase() ?? null,
  };
}

/** The label with a capital first letter. */
export const capitalise = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

/** How many words a label has. */
export const wordCount = (label: string) => label.split(/\s+/).filter(Boolean).length;
