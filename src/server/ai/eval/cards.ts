import nlp from 'compromise';
import { clozeAnswer, clozeAnswers, clozeParts } from '../../../shared/study-buddy/cloze';
import type { ProposedCard } from '../../../shared/study-buddy/study';
import { CARDS_PROPOSED_MAX } from '../../../shared/study-buddy/card-maker';
import { AssistantError } from '../assistant';
import type { CardsItem } from './cards-set';
import { CARDS_SET } from './cards-set';
import type { EvalKind, EvalOutcome } from './eval-kind';

// The rubric for study cards (decision 150): what a student would keep. Every answer is in the notes as whole
// words; a gap hides a whole term, never a piece of a date or a name, never a lone common word; the terms a
// student would be asked are asked; nothing comes from a sentence with no fact; questions read as English;
// notes with no fact get no card.

/** Words too common to be what a card tests when hidden alone. */
const COMMON = new Set(
  `a an the and or but of in on at to for from by with as is are was were be been it its this that these those
  they them their he she his her we our you your i my me not no yes can could will would should may might must
  do does did done have has had make makes made take takes took get gets got give gives gave go goes went come
  came use used uses way ways thing things time times year years day days part parts place places people person
  man men woman women world life work works water light food air heat power energy force line lines side sides
  number numbers value values amount total set sets group groups kind kinds type types form forms process
  processes reaction reactions change changes cause causes effect effects result results idea ideas point
  points case cases fact facts example examples name names word words list lists order level levels rate rates
  cell cells unit units system systems area areas state states question questions answer answers note notes
  end start first last next new old good bad big small large long short high low main important other same
  different many much more most some all any each every few own well also very only just still even mostly
  about after before between during over under up down out into through again then there here when where which
  who what how why because so than too used called known found given shown seen said says say`.split(/\s+/),
);

