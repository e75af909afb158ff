import type { AsksAnswer, RewriteAnswer, TasksAnswer, ToneAnswer } from './words';
import { z } from '../zod';

/*
 * Words' short history (decision 159): off until the person turns it on; then each result they get is kept with
 * the text it read, newest first, the last WORDS_HISTORY_MAX only. Nothing is deleted without their press.
 */

/** The most results kept for one person: the oldest goes as the next comes. */
export const WORDS_HISTORY_MAX = 20;

export const WORDS_ACTIONS = ['tone', 'asks', 'rewrite', 'tasks'] as const;
export type WordsAction = (typeof WORDS_ACTIONS)[number];

/** How each action is named in the history list. */
export const WORDS_ACTION_NAMES: Record<WordsAction, string> = {
  tone: 'How it might sound',
  asks: 'What they want from you',
  rewrite: 'Said another way',
  tasks: 'Brain dump to tasks',
};

/** The person's Words settings, in their tool settings; a missing entry is history off. */
export const wordsSettingsSchema = z.lazy(() =>
  z.object({
    keepHistory: z.boolean({ error: 'Please answer on or off.' }).default(false),
  }),
);
export type WordsSettings = z.output<typeof wordsSettingsSchema>;

/** The answers each action gives, as the history keeps them. */
export interface WordsResults {
  tone: ToneAnswer;
  asks: AsksAnswer;
  rewrite: RewriteAnswer;
  tasks: TasksAnswer;
}

/** One kept result in the list: what it was, its first words, and when. */
export interface WordsHistoryEntry {
  id: string;
  action: WordsAction;
  firstWords: string;
  createdAt: string;
}

/** One kept result opened again: the text it read and the answer as it was shown. */
export type WordsHistoryItem = {
  [A in WordsAction]: { id: string; action: A; input: string; result: WordsResults[A]; createdAt: string };
}[WordsAction];

/** The first few words of a text, for the list: at most about 60 characters, cut at a word. */
export function firstWordsOf(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
