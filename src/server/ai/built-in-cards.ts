import nlp from 'compromise';
import type { ProposedCard } from '../../shared/study-buddy/study';
import { CARDS_PROPOSED_MAX } from '../../shared/study-buddy/card-maker';

// The built-in card maker (docs/product.md#study-buddy, decisions 097 and 150), on the server only: compromise
// reads each sentence's parts of speech, names and dates. A card is asked only from a sentence that defines
// something or states a fact; a gap hides a whole term (a name, a date, a term of several words, a rare word);
// every answer is a piece of the notes, word for word. Notes with no fact give no card.

/** A word of a sentence, as compromise reads it, with where it is in the sentence. */
interface Word {
  text: string;
  start: number;
  end: number;
  tags: Set<string>;
}

/** What a gap could hide, and how much a student would want it asked. */
interface Term {
  text: string;
  start: number;
  end: number;
  /** How much a student would want it asked, for ranking the terms of a sentence. */
  score: number;
  /** The score of its kind alone, whatever its place: whether it may be hidden at all. */
  base: number;
}

/** A term as a finder finds it: where it is, and the score of its kind. */
type Found = Pick<Term, 'start' | 'end' | 'score'>;

/** A piece of the notes a card can come from: a sentence, a bullet, or a list under its heading. */
type Unit =
  | { kind: 'sentence'; text: string }
  | { kind: 'question'; question: string; answer: string }
  | { kind: 'list'; heading: string; items: string[]; colon: boolean };

