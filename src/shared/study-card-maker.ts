import { makeCloze } from './cloze';
import type { ProposedCard } from './study';

// The built-in card maker (docs/product.md#study-buddy, decision 097): cards from definitions ("X is Y"), lists
// and key sentences of the person's own notes. Every answer is a piece of the notes, word for word.

export const CARDS_PROPOSED_MAX = 12;

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/;
const DEFINITION = /^(.{2,60}?)\s+(is|are|was|were|means|refers to)\s+(.{3,})$/;
const INCLUDES = /^(.{2,60}?)\s+(include|includes|consist of|consists of)\s+(.+)$/;
const LEADING = /^(the|a|an)\s+/i;
const VAGUE = /^(it|this|that|these|those|they|there|he|she|which|what|who|here)\b/i;
const STOP = new Set(
  'about after again also because before being between could during every first other their there these those through under which while would should where'.split(
    ' ',
  ),
);

const trimEnd = (text: string) => text.replace(/[\s.;:!?,]+$/, '');
const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** The subject as it reads mid-sentence: "The cell" becomes "the cell", "Plant cells" "plant cells"; names stay. */
const topicOf = (subject: string) =>
  subject
    .replace(LEADING, (article) => article.toLowerCase())
    .replace(/^([A-Z])(?=[a-z]+\s+[a-z])/, (first) => first.toLowerCase());

/** Sentences of a paragraph: ends at . ! or ? before a space and a capital or the end. */
export function sentences(paragraph: string): string[] {
  return paragraph
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => words(sentence).length >= 4);
}

function definitionCard(sentence: string): ProposedCard | null {
  const match = DEFINITION.exec(trimEnd(sentence));
  if (!match) return null;
  const [, subject = '', verb = '', rest = ''] = match;
  if (VAGUE.test(subject) || words(subject).length > 6 || /[,;]/.test(subject)) return null;
  if (words(rest).length < 2) return null;
  const topic = topicOf(subject);
  const asked =
    verb === 'means'
      ? `What does ${topic} mean?`
      : verb === 'refers to'
        ? `What does ${topic} refer to?`
        : `What ${verb} ${topic}?`;
  return { kind: 'basic', front: asked, back: rest };
}

function includesCard(sentence: string): ProposedCard | null {
  const match = INCLUDES.exec(trimEnd(sentence));
  if (!match) return null;
  const [, subject = '', verb = '', rest = ''] = match;
  if (VAGUE.test(subject) || words(subject).length > 6 || !/,| and | or /.test(rest)) return null;
  const does = verb.endsWith('s') || verb === 'consists of' ? 'does' : 'do';
  const what = verb.startsWith('consist') ? 'consist of' : 'include';
  return { kind: 'basic', front: `What ${does} ${topicOf(subject)} ${what}?`, back: rest };
}

/** The word or words a key sentence hides: a number or year first, then a name inside the sentence, then a long word. */
function keyTerm(sentence: string): string | null {
  const number = /\b\d[\d,.]*(?:\s?%)?/.exec(sentence);
  if (number) return trimEnd(number[0]);
  const names = [...sentence.matchAll(/(?<=\s)[A-Z][a-z]+(?:\s[A-Z][a-z]+)*/g)].map((m) => m[0]);
  const name = names.sort((a, b) => b.length - a.length)[0];
  if (name) return name;
  const long = words(trimEnd(sentence))
    .slice(1)
    .map((word) => word.replace(/[^\p{L}'-]/gu, ''))
    .filter((word) => word.length >= 8 && !STOP.has(word.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  return long ?? null;
}

function clozeCard(sentence: string): ProposedCard | null {
  if (words(sentence).length < 6 || words(sentence).length > 40) return null;
  const term = keyTerm(sentence);
  const front = term ? makeCloze(sentence, term) : null;
  return front ? { kind: 'cloze', front, back: '' } : null;
}

/** A list under a heading line ("The three states of matter:") becomes one card naming all its items. */
function listCards(lines: string[]): { cards: ProposedCard[]; used: Set<number> } {
  const cards: ProposedCard[] = [];
  const used = new Set<number>();
  lines.forEach((line, index) => {
    if (!/:\s*$/.test(line) || LIST_ITEM.test(line)) return;
    const items: string[] = [];
    for (let next = index + 1; next < lines.length; next += 1) {
      const item = LIST_ITEM.exec(lines[next] ?? '');
      if (!item) break;
      items.push(trimEnd(item[1] ?? ''));
      used.add(next);
    }
    if (items.length < 2) return;
    used.add(index);
    const heading = trimEnd(line.trim());
    cards.push({ kind: 'basic', front: `${heading}: name all ${items.length}.`, back: items.join('\n') });
  });
  return { cards, used };
}

/**
 * Cards proposed from notes: lists first, then for each sentence a definition, an "includes" list or a cloze of
 * its key term. At most `max`, no two with the same front.
 */
export function makeStudyCards(notes: string, max = CARDS_PROPOSED_MAX): ProposedCard[] {
  const lines = notes.split(/\r?\n/);
  const { cards, used } = listCards(lines);
  const prose = lines
    .map((line, index) => (used.has(index) ? '' : (LIST_ITEM.exec(line)?.[1] ?? line)))
    .join('\n')
    .split(/\n\s*\n|\n(?=\s*[A-Z])/);
  for (const sentence of prose.flatMap(sentences)) {
    const card = definitionCard(sentence) ?? includesCard(sentence) ?? clozeCard(sentence);
    if (card && !cards.some((other) => other.front === card.front)) cards.push(card);
  }
  return cards.slice(0, max);
}
