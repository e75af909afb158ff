import { hasCloze } from '../../shared/study-buddy/cloze';
import type { Breakdown } from '../../shared/ai-parse';
import { parseMindMapTopics, splitEstimate, withEstimate } from '../../shared/ai-parse';
import type { ProposedCard } from '../../shared/study-buddy/study';
import { CARDS_PROPOSED_MAX } from '../../shared/study-buddy/card-maker';
import { z } from '../../shared/zod';
import { parseExplanation } from './study-prompt';

/*
 * Reading the model's structured answers (decision 152). Zod checks the shape the schema asked for; each
 * reader then keeps what is usable, in the same limits as the plain replies' parsers. A reply in another shape
 * gives null: the caller then asks with the plain prompt.
 */

/** The most minutes one step may say: past it the model is guessing about something else. */
const STEP_MINUTES_MAX = 600;

const estimatedStep = z.lazy(() => z.object({ text: z.string(), low: z.number(), high: z.number() }));
const stepsReply = z.lazy(() => z.object({ steps: z.array(estimatedStep) }));
const breakdownReply = z.lazy(() =>
  z.object({ title: z.string(), description: z.string(), subtasks: z.array(estimatedStep) }),
);
const topicsReply = z.lazy(() => z.object({ topics: z.array(z.string()) }));
const cardsReply = z.lazy(() =>
  z.object({
    cards: z.array(z.object({ kind: z.enum(['basic', 'cloze']), front: z.string(), back: z.string() })),
  }),
);
const explanationReply = z.lazy(() => z.object({ sentences: z.array(z.string()) }));

const plain = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A step in the stored form, "Open the file (about 10–20 min)": whole minutes, the low end at least 1, the ends
 * in order. A step with no number that makes sense keeps its words and gets `fallbackMinutes` from the caller.
 * Null when it has no words.
 */
function estimatedStepText({ text, low, high }: z.infer<typeof estimatedStep>): string | null {
  // A time the model wrote into the words as well is dropped: the numbers say it.
  const words = plain(splitEstimate(plain(text)).text).replace(/[.;,]+$/, '');
  if (words === '') return null;
  const ends = [low, high]
    .filter((n) => Number.isFinite(n) && n >= 1)
    .map((n) => Math.min(STEP_MINUTES_MAX, Math.round(n)))
    .sort((a, b) => a - b);
  const [from, to] = [ends[0], ends.at(-1)];
  if (from === undefined || to === undefined) return words;
  return withEstimate(words, from, to);
}

const steps = (items: z.infer<typeof estimatedStep>[], count: number) =>
  items
    .map(estimatedStepText)
    .filter((step): step is string => step !== null)
    .slice(0, count);

/** Todo or routine steps: at most `count`, each with its range of minutes. */
export function readSteps(value: unknown, count: number): string[] | null {
  const reply = stepsReply.safeParse(value);
  return reply.success ? steps(reply.data.steps, count) : null;
}

/** The board breakdown, cut to the same lengths as parseTaskBreakdown's. */
export function readBreakdown(value: unknown, count: number): Breakdown | null {
  const reply = breakdownReply.safeParse(value);
  if (!reply.success) return null;
  return {
    title: plain(reply.data.title).slice(0, 50).trim(),
    description: plain(reply.data.description).slice(0, 150).trim(),
    subtasks: steps(reply.data.subtasks, count),
  };
}

/** Mind-map topics, under parseMindMapTopics's rules: three at most, none longer than five words. */
export function readTopics(value: unknown): string[] | null {
  const reply = topicsReply.safeParse(value);
  return reply.success ? parseMindMapTopics(reply.data.topics.map(plain).join('\n')) : null;
}

/** Study cards: a basic card with both sides, a cloze card whose front hides a part. */
export function readCards(value: unknown): ProposedCard[] | null {
  const reply = cardsReply.safeParse(value);
  if (!reply.success) return null;
  const cards: ProposedCard[] = [];
  for (const { kind, front, back } of reply.data.cards) {
    const [question, answer] = [plain(front), plain(back)];
    if (kind === 'cloze' && hasCloze(question)) cards.push({ kind, front: question, back: '' });
    if (kind === 'basic' && question !== '' && answer !== '')
      cards.push({ kind, front: question, back: answer });
  }
  return cards.slice(0, CARDS_PROPOSED_MAX);
}

/** A card's explanation, under parseExplanation's rules: a few sentences, none too long. */
export function readExplanation(value: unknown): string[] | null {
  const reply = explanationReply.safeParse(value);
  return reply.success ? parseExplanation(reply.data.sentences.map(plain).join('\n')) : null;
}

/**
 * The JSON in a reply, or undefined when it holds none. Some servers wrap it in a Markdown code fence even when
 * asked for JSON alone.
 */
export function jsonIn(reply: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(reply);
  try {
    return JSON.parse(fenced?.[1] ?? reply) as unknown;
  } catch {
    return undefined;
  }
}
