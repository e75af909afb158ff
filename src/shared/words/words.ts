import { formatCount } from '../count';
import { z } from '../zod';
import type { AiOutcome, AiSource } from '../ai';

/*
 * Words, help with messages (decision 157): how a message might sound, what its writer wants, the same
 * message said another way, and a brain dump turned into tasks. Nothing here is stored.
 */

/** The longest message the tool reads at once: about two pages. */
export const WORDS_TEXT_MAX = 5000;

/** The tones a message may carry, in plain words. An empty list means the engine cannot tell. */
export const TONES = ['friendly', 'neutral', 'brief', 'worried', 'upset', 'urgent', 'unclear'] as const;
export type Tone = (typeof TONES)[number];

/** The ways a message can be said again. */
export const REWRITE_STYLES = ['formal', 'warmer', 'plainer', 'shorter', 'direct'] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

export const REWRITE_STYLE_LABELS: Record<RewriteStyle, string> = {
  formal: 'More formal',
  warmer: 'Warmer',
  plainer: 'Plainer',
  shorter: 'Shorter',
  direct: 'More direct',
};

const messageText = (what: string) =>
  z
    .string({ error: `Please paste or write ${what}.` })
    .trim()
    .min(1, `Please paste or write ${what}.`)
    .max(
      WORDS_TEXT_MAX,
      `That is longer than ${WORDS_TEXT_MAX.toLocaleString('en-GB')} characters. Try one part of it at a time.`,
    );

/** POST /api/words/tone and /api/words/asks: a message to read. */
export const wordsMessageSchema = z.lazy(() => z.object({ text: messageText('a message') }));
export type WordsMessage = z.input<typeof wordsMessageSchema>;

/** POST /api/words/rewrite: a message and the way to say it. */
export const wordsRewriteSchema = z.lazy(() =>
  z.object({
    text: messageText('a message'),
    style: z.enum(REWRITE_STYLES, { error: 'Please choose how to say it.' }),
  }),
);
export type WordsRewriteRequest = z.input<typeof wordsRewriteSchema>;

/** The longest text "Shorter and simpler" summarises at once: about ten pages (decision 170). */
export const SUMMARY_TEXT_MAX = 20_000;
/** A text of fewer sentences is short already: a summary would not make it shorter. */
export const SUMMARY_MIN_SENTENCES = 4;
/** The most sentences a summary keeps. */
export const SUMMARY_MAX_SENTENCES = 5;

/** POST /api/words/summary: a text to say in fewer sentences. */
export const wordsSummarySchema = z.lazy(() =>
  z.object({
    text: z
      .string({ error: 'Please paste or write a text first.' })
      .trim()
      .min(1, 'Please paste or write a text first.')
      .max(
        SUMMARY_TEXT_MAX,
        `A summary is made of up to ${formatCount(SUMMARY_TEXT_MAX)} characters at a time. Try one part of the text.`,
      ),
  }),
);
export type WordsSummaryRequest = z.input<typeof wordsSummarySchema>;

/** POST /api/words/tasks: everything on the person's mind. */
export const wordsDumpSchema = z.lazy(() => z.object({ text: messageText('what is on your mind') }));
export type WordsDump = z.input<typeof wordsDumpSchema>;

/** A phrase that carries a tone, as it is written in the message, and what it may mean. */
export interface ToneSignal {
  phrase: string;
  tone: Tone;
  means: string;
}

export interface ToneReading {
  /** The tones heard, the strongest first; empty when the engine cannot tell. */
  tones: Tone[];
  signals: ToneSignal[];
}

/** Something the writer wants: an answer to a question, or something done. */
export interface Ask {
  kind: 'question' | 'request';
  /** The sentence as they wrote it. */
  said: string;
  /** The same as a task that starts with a verb, ready for the todo list. */
  task: string;
  /** A date or time named in the same sentence, as written. */
  when: string | null;
}

export interface AsksReading {
  asks: Ask[];
  /** Every date or time the message names, as written. */
  dates: string[];
}

/** One piece of a rewrite: a sentence (with what follows it) before and after. Equal when nothing changed. */
export interface RewritePart {
  before: string;
  after: string;
}

export interface Rewrite {
  parts: RewritePart[];
}

/** A text said in fewer sentences; empty when the text is short already. */
export interface Summary {
  sentences: string[];
}

export interface DumpTask {
  title: string;
  when: string | null;
}

interface Answered {
  outcome: AiOutcome;
  source: AiSource;
  /** The model's server the text went to, by its host name; null for the built-in engine. */
  sentTo: string | null;
  /** The plain message when there is no answer, or what the built-in engine could not do well. */
  message: string | null;
}

export interface ToneAnswer extends Answered, ToneReading {}
export interface AsksAnswer extends Answered, AsksReading {}
export interface RewriteAnswer extends Answered, Rewrite {
  style: RewriteStyle;
}
export interface SummaryAnswer extends Answered, Summary {}
export interface TasksAnswer extends Answered {
  tasks: DumpTask[];
}

/** The text a rewrite's parts make, taking the changes of the parts chosen (all by default). */
export function rewrittenText(parts: readonly RewritePart[], take: (index: number) => boolean = () => true) {
  return parts.map((part, index) => (take(index) ? part.after : part.before)).join('');
}

/** What the screen says when the built-in engine cannot tell a message's tone. */
export const CANNOT_TELL =
  'This one is hard to read from the words alone. It could be meant in more than one way, and that is not your fault.';

const SHORT_ALREADY = 'This text is short already: a summary would not make it shorter.';

/** What each action says when the built-in engine could not do it well, and what a model would add. */
export const BUILT_IN_NOTES = {
  tone: `${CANNOT_TELL} The built-in reader goes by phrases it knows; a language model could also weigh what the message is about.`,
  asks: 'No questions or requests found. The built-in reader finds them by how they are written; a language model could also find what is only hinted at.',
  rewrite:
    'The simple rewrite found nothing to change here. It swaps words and phrases from a list; a language model could rephrase whole sentences.',
  tasks:
    'No tasks found. Try writing each thing to do as it starts, such as "call the dentist". A language model could also find tasks hidden in worries.',
  summary: SHORT_ALREADY,
} as const;

/** The same, when a model answered. */
export const MODEL_NOTES = {
  tone: CANNOT_TELL,
  asks: 'No questions or requests found.',
  rewrite: 'Nothing needed changing.',
  tasks: 'No tasks found.',
  summary: SHORT_ALREADY,
} as const;

/** What a summary is, said above it (docs/product.md#text-converter): picked sentences, or a model's words. */
export const SUMMARY_LABELS = {
  'built-in':
    'The sentences that carry the most, picked from the text by built-in rules. Nothing is reworded, and details in other sentences are left out.',
  model: 'Written by a language model. It can miss or change a detail: check anything important in the text.',
} as const;
