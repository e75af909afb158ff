import { z } from '../zod';
import { clozeAnswer, clozeAnswers } from './cloze';
import type { StudyCard } from './study';

// "Explain it more simply" on a card (docs/product.md#study-buddy): a few short lines and the card's key words.

export const cardExplainRequestSchema = z.lazy(() =>
  z.object({
    cardId: z.uuid({ error: 'Please choose a card to explain.' }),
  }),
);

/** The most lines an explanation has, so it stays short enough to read at a glance. */
export const EXPLAIN_LINES_MAX = 4;
/** The longest line kept from a model's explanation. */
export const EXPLAIN_LINE_MAX = 240;

export interface CardExplanationAnswer {
  outcome: 'ok' | 'sensitive' | 'failed';
  source: 'model' | 'built-in';
  /** Short plain sentences, one per line; empty unless the outcome is ok. */
  lines: string[];
  /** The words to remember; empty unless the outcome is ok. */
  keyTerms: string[];
  /** The docs/product.md#messages message when there is no explanation. */
  message: string | null;
}

type CardText = Pick<StudyCard, 'kind' | 'front' | 'back'>;

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The card as one statement: a cloze sentence with its gaps filled, or the question and its answer. */
export function cardStatement(card: CardText): string {
  if (card.kind === 'cloze') return tidy(clozeAnswer(card.front));
  const asking = tidy(card.front);
  const question = asking.replace(/\?$/, '');
  const answer = tidy(card.back);
  const asked = /^what (?:is|are|was|were) (.+)$/i.exec(question);
  if (asked?.[1]) {
    const verb = /^what (\w+)/i.exec(question)?.[1]?.toLowerCase() ?? 'is';
    return `${sentenceCase(asked[1])} ${verb} ${answer.replace(/[.!?]$/, '')}`;
  }
  return `${withStop(sentenceCase(asking))} ${sentenceCase(answer)}`;
}

/** Where a long sentence may be cut into shorter ones without changing its meaning. */
const JOINS = /\s*(?:;|:\s)\s*/;

/** The statement as short sentences: cut at its joins, each a sentence of its own. */
function shortSentences(statement: string): string[] {
  return statement
    .split(/(?<=[.!?])\s+/)
    .flatMap((sentence) => sentence.split(JOINS))
    .map(tidy)
    .filter((part) => part.split(' ').length >= 2)
    .map((part) => withStop(sentenceCase(part)));
}

const COMMON = new Set(
  'about after again against because before between during every their there these those through under which while would could should other where'.split(
    ' ',
  ),
);

/** The card's key words: the hidden parts or the answer's long words, then the statement's long words. */
export function keyTerms(card: CardText): string[] {
  const statement = cardStatement(card);
  const named = card.kind === 'cloze' ? clozeAnswers(card.front).map(tidy) : [];
  const long = (statement.match(/[A-Za-z][A-Za-z-]{6,}/g) ?? []).filter((w) => !COMMON.has(w.toLowerCase()));
  const terms: string[] = [];
  for (const term of [...named, ...long]) {
    if (!terms.some((kept) => kept.toLowerCase() === term.toLowerCase())) terms.push(term);
  }
  return terms.slice(0, 3);
}

/** The built-in explanation: the card's own statement in short sentences, and its key words. */
export function explainSimply(card: CardText): { lines: string[]; keyTerms: string[] } {
  const lines = shortSentences(cardStatement(card)).slice(0, EXPLAIN_LINES_MAX);
  return { lines: lines.length > 0 ? lines : [withStop(cardStatement(card))], keyTerms: keyTerms(card) };
}