/** Words of a remark or a reminder rather than a fact. */
const NOT_A_FACT =
  /\b(exams?|mock|quiz|test|homework|hw|worksheet|past paper|mark scheme|revise|todo|to do|remember to|don'?t forget|need to|ask (?:him|her|them|about|sir|miss)|slides?|lecture|due next|question \d|q\d+)\b/i;

const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
const DAY = /^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?$/i;
const YEAR = /^\d{3,4}s?$/;
const datePiece = (word: string) => MONTH.test(word) || DAY.test(word) || YEAR.test(word);

const flat = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whether `part` is in `text` as whole words, spaces and letter case aside. */
export const hasWords = (text: string, part: string) =>
  flat(part) !== '' &&
  new RegExp(`(?<![\\p{L}\\p{N}])${escape(flat(part))}(?![\\p{L}\\p{N}])`, 'u').test(flat(text));

const forms = (term: string) => term.split('|').map((form) => form.trim());

/** What the card asks the person to recall: its gaps, or a question card's back. */
export const answersOf = (card: ProposedCard) =>
  card.kind === 'cloze' ? clozeAnswers(card.front) : card.back.split('\n').filter((line) => line.trim());

/** The card as one line, as the report prints it. */
export const cardLine = (card: ProposedCard) =>
  card.kind === 'cloze'
    ? `${card.front}${card.back ? ` → ${card.back}` : ''}`
    : `${card.front} → ${card.back}`;

/** Whether the card asks about the term: it is hidden, or a question card names it. */
function asks(card: ProposedCard, term: string): boolean {
  if (card.kind === 'cloze') return clozeAnswers(card.front).some((gap) => hasWords(gap, term));
  return hasWords(card.front, term) || hasWords(card.back, term);
}

/** The gaps of a cloze card with the words either side of each, in the text with every gap shown. */
function gapsInContext(front: string) {
  const gaps: { hidden: string; before: string; after: string }[] = [];
  let text = '';
  const parts = clozeParts(front);
  parts.forEach((part, index) => {
    if (!('hidden' in part)) {
      text += part.text;
      return;
    }
    const after = parts
      .slice(index + 1)
      .map((next) => ('hidden' in next ? next.hidden : next.text))
      .join('');
    gaps.push({ hidden: part.hidden, before: text, after });
    text += part.hidden;
  });
  return gaps;
}

const lastWord = (text: string) => /([\p{L}\p{N}'’-]+)\W*$/u.exec(text)?.[1] ?? '';
const firstWord = (text: string) => /^\W*([\p{L}\p{N}'’-]+)/u.exec(text)?.[1] ?? '';

/** What is wrong with one gap, in plain words; empty when it hides a whole term. */
function gapFailures(gap: { hidden: string; before: string; after: string }, item: CardsItem): string[] {
  const failures: string[] = [];
  const hidden = gap.hidden.trim();
  const said = `the gap "${hidden}"`;
  if (/[\p{L}\p{N}]$/u.test(gap.before) || /^[\p{L}\p{N}]/u.test(gap.after))
    failures.push(`${said} cuts a word`);
  const words = hidden.split(/\s+/);
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  // Only a word joined to the gap by a space can be the rest of its date ("14 July 1789"), not one past a bracket.
  const before = /[\p{L}\p{N}]\s+$/u.test(gap.before) ? lastWord(gap.before) : '';
  const after = /^\s+[\p{L}\p{N}]/u.test(gap.after) ? firstWord(gap.after) : '';
  const touching = (gap.before.match(/[\s,]*$/)?.[0] ?? '').includes(',') ? '' : before;
  if (
    (datePiece(last) && /\d/.test(hidden + after) && datePiece(after)) ||
    (datePiece(first) && /\d/.test(hidden + touching) && datePiece(touching))
  )
    failures.push(`${said} hides part of a date`);
  if (
    words.length === 1 &&
    /^\p{Ll}/u.test(hidden) &&
    (COMMON.has(hidden.toLowerCase()) || hidden.length <= 3)
  )
    failures.push(`${said} hides a lone common word`);
  if ((item.notHidden ?? []).some((word) => flat(word) === flat(hidden)))
    failures.push(`${said} hides only part of a term`);
  const whole = `${gap.before}${gap.hidden}${gap.after}`;
  const start = gap.before.length;
  const end = start + gap.hidden.length;
  if (!holdsTerm(whole, start, end)) failures.push(`${said} hides no term, only a verb or a describing word`);
  for (const term of item.keyTerms) {
    const [full = '', ...others] = forms(term);
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${escape(full)}(?![\\p{L}\\p{N}])`, 'iu').exec(whole);
    if (!found) continue;
    const from = found.index;
    const to = from + full.length;
    const overlaps = start < to && end > from;
    const covers = start <= from && end >= to;
    if (overlaps && !covers && !others.some((form) => flat(form) === flat(hidden)))
      failures.push(`${said} cuts the term "${full}"`);
  }
  return failures;
}

/** Whether the words between `start` and `end` of the text hold a noun, a name, a number or a date. */
function holdsTerm(text: string, start: number, end: number): boolean {
  const terms = nlp(text).json({ offset: true }) as {
    terms: { offset: { start: number; length: number }; tags: string[] }[];
  }[];
  return terms
    .flatMap((sentence) => sentence.terms)
    .filter((term) => term.offset.start >= start && term.offset.start < end)
    .some((term) => term.tags.some((tag) => ['Noun', 'Value', 'Date', 'Acronym'].includes(tag)));
}

/** Whether a "What is X?" card's answer starts with a verb ("executed by…"), so it says what X did, not is. */
function answersWithAVerb(front: string, back: string): boolean {
  if (!/^(?:what|who) (?:is|are|was|were) /i.test(front)) return false;
  const first = nlp(back).terms().first();
  return first.has('#Verb') && !first.has('#Gerund');
}

const PRONOUN_START = /^(?:it|this|that|these|those|they|them|he|she|him|her|we|you|i|there|which|who)\b/i;
const QUESTION =
  /^(what|who|which|when|where|how|why)\s+(is|are|was|were|does|do|did|happened|can|could|has|have|had)\s+(.+?)\?$/i;
const QUESTION_END =
  /\s+(?:mean|refer to|include|consist of|stand for|do|say|state|measure|used (?:for|to|in|as))$/i;

/** Why a question card's front does not read as an English question; null when it does. */
export function questionProblem(front: string): string | null {
  const text = front.trim();
  if (!/^\p{Lu}/u.test(text)) return 'does not start with a capital letter';
  if (/\s{2,}|\s[,.?]/.test(text)) return 'has stray spaces';
  const list = /^(.+): name all \d+\.$/.exec(text);
  if (list) return /\p{L}/u.test(list[1] ?? '') ? null : 'names no list';
  const asked = QUESTION.exec(text);
  // "Who wrote Hamlet?": a question word and a verb in the past, then what it asks about.
  const done = /^(?:who|what|which)\s+(\S+)\s+(.+)\?$/i.exec(text);
  if (!asked && done && nlp(`${done[1]} ${done[2]}`).terms().first().has('#PastTense'))
    return PRONOUN_START.test(done[2] ?? '') ? 'does not say what it asks about' : null;
  if (!asked) return 'is not a question';
  const rest = (asked[3] ?? '').replace(QUESTION_END, '');
  if (rest === '' || PRONOUN_START.test(rest)) return 'does not say what it asks about';
  // A term in quotation marks is named, not used: "What does “le chat” mean?".
  if (/^[“"].+[”"]$/.test(rest)) return null;
  if (asked[2]?.toLowerCase() === 'happened') return null;
  // What is asked about is a thing: a noun phrase with no verb of its own ("What is smith said this?"). A word
  // after "the" or a describing word names a thing ("active transport"), whatever else it could be.
  const terms = (nlp(rest).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((t) => t.terms);
  const finite = terms.filter(
    (term, k) =>
      term.tags.some((tag) => tag === 'PastTense' || tag === 'PresentTense') &&
      !term.tags.includes('Adjective') &&
      !term.tags.includes('Gerund') &&
      !(terms[k - 1]?.tags ?? []).some((tag) => tag === 'Determiner' || tag === 'Adjective'),
  );
  if (finite.length > 0 && !finite.some((term) => /-/.test(term.text)))
    return `has a verb in what it asks about ("${finite.map((term) => term.text).join(' ')}")`;
  return null;
}

/** Every way the cards fail the item, in plain words; empty when they pass. */
export function judgeCards(item: CardsItem, cards: readonly ProposedCard[]): string[] {
  const failures: string[] = [];
  if (item.minCards === 0) {
    if (cards.length > 0) failures.push(`made ${cards.length} cards from notes that hold no fact`);
    return failures;
  }
  if (cards.length < item.minCards)
    failures.push(`made ${cards.length} cards where at least ${item.minCards} were expected`);
  if (cards.length > CARDS_PROPOSED_MAX) failures.push(`made more than ${CARDS_PROPOSED_MAX} cards`);
  const fronts = new Set<string>();
  for (const card of cards) {
    const line = `"${cardLine(card)}"`;
    if (fronts.has(card.front)) failures.push(`${line} is made twice`);
    fronts.add(card.front);
    const answers = answersOf(card);
    if (answers.length === 0) failures.push(`${line} asks nothing`);
    for (const answer of answers)
      if (!hasWords(item.notes, answer)) failures.push(`${line}: "${answer}" is not in the notes`);
    const whole = card.kind === 'cloze' ? clozeAnswer(card.front) : `${card.front} ${card.back}`;
    if (NOT_A_FACT.test(whole) || (item.noFact ?? []).some((word) => hasWords(whole, word)))
      failures.push(`${line} comes from a sentence with no fact`);
    if (card.kind === 'cloze') {
      for (const gap of gapsInContext(card.front))
        failures.push(...gapFailures(gap, item).map((f) => `${line}: ${f}`));
    } else {
      const problem = questionProblem(card.front);
      if (problem) failures.push(`${line}: the question ${problem}`);
      if (flat(card.front).replace(/\?$/, '') === flat(card.back)) failures.push(`${line} answers itself`);
      if (answersWithAVerb(card.front, card.back))
        failures.push(`${line}: the answer says what was done, not what the question asks`);
    }
  }
  for (const term of item.mustAsk) {
    if (!cards.some((card) => forms(term).some((form) => asks(card, form))))
      failures.push(`no card asks about "${forms(term).join('" or "')}"`);
  }
  return failures;
}

/** Asks for every item's cards in turn; an AssistantError counts as no card ("nothing usable"). */
export const cardsEval: EvalKind = {
  kind: 'cards',
  size: CARDS_SET.length,
  async run(assistant, signal) {
    const outcomes: EvalOutcome[] = [];
    for (const item of CARDS_SET) {
      let cards: ProposedCard[];
      try {
        cards = await assistant.studyCards(item.notes, signal);
      } catch (err) {
        if (!(err instanceof AssistantError)) throw err;
        cards = [];
      }
      outcomes.push({
        id: item.id,
        input: item.notes,
        answer: cards.map(cardLine),
        failures: judgeCards(item, cards),
      });
    }
    return outcomes;
  },
};
