import type { Assistant } from '../assistant';
import type { EvalKind, EvalOutcome } from './eval-kind';
import type { TopicItem } from './topics-set';
import { TOPIC_SET } from './topics-set';

// The rubric of the mind map's subtopics (decision 151): three short labels a person would write on their own
// map, each a different part of this topic, none a label that would fit any topic.

/** How many subtopics an answer gives, and how long each may be. */
export const TOPIC_COUNT = 3;
export const MIN_WORDS = 2;
export const MAX_WORDS = 5;

/** Labels that fit every topic and so say nothing about this one. */
export const FILLER_LABELS: readonly string[] = [
  'key ideas',
  'main ideas',
  'key points',
  'main points',
  'important points',
  'first steps',
  'next steps',
  'next actions',
  'useful examples',
  'examples',
  'open questions',
  'questions',
  'tools needed',
  'common mistakes',
  'people involved',
  'time needed',
  'why it matters',
  'helpful resources',
  'resources',
  'main challenges',
  'challenges',
  'things to consider',
  'other ideas',
  'more ideas',
  'further reading',
  'overview',
  'introduction',
  'background',
  'details',
  'summary',
  'notes',
  'ideas',
];

/** Words that never end a label, and words that never start one: a label cut out of a longer sentence. */
const LOOSE_END =
  /\b(?:a|an|the|and|or|but|of|to|in|on|at|for|with|from|by|about|into|my|your|their|his|her|its|should|i)$/i;
const LOOSE_START = /^(?:and|or|but|of|to|for|with|from|by|should|whether|would|could|can|i)\b/i;

const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}\s'&-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const wordCount = (label: string) => plain(label).split(' ').filter(Boolean).length;

/** Whether the label holds the start of a word or phrase ("accommodat" in "Accommodation in Lisbon"). */
export function holds(label: string, stem: string): boolean {
  const text = ` ${plain(label)}`;
  return text.includes(` ${stem.toLowerCase()}`);
}

/** Why a label reads as a broken piece of a sentence, or null when it reads whole. */
function brokenLabel(label: string): string | null {
  const text = label.trim();
  if (!/^\p{Lu}|^\p{N}/u.test(text)) return 'does not start with a capital letter';
  if (/[^\p{L}\p{N}\s'’&,-]/u.test(text)) return 'holds stray punctuation';
  if (LOOSE_END.test(plain(text))) return 'ends on a joining word';
  if (LOOSE_START.test(plain(text))) return 'starts with a joining word';
  const words = plain(text).split(' ');
  if (words.some((word, i) => i > 0 && word === words[i - 1])) return 'repeats a word';
  return null;
}

/**
 * Every failed check of one answer, in plain words. `parentAnswer` is what the same assistant gives the
 * parent topic: a subtopic's own subtopics must not repeat it.
 */
export function judgeTopics(
  item: TopicItem,
  answer: readonly string[],
  parentAnswer: readonly string[] = [],
) {
  const failures: string[] = [];
  if (answer.length !== TOPIC_COUNT) failures.push(`gave ${answer.length} subtopics, not ${TOPIC_COUNT}`);
  for (const label of answer) {
    const count = wordCount(label);
    if (count < MIN_WORDS || count > MAX_WORDS) failures.push(`"${label}" has ${count} words`);
    if (FILLER_LABELS.includes(plain(label))) failures.push(`"${label}" would fit any topic`);
    const broken = brokenLabel(label);
    if (broken) failures.push(`"${label}" ${broken}`);
  }
  const seen = answer.map(plain);
  if (new Set(seen).size !== seen.length) failures.push('repeats a subtopic');
  const taken = [item.topic, ...(item.within ?? []), ...(item.beside ?? []), ...parentAnswer].map(plain);
  for (const label of answer) {
    if (taken.includes(plain(label))) failures.push(`"${label}" is already on the map above or beside it`);
  }
  const need = item.need ?? 2;
  const fitting = answer.filter((label) => item.expect.some((stem) => holds(label, stem))).length;
  if (fitting < need) failures.push(`${fitting} of the subtopics fit the topic, not ${need}`);
  return failures;
}

const line = (item: TopicItem) =>
  item.within ? `${item.topic} (under ${item.within.join(' < ')})` : item.topic;

async function runTopics(
  assistant: Assistant,
  signal: AbortSignal,
  items: readonly TopicItem[],
): Promise<EvalOutcome[]> {
  const outcomes: EvalOutcome[] = [];
  for (const item of items) {
    const context = item.within ? { within: item.within, beside: item.beside ?? [] } : undefined;
    const answer = await assistant.mindMapTopics(item.topic, signal, context);
    let parentAnswer: string[] = [];
    const [parent, ...above] = item.within ?? [];
    if (parent !== undefined) {
      const parentContext = above.length > 0 ? { within: above, beside: [] } : undefined;
      parentAnswer = await assistant.mindMapTopics(parent, signal, parentContext);
    }
    outcomes.push({
      id: item.id,
      input: line(item),
      answer,
      failures: judgeTopics(item, answer, parentAnswer),
    });
  }
  return outcomes;
}

/** Asks for the subtopics of every topic in turn; a subtopic's parent is asked too, to compare. */
export const topicsEval: EvalKind & {
  runOn(assistant: Assistant, signal: AbortSignal, items: readonly TopicItem[]): Promise<EvalOutcome[]>;
} = {
  kind: 'topics',
  size: TOPIC_SET.length,
  run: (assistant, signal) => runTopics(assistant, signal, TOPIC_SET),
  runOn: runTopics,
};