const QUESTION_LINE = /^(?:Q|Question)\s*\d*\s*[:.)-]\s*(.+\?)$/i;
const ANSWER_LINE = /^(?:A|Answer)\s*\d*\s*[:.)-]\s*(.+)$/i;
/** A line without its Markdown emphasis ("**Osmosis**: …" reads "Osmosis: …") or its spaces at the ends. */
const plain = (line: string) => line.replace(/\*\*|__|`/g, '').trim();
const GLOSSARY_MARK = /=|:\s|\s[-–—]\s/;
const BULLET = /^\s*(?:[-*•–>]|\d+[.)]|[a-z][.)])\s+(.+)$/;
const HEADING_MARK = /^\s*#+\s*/;
const END_MARK = /[.!?]["')\]]*$/;

/** Words of a reminder, a remark about the course or a plan, rather than a fact to learn. */
const NOT_A_FACT = new RegExp(
  [
    String.raw`\b(?:exams?|mock|quiz(?:zes)?|homework|hw|worksheets?|past papers?|mark scheme|revise|revision|todo|to-do|things to do|to do list)\b|^to do\b`,
    String.raw`\b(?:remember to|don'?t forget|need to|have to|ask (?:him|her|them|sir|miss|about)|go over|look at (?:it|this|that))\b`,
    String.raw`\b(?:slides?\s*\d|lecture|seminar|tutorial|due (?:next|on|by|tomorrow|today|in)|deadline|hand in)\b`,
    String.raw`\b(?:question \d+|q\d+|p\.\s?\d+|pp\.|ch\.\s?\d+|chapter \d+|(?:for|on|in|before) the (?:test|exam|quiz|mock))\b`,
    String.raw`\b(?:will|might|could) (?:be|come up) (?:on|in) (?:the )?(?:test|exam|paper)\b`,
    String.raw`\b(?:said|says|told us) (?:this|that|it) (?:will|is|might|may|could)\b`,
  ].join('|'),
  'i',
);
const PERSONAL = /(?<![A-Z][\p{L}.]*\s)\bI(?:'m|'ve|'d|'ll)?\b|\b(?:my|me|mine|myself)\b/u;
const REMARK_START =
  /^(?:we|you|let'?s|need|must|should|pls|please|nb|n\.b\.|see|cf|ask|check|(?:mr|mrs|ms|miss|dr|prof|sir|professor|teacher)\b\.?)(?![\p{L}])/iu;
const VAGUE_START =
  /^(?:it|this|that|these|those|they|them|he|she|his|her|its|their|there|here|which|what|who|such)\b/i;
const META_KEY =
  /^(?:date|topic|subject|homework|hw|todo|to do|note|notes|nb|teacher|lesson|lecture|class|week|wk|page|ref|source|reading|due|deadline|tip|reminder|q|question|task|aim|objective|summary|vocab|key words?)$/i;

/** Nouns too common to be what a card tests when hidden alone. */
const COMMON = new Set(
  `thing things way ways time times year years day days week weeks month months part parts place places people
  person man men woman women child children world life lives work works water light food air heat power energy
  force forces line lines side sides number numbers value values amount amounts total set sets group groups kind
  kinds type types form forms process processes reaction reactions change changes cause causes effect effects
  result results idea ideas point points case cases fact facts example examples name names word words list
  lists order level levels rate rates unit units system systems area areas state states question questions
  answer answers note notes end start member members body bodies hand hands head home house room school class
  country countries city cities town land sea river rivers family families friend friends king queen husband
  wife son daughter mother father government party parties company money price prices cost costs market
  markets business service services problem problems information data story stories book books paper page
  pages study studies report use uses way course class lesson subject topic age ages war wars army soldiers
  dog dogs cat cats animal animals plant plants tree trees car cars road roads door water stage stages step
  steps piece pieces item items object objects thing matter matters shape shapes size sizes colour colours
  color colors sound sounds speech character characters audience something anything everything nothing
  someone anyone everyone nobody other others reason reasons purpose way manner method methods result
  instance kind sort lot lots range ranges show shows control role roles rule rules law laws right rights
  power powers period periods history future past present centre center top bottom front back inside outside
  surface surfaces edge edges base bases layer layers model models term terms feature features member
  digit digits figure figures table tables line scale scales move movement movements action actions event
  events date dates century centuries decade decades minute minutes hour hours second seconds moment
  quantity quantities share shares trait traits thoughts thought feelings feeling location locations
  location contents content source sources instruction instructions problem solution solutions machine
  machines computer computers text texts quote quotes paragraph paragraphs title titles place publisher
  author authors surname initials brackets list alternative alternatives information interest seller
  sellers buyer buyers firm firms items pieces alone stage things mass masses object motion surfaces rock
  soil wind ice mountain mountains volcano volcanoes plate plates strength pair pairs gas gases atom atoms
  shell shells word letters letter`.split(/\s+/),
);

/** Plain describing words left off the front of a term: "a large vacuole" hides "vacuole". */
const PLAIN = new Set(
  `large small big little main first second third last next other same different many much more most some all
  any each every few own whole general mostly red blue green yellow black white new old good bad high low long
  short important key basic simple usual usually common certain particular real true full empty later early
  above below only two three four five six seven eight nine ten several various great greater greatest
  highest lowest longest largest smallest best worst better worse`.split(/\s+/),
);

/** A word that names what kind of thing follows: "the pigment chlorophyll" hides "chlorophyll". */
const CATEGORY = new Set(
  `pigment enzyme hormone element verb noun adjective adverb word phrase organelle protein molecule river city
  town country king queen poet author planet theory mineral virus bacterium term concept tense mood`.split(
    /\s+/,
  ),
);

const UNITS =
  /^(?:metres?|meters?|km|kilometres?|kilometers?|miles?|m|cm|mm|kg|g|grams?|tonnes?|litres?|liters?|ml|seconds?|minutes?|hours?|days?|years?|degrees?|°c|°f|per cent|percent|volts?|v|joules?|j|newtons?|n|watts?|w|hz|hertz|pascals?|pa|moles?|mol|kelvin|k)$/i;
const MONTHS = `january february march april may june july august september october november december jan feb
  mar apr jun jul aug sep sept oct nov dec`.split(/\s+/);
const MONTH = new Set(MONTHS);
const isMonthName = (word: string) =>
  MONTH.has(word.toLowerCase().replace(/\.$/, '')) && /^\p{Lu}/u.test(word);
/** A month in its place: a full name, or a short one ("Jan", "Sept") beside a day or a year, never "Jan" the name. */
const monthAt = (read: Word[], k: number): boolean => {
  const word = read[k]?.text ?? '';
  if (!isMonthName(word)) return false;
  if (word.length > 4 || word === 'June' || word === 'July') return true;
  const before = read[k - 1];
  const after = read[k + 1];
  const number = (other: Word | undefined, gap: number) => /^\d/.test(other?.text ?? '') && gap === 1;
  return (
    number(before, read[k]!.start - (before?.end ?? 0)) || number(after, (after?.start ?? 0) - read[k]!.end)
  );
};
const isDay = (word: string) => /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/i.test(word);
const isYear = (word: string) =>
  /^(?:1\d{3}|20\d{2})s?$/.test(word) || /^\d{2,4}\s?(?:BC|BCE|AD|CE)$/.test(word);

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const trimEnd = (text: string) => text.replace(/[\s.;:!?,]+$/, '');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isCapital = (text: string) => /^\p{Lu}/u.test(text);
const has = (word: Word | undefined, ...tags: string[]) => !!word && tags.some((tag) => word.tags.has(tag));

/** The sentence's words, each with its parts of speech. */
function wordsOf(sentence: string): Word[] {
  const parsed = nlp(sentence).json({ offset: true }) as {
    terms: { text: string; tags: string[]; offset: { start: number; length: number } }[];
  }[];
  const read = parsed
    .flatMap((part) => part.terms)
    .filter((term) => term.text !== '')
    .map((term) => ({
      text: sentence.slice(term.offset.start, term.offset.start + term.offset.length),
      start: term.offset.start,
      end: term.offset.start + term.offset.length,
      tags: new Set(term.tags),
    }));
  return withMainVerb(read);
}

const CLAUSE_BREAK = new Set([
  'when',
  'where',
  'because',
  'as',
  'if',
  'while',
  'until',
  'unless',
  'after',
  'before',
]);

/**
 * A clause with no verb before "when", "where"… has one the reader took for a noun: in "A delta forms where a
 * river…", "forms" is the verb. It is read again as a verb.
 */
function withMainVerb(read: Word[]): Word[] {
  const stop = read.findIndex(
    (word, k) => k > 0 && (CLAUSE_BREAK.has(word.text.toLowerCase()) || /[,;:]$/.test(word.text)),
  );
  let clause = read.slice(0, stop < 0 ? read.length : stop);
  // A first verb that follows a noun and ends in -ed describes it ("actions completed in the past").
  const firstVerb = clause.findIndex((word) => has(word, 'Verb'));
  const describing =
    firstVerb > 1 && has(clause[firstVerb], 'PastTense') && has(clause[firstVerb - 1], 'Noun');
  if (firstVerb >= 0 && !describing) return read;
  if (describing) clause = clause.slice(0, firstVerb);
  for (let k = 1; k < clause.length; k += 1) {
    const word = clause[k]!;
    if (has(word, 'Plural') && has(clause[k - 1], 'Noun') && nlp(`it ${word.text}`).has('#Verb')) {
      word.tags = new Set(['Verb', 'PresentTense']);
      break;
    }
  }
  return read;
}

// --- Reading the notes into units ---------------------------------------------------------------------------

const ABBREVIATION =
  /(?<!°)(?:\b(?:e\.g|i\.e|etc|approx|ca|c|vs|v|no|nos|ch|p|pp|fig|eq|mr|mrs|ms|dr|prof|st|wk|sec|min|max|dept|govt|esp|incl|cf|al)|\b\p{L})\.$/iu;

/** A paragraph cut into sentences at . ! or ? before a capital or a digit, never after an abbreviation. */
export function sentences(paragraph: string): string[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const found: string[] = [];
  let from = 0;
  // Notes typed in lower case end sentences too: "…make food. it happens in…".
  for (const end of text.matchAll(/[.!?]+["')\]]*\s+(?=["'(]?[\p{L}\d])/gu)) {
    const upTo = end.index + end[0].trimEnd().length;
    if (ABBREVIATION.test(text.slice(from, upTo))) continue;
    found.push(text.slice(from, upTo).trim());
    from = end.index + end[0].length;
  }
  found.push(text.slice(from).trim());
  // Clauses joined by a semicolon are facts of their own.
  // Clauses joined by a semicolon are facts of their own; the second starts as a sentence does.
  const upper = (clause: string) =>
    /^\p{Ll}+\s/u.test(clause) ? clause.charAt(0).toUpperCase() + clause.slice(1) : clause;
  return found
    .flatMap((sentence) => sentence.split(/;\s+/).map((clause, k) => (k > 0 ? upper(clause) : clause)))
    .filter((sentence) => sentence !== '');
}

const isHeadingLike = (line: string) =>
  HEADING_MARK.test(line) ||
  (!BULLET.test(line) && !END_MARK.test(line.trim()) && !/=/.test(line) && words(line).length <= 8);

/** The notes as units, in order: lists under a heading line ending in a colon, sentences, and bullets. */
function unitsOf(notes: string): Unit[] {
  const lines = notes.split(/\r?\n/);
  const units: Unit[] = [];
  let prose = '';
  const flush = () => {
    for (const sentence of sentences(prose)) units.push({ kind: 'sentence', text: sentence });
    prose = '';
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = plain(lines[index] ?? '');
    const next = plain(lines[index + 1] ?? '');
    // "Q: What is the capital of France?" with "A: Paris" under it is a question card already.
    const asked = QUESTION_LINE.exec(line);
    const answer = ANSWER_LINE.exec(next);
    if (asked && answer) {
      flush();
      units.push({ kind: 'question', question: asked[1] ?? '', answer: trimEnd(answer[1] ?? '') });
      index += 1;
      continue;
    }
    if (line === '') {
      flush();
      continue;
    }
    const bullet = BULLET.exec(line);
    // A list: bullets right under a line ending in a colon, or under a short heading ("Causes of WW1").
    const colon = /:\s*$/.test(line);
    if (!bullet && BULLET.test(next) && (colon || isHeadingLike(line))) {
      flush();
      const items: string[] = [];
      for (; BULLET.test(lines[index + 1] ?? ''); index += 1) {
        items.push(trimEnd((BULLET.exec(lines[index + 1] ?? '')?.[1] ?? '').trim()));
      }
      units.push({ kind: 'list', heading: trimEnd(line.replace(HEADING_MARK, '')), items, colon });
      continue;
    }
    if (bullet) {
      flush();
      for (const sentence of sentences(bullet[1] ?? '')) units.push({ kind: 'sentence', text: sentence });
      continue;
    }
    // A short line with no full stop is a heading when it starts the notes or stands above a gap or a list;
    // a glossary line is one only when it stands alone ("Biology - photosynthesis", then a gap), never among
    // other lines ("el perro - the dog").
    const glossaryLine = GLOSSARY_MARK.test(line) && words(line).length <= 12;
    const alone = index === 0 || plain(lines[index - 1] ?? '') === '';
    const headingPlace =
      prose === '' &&
      (HEADING_MARK.test(line) ||
        (glossaryLine
          ? alone && (next === '' || BULLET.test(next))
          : next === '' || BULLET.test(next) || index === 0));
    if (isHeadingLike(line) && headingPlace) {
      flush();
      continue;
    }
    prose = prose === '' ? line : `${prose} ${line}`;
    // A line that ends a sentence, or a definition line ("ATP = adenosine triphosphate"), stands alone.
    if (END_MARK.test(line) || glossaryLine || isHeadingLike(next)) flush();
  }
  flush();
  return units;
}

// --- Which sentences state a fact ---------------------------------------------------------------------------

/** Whether the sentence says something to learn, rather than a reminder, a remark, a question or a plan. */
function statesAFact(sentence: string, read: Word[]): boolean {
  const text = sentence.trim();
  if (/[?!]/.test(text) || /^\(.*\)$/.test(text)) return false;
  if (NOT_A_FACT.test(text) || PERSONAL.test(text) || REMARK_START.test(text) || VAGUE_START.test(text))
    return false;
  const first = read.find((word) => !has(word, 'Adverb'));
  // A line that starts with a verb has no subject: a to-do ("buy index cards") or a fragment.
  const afterFirst = read[read.indexOf(first!) + 1];
  if (has(first, 'Verb') && !has(first, 'Gerund', 'Noun') && !isCapital(afterFirst?.text ?? '')) return false;
  // A sentence past 60 words is a paragraph run together: too long to learn from one card.
  return read.some((word) => has(word, 'Verb')) && read.length >= 3 && read.length <= 60;
}

// --- Terms a gap can hide -----------------------------------------------------------------------------------

/** Dates and years, whole: "14 July 1789", "September 1793", "the 1890s" gives "1890s". */
function dateTerms(read: Word[]): Found[] {
  const terms: Found[] = [];
  for (let i = 0; i < read.length; i += 1) {
    const piece = (k: number) => {
      const word = read[k];
      if (!word) return false;
      if (monthAt(read, k)) return true;
      const nearMonth = monthAt(read, k - 1) || monthAt(read, k + 1);
      return (isDay(word.text) && nearMonth) || (isYear(word.text) && !has(read[k + 1], 'Plural'));
    };
    if (!piece(i)) continue;
    let j = i;
    // "14 July 1789", "July 4, 1776"; never across a comma before a name ("In 1779, Jan Ingenhousz").
    const joined = (k: number) =>
      read[k + 1]!.start - read[k]!.end === 1 || (isDay(read[k]!.text) && isYear(read[k + 1]!.text));
    while (piece(j + 1) && joined(j)) j += 1;
    const only = read[i]!;
    const lone = i === j && monthAt(read, i);
    if (!lone) terms.push({ start: only.start, end: read[j]!.end, score: i === j ? 4 : 5 });
    i = j;
  }
  return terms;
}

/** Numbers with their unit: "8,849 metres", "75%", "9 million". */
function valueTerms(read: Word[]): Found[] {
  const terms: Found[] = [];
  read.forEach((word, i) => {
    if (
      !/^\d[\d,.]*%?$/.test(word.text) ||
      isYear(word.text) ||
      (isDay(word.text) && (monthAt(read, i - 1) || monthAt(read, i + 1)))
    )
      return;
    let end = word.end;
    let next = i + 1;
    if (/^(?:hundred|thousand|million|billion|trillion)$/i.test(read[next]?.text ?? ''))
      end = read[next++]!.end;
    if (UNITS.test(read[next]?.text ?? '')) end = read[next]!.end;
    const score = end > word.end || word.text.endsWith('%') ? 3 : 1.5;
    terms.push({ start: word.start, end, score });
  });
  return terms;
}

const CONNECTOR = /^(?:of|the|v|vs|von|van|de|du|da|del|der|la|le|and)$/;

/** Names: runs of capitalised words, with "of", "the", "v" inside ("Reign of Terror", "Donoghue v Stevenson"). */
function nameTerms(read: Word[], capitalisedElsewhere: Set<string>): Found[] {
  const terms: Found[] = [];
  const proper = (k: number) => {
    const word = read[k];
    if (!word || !isCapital(word.text) || /^\d/.test(word.text) || monthAt(read, k)) return false;
    // "The" starts a name only in a title ("The Wealth of Nations").
    if (has(word, 'Determiner', 'Preposition', 'Conjunction') && !isCapital(read[k + 1]?.text ?? ''))
      return false;
    if (k > 0) return !has(word, 'Pronoun') && word.text !== 'I';
    // The sentence's first word is a name only when the notes or the reader say so.
    return (
      has(word, 'ProperNoun', 'Person', 'Place', 'Organization', 'Acronym') ||
      capitalisedElsewhere.has(word.text) ||
      (isCapital(read[1]?.text ?? '') && !has(word, 'Determiner', 'Preposition', 'Conjunction'))
    );
  };
  for (let i = 0; i < read.length; i += 1) {
    if (!proper(i)) continue;
    let j = i;
    for (;;) {
      if (proper(j + 1) && read[j + 1]!.start - read[j]!.end <= 1) {
        j += 1;
        continue;
      }
      // "of", "of the", "and of the" between capitalised words.
      let k = j + 1;
      while (CONNECTOR.test(read[k]?.text ?? '') && k - j <= 3 && !isCapital(read[k]!.text)) k += 1;
      if (k > j + 1 && proper(k) && !/^(?:and|the)$/.test(read[j + 1]!.text)) {
        j = k;
        continue;
      }
      break;
    }
    let first = i;
    if (/^the$/i.test(read[first]!.text) && first === 0) first += 1;
    if (first > j) continue;
    const run = read.slice(first, j + 1);
    // Two or three capitalised words doing something ("Maximilien Robespierre led") name a person.
    const { lexicon } = (nlp.model() as { one: { lexicon: Record<string, string | undefined> } }).one;
    const acting =
      run.length >= 2 &&
      lexicon[run[0]!.text.toLowerCase()] === undefined &&
      run.length <= 3 &&
      run.every((word) => isCapital(word.text)) &&
      has(read[j + 1], 'Verb') &&
      read[j + 1]!.start - read[j]!.end === 1;
    const people = acting || run.some((word) => has(word, 'Person'));
    let end = read[j]!.end;
    // A one-word name with a noun after it names a thing: "the Calvin cycle", "Harvard style".
    const after = read[j + 1];
    if (
      first === j &&
      !people &&
      after &&
      !isCapital(after.text) &&
      has(after, 'Noun') &&
      !has(after, 'Pronoun', 'Possessive', 'Verb') &&
      after.start - read[j]!.end === 1
    )
      end = after.end;
    const score = people ? 6.5 : j > first ? 5 : 4;
    terms.push({ start: read[first]!.start, end, score });
    i = j;
  }
  return terms;
}

const rare = (word: string) =>
  word.length >= 5 && !COMMON.has(word.toLowerCase()) && !PLAIN.has(word.toLowerCase());

/** Terms of common words: "carbon dioxide", "light-dependent reactions", and rare words alone ("chlorophyll"). */
function wordTerms(read: Word[], nameAt: (k: number) => boolean): Found[] {
  const terms: Found[] = [];
  const usable = (k: number) => {
    const word = read[k];
    if (!word || nameAt(k) || /\d/.test(word.text) || /[/']/.test(word.text)) return false;
    if (isCapital(word.text) && k > 0 && !/^\p{Lu}\p{Ll}*$/u.test(word.text)) return false;
    if (has(word, 'Pronoun', 'Determiner', 'Preposition', 'Conjunction', 'Possessive', 'Value', 'Date'))
      return false;
    if (/[^\p{ASCII}]/u.test(word.text)) return true;
    // A word in -ing after a noun is a verb: "oxygen using haemoglobin".
    if (has(word, 'Gerund') && has(read[k - 1], 'Noun') && !has(read[k - 1], 'Adjective')) return false;
    return (
      (has(word, 'Noun', 'Adjective', 'Hyphenated') && !has(word, 'Verb')) || has(word, 'Gerund', 'Noun')
    );
  };
  const noun = (word: Word | undefined) => has(word, 'Noun') || /[^\p{ASCII}]/u.test(word?.text ?? '');
  for (let i = 0; i < read.length; i += 1) {
    if (!usable(i)) continue;
    let j = i;
    while (usable(j + 1) && read[j + 1]!.start - read[j]!.end === 1) j += 1;
    let first = i;
    while (
      first < j &&
      (PLAIN.has(read[first]!.text.toLowerCase()) || CATEGORY.has(read[first]!.text.toLowerCase()))
    )
      first += 1;
    const last = j;
    i = j;
    // A run that does not end on a noun is cut short or is not a term ("passé composé" read in part).
    if (!noun(read[last]) || PLAIN.has(read[last]!.text.toLowerCase())) continue;
    const span = read.slice(first, last + 1);
    if (span.length === 1) {
      const word = span[0]!.text;
      if (!rare(word) || UNITS.test(word)) continue;
      // "demand rises": a word after a noun that reads as a verb is the verb, not a term.
      if (/s$/.test(word) && has(read[first - 1], 'Noun') && nlp(`it ${word}`).has('#Verb')) continue;
      terms.push({ start: span[0]!.start, end: span[0]!.end, score: word.length >= 9 ? 3 : 2.5 });
      continue;
    }
    if (span.length > 4 || span.every((word) => !rare(word.text) && !/-/.test(word.text))) {
      // Common words together are a term only when they are nouns named together ("cell wall").
      if (!span.every((word) => noun(word))) continue;
    }
    terms.push({ start: span[0]!.start, end: span[span.length - 1]!.end, score: 3.5 });
  }
  return terms;
}

/** Every term of the sentence a gap could hide, best first. */
/** Titles in quotation marks, whole: "Romeo and Juliet". */
function titleTerms(sentence: string): Found[] {
  return [...sentence.matchAll(/["“]([^"”]{2,60})["”]/g)]
    .filter((match) => /^\p{Lu}/u.test(match[1] ?? '') && words(match[1] ?? '').length <= 6)
    .map((match) => ({ start: match.index + 1, end: match.index + 1 + (match[1]?.length ?? 0), score: 5 }));
}

function termsOf(sentence: string, read: Word[], notes: string, capitalisedElsewhere: Set<string>): Term[] {
  const titles = titleTerms(sentence);
  const outside = (term: Found) => !titles.some((title) => term.start < title.end && term.end > title.start);
  const names = [...titles, ...nameTerms(read, capitalisedElsewhere).filter(outside)];
  const dates = dateTerms(read);
  const taken = [...names, ...dates];
  const inside = (word: Word) => taken.some((term) => word.start < term.end && word.end > term.start);
  const common = wordTerms(read, (k) => inside(read[k]!));
  const values = valueTerms(read).filter(
    (term) => !taken.some((t) => term.start < t.end && term.end > t.start),
  );
  // What comes before the main verb is what the sentence is about; the new fact comes after it.
  const verbAt = read.find((word, k) => has(word, 'Verb') && k > 0 && !inside(word))?.start ?? 0;
  return [...names, ...dates, ...common, ...values]
    .map((term) => {
      // A term is whole words: "in-text citation", never "text citation".
      let { start, end } = term;
      while (start > 0 && /[\p{L}\p{N}-]/u.test(sentence[start - 1] ?? '')) start -= 1;
      while (end < sentence.length && /[\p{L}\p{N}]/u.test(sentence[end] ?? '')) end += 1;
      const text = sentence.slice(start, end);
      // What the sentence is about comes before its verb; a term the notes repeat is a key one.
      const again =
        (notes.match(new RegExp(`(?<![\\p{L}])${escape(text)}(?![\\p{L}])`, 'giu')) ?? []).length > 1;
      const score = term.score - (term.end <= verbAt ? 1 : 0) + (again ? 0.5 : 0);
      return { start, end, text, score, base: term.score };
    })
    .filter(
      (term) =>
        (term.text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 2 &&
        !/[^\p{L}\p{N}\s'’.,%°-]|->/u.test(term.text) &&
        term.end - term.start < sentence.length * 0.7,
    )
    .sort((a, b) => b.score - a.score || b.start - a.start);
}

// --- Question cards -----------------------------------------------------------------------------------------

/** The subject as it reads inside a question: "The cell" becomes "the cell", "Osmosis" "osmosis"; names stay. */
function topicOf(subject: string, read: Word[], capitalisedElsewhere: Set<string>): string {
  const first = read[0];
  if (/^(?:the|a|an)$/i.test(first?.text ?? '')) return subject.charAt(0).toLowerCase() + subject.slice(1);
  if (!first || !isCapital(first.text) || /^\p{Lu}{2,}|\p{Ll}\p{Lu}/u.test(first.text)) return subject;
  const named =
    has(first, 'Person', 'Place', 'Organization') ||
    capitalisedElsewhere.has(first.text) ||
    isCapital(read[1]?.text ?? '');
  return named ? subject : subject.charAt(0).toLowerCase() + subject.slice(1);
}

const DEFINING_VERB = /\s(is|are|was|were|means|mean|refers to|refer to|stands for|stand for)(?=\s)/g;
const INCLUDES = /^(.{2,60}?)\s+(include|includes|consist of|consists of)\s+(.+)$/;

/** Whether the subject is a thing named by nouns, with no verb, pronoun or remark in it. */
function goodSubject(subject: string, read: Word[]): boolean {
  if (VAGUE_START.test(subject) || REMARK_START.test(subject) || META_KEY.test(trimEnd(subject)))
    return false;
  if (words(subject).length > 7 || /[,;()]/.test(subject) || read.length === 0) return false;
  // A word after "the" or a describing word is a noun, whatever else it could be ("The mean", "covalent bond").
  const named = read.map((word, k) => has(word, 'Verb') && has(read[k - 1], 'Determiner', 'Adjective'));
  if (read.some((word, k) => has(word, 'Verb') && !has(word, 'Gerund', 'Adjective') && !named[k]))
    return false;
  return read.some((word, k) => has(word, 'Noun', 'Acronym', 'ProperNoun') || named[k]);
}

/** "X is Y" gives "What is X?" / Y; "X is used for Y" gives "What is X used for?" / Y; "X means Y", "X stands for Y". */
function definitionCard(
  sentence: string,
  read: Word[],
  capitalisedElsewhere: Set<string>,
): ProposedCard | null {
  const text = trimEnd(sentence);
  for (const found of text.matchAll(DEFINING_VERB)) {
    const subject = text.slice(0, found.index);
    const verb = found[1] ?? '';
    const after = found.index + found[0].length + 1;
    const rest = text.slice(after);
    const subjectWords = read.filter((word) => word.end <= subject.length);
    if (!goodSubject(subject, subjectWords)) continue;
    if (words(rest).length < 2) return null;
    return definitionOf(subject, verb, rest, {
      subjectWords,
      restWords: read.filter((word) => word.start >= after),
      capitalisedElsewhere,
    });
  }
  return null;
}

function definitionOf(
  subject: string,
  verb: string,
  rest: string,
  {
    subjectWords,
    restWords,
    capitalisedElsewhere,
  }: { subjectWords: Word[]; restWords: Word[]; capitalisedElsewhere: Set<string> },
): ProposedCard | null {
  const topic = topicOf(subject, subjectWords, capitalisedElsewhere);
  if (/^(?:means?|refers? to|stands? for)$/.test(verb)) {
    const does = /^(?:mean|refer to|stand for)$/.test(verb) ? 'do' : 'does';
    const base = verb.replace(/^means$/, 'mean').replace(/s (to|for)$/, ' $1');
    return { kind: 'basic', front: `What ${does} ${topic} ${base}?`, back: rest };
  }
  const used = /^used (for|to|in|as) (.+)$/.exec(rest);
  if (used) {
    const back = used[1] === 'for' || used[1] === 'as' ? (used[2] ?? '') : `${used[1]} ${used[2]}`;
    const asked = used[1] === 'to' ? 'for' : used[1];
    return words(back).length >= 2
      ? { kind: 'basic', front: `What ${verb} ${topic} used ${asked}?`, back }
      : null;
  }
  // What X is: a noun phrase ("a charter of rights…") or "when/where…", never a verb or a place ("in Paris").
  const lead = restWords[0];
  if (!lead || restWords.length < 2) return null;
  const clause = /^(?:when|where)$/i.test(lead.text);
  if (!clause && has(lead, 'Verb', 'Preposition', 'Adverb', 'Pronoun', 'Conjunction') && !has(lead, 'Gerund'))
    return null;
  if (has(lead, 'Adjective') && !restWords.slice(1, 3).some((word) => has(word, 'Noun'))) return null;
  const person = subjectWords.some((word) => has(word, 'Person')) && !has(subjectWords[0], 'Determiner');
  return { kind: 'basic', front: `${person ? 'Who' : 'What'} ${verb} ${topic}?`, back: rest };
}

function includesCard(
  sentence: string,
  read: Word[],
  capitalisedElsewhere: Set<string>,
): ProposedCard | null {
  const match = INCLUDES.exec(trimEnd(sentence));
  if (!match) return null;
  const [, subject = '', verb = '', rest = ''] = match;
  const subjectWords = read.filter((word) => word.end <= subject.length);
  if (!goodSubject(subject, subjectWords) || !/,| and | or /.test(rest)) return null;
  const does = verb.endsWith('s') || verb === 'consists of' ? 'does' : 'do';
  const what = verb.startsWith('consist') ? 'consist of' : 'include';
  const topic = topicOf(subject, subjectWords, capitalisedElsewhere);
  return { kind: 'basic', front: `What ${does} ${topic} ${what}?`, back: rest };
}

const GLOSSARY = /^([^=:]{1,60}?)\s*(?:=|:|\s[-–—]\s)\s*(.+)$/;

/** Whether a word starts an instruction: "learn the diagram", "use quotes". */
const instruction = (read: Word[]) =>
  has(read[0], 'Imperative') ||
  (has(read[0], 'Verb') &&
    !has(read[0], 'Gerund', 'Noun', 'Adjective') &&
    has(read[1], 'Determiner', 'Pronoun', 'Possessive'));

/**
 * A glossary line, "ATP = adenosine triphosphate" or "osmosis: movement of water", as a question card; 'sentence'
 * when the line is a sentence after all ("28 June 1914: Franz Ferdinand was shot"); null when it is a remark.
 */
function glossaryCard(line: string, capitalisedElsewhere: Set<string>): ProposedCard | 'sentence' | null {
  const match = GLOSSARY.exec(trimEnd(line));
  if (!match) return 'sentence';
  const [, term = '', meaning = ''] = match;
  // Read as one line, so each side's words are read in the other's light ("PED = price elasticity…").
  const read = wordsOf(trimEnd(line));
  // The term is read in the line's light, or alone when the line reads it as no noun ("Osmosis:").
  const inLine = read.filter((word) => word.end <= term.length);
  const termWords = inLine.some((word) => has(word, 'Noun', 'Acronym')) ? inLine : wordsOf(term);
  const meaningWords = read.filter((word) => word.start >= trimEnd(line).length - meaning.length);
  if (META_KEY.test(term.trim()) || REMARK_START.test(term.trim()) || instruction(meaningWords)) return null;
  // "email tutor re: extension" is a note to self, not a term and its meaning.
  if (/\b(?:re|about|for|to|with|of)$/i.test(term.trim())) return null;
  if (NOT_A_FACT.test(line) || PERSONAL.test(line)) return null;
  if (termWords.some((word, k) => isYear(word.text) || monthAt(termWords, k))) return 'sentence';
  // "RAM is volatile memory: …" is a sentence; "covalent bond - …" is a term, whatever "bond" could be.
  if (termWords.some((word) => has(word, 'Verb') && !has(word, 'Gerund', 'Adjective', 'Infinitive')))
    return 'sentence';
  const finite = meaningWords.some(
    (word, k) =>
      k > 0 && has(word, 'Verb') && !has(word, 'Participle', 'Gerund', 'Passive', 'Adjective', 'Infinitive'),
  );
  if (finite && isCapital(meaning)) return 'sentence';
  if (words(term).length > 5 || meaningWords.length === 0 || !goodSubject(term, termWords)) return null;
  if (words(meaning).length <= 4 && words(term).length <= 3)
    return { kind: 'basic', front: `What does “${term.trim()}” mean?`, back: meaning };
  const plural = has(termWords[termWords.length - 1], 'Plural');
  let topic = topicOf(term.trim(), termWords, capitalisedElsewhere);
  const article = /^(an?)\s/i.test(meaning);
  if (
    article &&
    !plural &&
    !has(termWords[0], 'Determiner', 'ProperNoun', 'Acronym') &&
    /^\p{Ll}/u.test(topic)
  )
    topic = `${/^[aeiou]/i.test(topic) ? 'an' : 'a'} ${topic}`;
  return { kind: 'basic', front: `What ${plural ? 'are' : 'is'} ${topic}?`, back: meaning };
}

/** A list under its heading, "The two stages of photosynthesis:", as one card naming every item. */
function listCard(heading: string, items: string[], colon: boolean): ProposedCard | null {
  if (items.length < 2 || items.length > 10 || NOT_A_FACT.test(heading) || PERSONAL.test(heading))
    return null;
  if (items.some((item) => NOT_A_FACT.test(item) || PERSONAL.test(item) || words(item).length > 14))
    return null;
  if (items.some((item) => GLOSSARY_MARK.test(item))) return null;
  // Under a heading with no colon, only short items name its parts ("Causes of WW1": "militarism", …).
  if (!colon && items.some((item) => words(item).length > 6)) return null;
  if (META_KEY.test(heading.trim()) || words(heading).length < 2) return null;
  return { kind: 'basic', front: `${heading}: name all ${items.length}.`, back: items.join('\n') };
}

// --- The cards ----------------------------------------------------------------------------------------------

/** A sentence of the notes, the terms a gap could hide in it, and the cards made from it. */
interface Source {
  sentence: string;
  terms: Term[];
  cards: ProposedCard[];
}

/** Words written with a capital letter somewhere other than a sentence's start: names, in these notes. */
function capitalisedWords(notes: string): Set<string> {
  const found = new Set<string>();
  for (const match of notes.matchAll(/(?<=[\p{L},;] )\p{Lu}[\p{L}'-]*/gu)) found.add(match[0]);
  return found;
}

/** The sentence with every whole-word place of the term hidden as gap 1. */
function clozeCard(sentence: string, term: Term): ProposedCard | null {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(term.text)}(?![\\p{L}\\p{N}])`, 'gu');
  if (!pattern.test(sentence)) return null;
  const hidden = sentence.replace(pattern, (found) => `{{c1::${found}}}`);
  // A card reads as a sentence: a capital at the start (notes typed in lower case) and a full stop at the end.
  const front = hidden.replace(/^(\{\{c1::)?(\p{Ll})/u, (_all, gap: string | undefined, first: string) =>
    gap ? `${gap}${first}` : first.toUpperCase(),
  );
  return { kind: 'cloze', front: /[.!?]$/.test(front) ? front : `${front}.`, back: '' };
}

const looksLikeGlossary = (text: string) =>
  GLOSSARY_MARK.test(text) && words(text.split(GLOSSARY_MARK)[0] ?? '').length <= 5;

/** The sources of one sentence or bullet: none when it states no fact. */
function sourceOf(text: string, notes: string, capitalisedElsewhere: Set<string>): Source | null {
  if (looksLikeGlossary(text)) {
    const glossary = glossaryCard(text, capitalisedElsewhere);
    if (glossary === null) return null;
    if (glossary !== 'sentence') return { sentence: text, terms: [], cards: [glossary] };
  }
  const read = wordsOf(text);
  if (!statesAFact(text, read)) return null;
  const question =
    definitionCard(text, read, capitalisedElsewhere) ?? includesCard(text, read, capitalisedElsewhere);
  return {
    sentence: text,
    terms: termsOf(text, read, notes, capitalisedElsewhere),
    cards: question ? [question] : [],
  };
}

/** The lowest score of a term a gap may hide: a name, a date, a term of several words, a rare word. */
const TERM_MIN = 2.5;
/** The lowest score of a second gap in the same sentence: names and dates. */
const SECOND_MIN = 4;

/**
 * Cards proposed from notes, in the notes' order: a list card for a list under a heading, a question card for a
 * definition, and a cloze card hiding a sentence's best whole term for any other fact. When there is room, the
 * names and dates not asked yet give second cloze cards, best first. At most `max`, no two alike; none when the
 * notes hold no fact.
 */
export function makeStudyCards(notes: string, max = CARDS_PROPOSED_MAX): ProposedCard[] {
  const capitalisedElsewhere = capitalisedWords(notes);
  const sources: Source[] = [];
  // The cards come in the notes' order and stop at `max`: the notes are read until that many facts, and a few
  // more in case some ask the same, are found (long notes are read in a moment, not a second).
  const enough = () =>
    sources.filter((source) => source.cards.length > 0 || source.terms.some((t) => t.base >= TERM_MIN))
      .length >=
    max + 4;
  for (const unit of unitsOf(notes)) {
    if (enough()) break;
    if (unit.kind === 'question') {
      const card = { kind: 'basic' as const, front: unit.question, back: unit.answer };
      if (unit.answer !== '' && !NOT_A_FACT.test(`${unit.question} ${unit.answer}`))
        sources.push({ sentence: unit.question, terms: [], cards: [card] });
      continue;
    }
    if (unit.kind === 'sentence') {
      const source = sourceOf(unit.text, notes, capitalisedElsewhere);
      if (source) sources.push(source);
      continue;
    }
    const card = listCard(unit.heading, unit.items, unit.colon);
    if (card) sources.push({ sentence: unit.heading, terms: [], cards: [card] });
    else if (!NOT_A_FACT.test(unit.heading) && !PERSONAL.test(unit.heading))
      for (const sentence of unit.items.flatMap(sentences)) {
        const source = sourceOf(sentence, notes, capitalisedElsewhere);
        if (source) sources.push(source);
      }
  }

  const fronts = new Set<string>();
  const asked = new Set<string>();
  const take = (source: Source, card: ProposedCard | null, term?: Term) => {
    if (!card || fronts.has(card.front)) return false;
    fronts.add(card.front);
    if (term) asked.add(term.text.toLowerCase());
    source.cards.push(card);
    return true;
  };
  // Each fact once: its question card (dropped if another sentence asked the same), or a gap hiding its best
  // term not asked yet.
  for (const source of sources) {
    const [question] = source.cards;
    if (question) {
      source.cards = [];
      take(source, question);
      continue;
    }
    const terms = source.terms.filter((t) => t.base >= TERM_MIN);
    const term = terms.find((t) => !asked.has(t.text.toLowerCase())) ?? terms[0];
    if (term) take(source, clozeCard(source.sentence, term), term);
  }
  // Then, while there is room, a second gap for the names and dates not asked yet, best first.
  // A term a question card of the same sentence names is asked already ("What is the Nile?").
  const named = (source: Source, term: Term) =>
    source.cards.some(
      (card) =>
        card.kind === 'basic' && `${card.front} ${card.back}`.toLowerCase().includes(term.text.toLowerCase()),
    );
  const seconds = sources
    .flatMap((source) => {
      const term = source.terms.find(
        (t) => t.base >= SECOND_MIN && !asked.has(t.text.toLowerCase()) && !named(source, t),
      );
      return term ? [{ source, term }] : [];
    })
    .sort((a, b) => b.term.score - a.term.score);
  let count = sources.reduce((sum, source) => sum + source.cards.length, 0);
  // A second gap for at most half the facts, so the cards do not repeat the notes sentence by sentence.
  const room = Math.min(max, count + Math.max(2, Math.ceil(count / 2)));
  for (const { source, term } of seconds) {
    if (count >= room) break;
    if (asked.has(term.text.toLowerCase())) continue;
    if (take(source, clozeCard(source.sentence, term), term)) count += 1;
  }
  return sources.flatMap((source) => source.cards).slice(0, max);
}
