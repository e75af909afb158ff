import { SUMMARY_MAX_SENTENCES, SUMMARY_MIN_SENTENCES } from '../../../shared/words/words';
import { sentencesOf, wordsOf } from './sentences';

/*
 * The built-in summary (decision 170): the sentences that carry the most, picked by how often the text comes back
 * to their words (Luhn's measure), kept in the text's order and never reworded. A model writes its own; this
 * engine only chooses, and the screen says so.
 */

/** Words that carry no subject of their own: a sentence is not about "the" or "would". */
const FUNCTION_WORDS = new Set(
  (
    'a an the and or but nor so yet if then than that this these those there here of to in on at by for from ' +
    'with without about into onto over under up down out off as is are was were be been being am do does did ' +
    "done have has had having will would shall should can could may might must it its it's i me my mine we us " +
    'our ours you your yours he him his she her hers they them their theirs what which who whom whose when ' +
    'where why how all any both each few more most other some such no not only own same too very just also ' +
    "again once now please thank thanks dear hello hi regards kind best sincerely i'm you're we're they're " +
    "don't doesn't didn't can't won't isn't aren't wasn't weren't i've you've we've i'll you'll we'll let get " +
    'got one two like well'
  ).split(' '),
);

/** A word's rough stem, so "payment" and "payments", "arrive" and "arrived" count together. */
const stem = (word: string) => word.replace(/'s$/, '').replace(/(?:ies|es|s|ed|ing)$/, '') || word;

const contentWords = (sentence: string) =>
  wordsOf(sentence)
    .filter((word) => word.length > 2 && !FUNCTION_WORDS.has(word) && !/^\d+$/.test(word))
    .map(stem);

/** A sentence of fewer words is a greeting, a sign-off or a heading, never a summary's sentence. */
const SHORTEST_SENTENCE_WORDS = 6;

/**
 * A summary's length in words: 40% of the text's, or 45 words where that is more, but never more than half (its
 * first sentence is kept whatever its length).
 */
const wordBudget = (words: number) => Math.min(words / 2, Math.max(words * 0.4, 45));
/** A sentence that carries less than this share of the best one's score is a side note, left out. */
const SIDE_NOTE = 0.6;

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const DAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight';
const COUNTS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|twice|half';
/** A date, a day, a time or an amount: the facts a reader acts on. */
const FACT = new RegExp(
  `\\b(?:${MONTHS}|${DAYS}|${COUNTS})\\b|\\d+(?:[.,:]\\d+)*(?:\\s?(?:am|pm|%))?|[£$€]\\s?\\d|\\b(?:pounds|dollars|euros)\\b`,
  'gi',
);
/** Something the reader is asked to do. */
const REQUEST =
  /\b(?:please|must|need to|needs to|have to|has to|make sure|remember to|required|deadline)\b|^(?:sign|send|bring|book|pay|call|phone|reply|submit|return|check|write|email|arrive|apply|complete|tell|ask|put|take|fill|collect|read|come|join|visit)\b/i;

/** What a sentence carries: the facts in it (at most two count) and whether it asks something of the reader. */
function carries(sentence: string) {
  const facts = new Set((sentence.match(FACT) ?? []).map((fact) => fact.toLowerCase())).size;
  return Math.min(facts, 2) * 0.75 + (REQUEST.test(sentence) ? 1.25 : 0);
}

/**
 * The sentences of `text` that carry the most, in the text's order; none when the text has fewer than
 * SUMMARY_MIN_SENTENCES sentences of its own. A sentence carries what the text keeps coming back to (its words
 * said in other sentences), the facts a reader acts on (dates, times, amounts) and what the reader is asked to do.
 */
export function summarise(text: string): string[] {
  const sentences = sentencesOf(text).filter(
    (sentence) => wordsOf(sentence).length >= SHORTEST_SENTENCE_WORDS,
  );
  if (sentences.length < SUMMARY_MIN_SENTENCES) return [];
  const words = sentences.map(contentWords);
  const counts = new Map<string, number>();
  for (const each of words) for (const word of new Set(each)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const topics = words.map((each) => {
    const distinct = [...new Set(each)];
    // A word said in one sentence only says nothing of what the text keeps coming back to.
    const weight = distinct.reduce((sum, word) => sum + ((counts.get(word) ?? 1) - 1), 0);
    return distinct.length === 0 ? 0 : weight / Math.sqrt(distinct.length);
  });
  const most = Math.max(...topics, 1e-9);
  const scores = sentences.map(
    // A text's first sentence of its own (after any greeting or heading) usually says what it is about.
    (sentence, index) => (2 * (topics[index] ?? 0)) / most + carries(sentence) + (index === 0 ? 1 : 0),
  );
  const lengths = sentences.map((sentence) => wordsOf(sentence).length);
  const budget = wordBudget(wordsOf(text).length);
  const ranked = scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  const best = ranked[0]?.score ?? 0;
  const chosen: number[] = [];
  let used = 0;
  for (const { index, score } of ranked) {
    if (chosen.length === SUMMARY_MAX_SENTENCES || score < best * SIDE_NOTE) break;
    const length = lengths[index] ?? 0;
    if (chosen.length > 0 && used + length > budget) continue;
    chosen.push(index);
    used += length;
  }
  return chosen.sort((a, b) => a - b).map((index) => sentences[index] ?? '');
}
