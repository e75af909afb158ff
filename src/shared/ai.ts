import { z } from './zod';
import type { KanbanSubtask } from './kanban/board';

/** docs/product.md#messages: shown in place of suggestions whenever the assistant could not answer. */
export const AI_FAILURE_MESSAGE = 'Failed to generate suggestions. Please try again.';
/** docs/product.md#validation and #messages: shown instead of suggestions for a topic on the sensitive list. */
export const AI_SENSITIVE_MESSAGE = 'Unable to generate suggestions for sensitive topics.';

/**
 * How an assistant request ended. 'ok' carries the suggestions; 'sensitive' and 'failed' carry the single
 * docs/product.md message as their only suggestion, so every screen can show `suggestions` as they are.
 */
export const AI_OUTCOMES = ['ok', 'sensitive', 'failed'] as const;
export type AiOutcome = (typeof AI_OUTCOMES)[number];

/** 'model': the configured OpenAI-compatible server answered; 'built-in': the offline engine did. */
export const AI_SOURCES = ['model', 'built-in'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/** How many topics above and beside a subtopic a request may name (decision 151). */
export const TOPIC_PLACE_LIMITS = { within: 10, beside: 20 } as const;

const topicText = () =>
  z
    .string({ error: 'Please write a topic.' })
    .trim()
    .min(1, 'Please write a topic.')
    .max(200, 'A topic can be at most 200 characters.');

const placeTopics = (most: number) =>
  z
    .array(topicText(), { error: 'The topics around this one could not be read.' })
    .max(most, 'The topics around this one could not be read.')
    .optional();

/**
 * POST /api/ai/mind-map-topics. A subtopic may say where it sits (decision 151): `within`, the topics above it,
 * its parent first and the central topic last; `beside`, its parent's other subtopics. Both may be left out.
 */
export const mindMapTopicsRequestSchema = z.lazy(() =>
  z.object({
    topic: topicText(),
    within: placeTopics(TOPIC_PLACE_LIMITS.within),
    beside: placeTopics(TOPIC_PLACE_LIMITS.beside),
  }),
);
export type MindMapTopicsRequest = z.input<typeof mindMapTopicsRequestSchema>;

/** The answer of every suggestions endpoint (todo suggestions and mind-map topics). */
export interface AiSuggestionsResponse {
  outcome: AiOutcome;
  source: AiSource;
  /** At most 3 for the mind map; for todos, as many as the step size asks for. For 'sensitive' and 'failed', the one docs/product.md message. */
  suggestions: string[];
}

/* The "how small" dial: 1 gives three big steps, 5 many tiny first steps. the product's three suggestions are size 3. */

export const STEP_SIZE = { min: 1, max: 5, default: 3 } as const;

const stepSizeField = z.lazy(() =>
  z
    .number({ error: 'Step size must be a whole number from 1 to 5.' })
    .int('Step size must be a whole number from 1 to 5.')
    .min(STEP_SIZE.min, 'Step size must be a whole number from 1 to 5.')
    .max(STEP_SIZE.max, 'Step size must be a whole number from 1 to 5.'),
);

/** The assistant's remembered choices (user_settings.settings.assistant). */
export const assistantSettingsSchema = z.lazy(() =>
  z
    .object({ stepSize: stepSizeField.default(STEP_SIZE.default) })
    .default(() => ({ stepSize: STEP_SIZE.default })),
);
export type AssistantSettings = z.output<typeof assistantSettingsSchema>;

/** GET and PUT /api/ai/settings: the remembered choices, and who answers (so screens can say so). */
export interface AssistantState extends AssistantSettings {
  source: AiSource;
}

/** How many steps each size gives, and roughly how long each step takes, in minutes. */
const STEP_COUNTS = [3, 3, 3, 4, 5] as const;
const STEP_MINUTES = [45, 25, 10, 5, 2] as const;

const sizeIndex = (size: number) =>
  Math.min(STEP_SIZE.max, Math.max(STEP_SIZE.min, Math.round(size))) - STEP_SIZE.min;
export const stepCount = (size: number): number => STEP_COUNTS[sizeIndex(size)] ?? 3;
export const stepMinutes = (size: number): number => STEP_MINUTES[sizeIndex(size)] ?? 10;

/** Words for each size, shown beside the dial and used in the model's prompt. */
export const STEP_SIZE_LABELS: Record<number, string> = {
  1: 'Three big steps',
  2: 'Bigger steps',
  3: 'Medium steps',
  4: 'Small steps',
  5: 'Tiny first steps',
};

const uuidField = (what: string) =>
  z.uuid({ error: `That ${what} was not found. It may have been deleted.` });

/** POST /api/ai/todo-suggestions: suggestions for one of the user's todos, saved with it. */
export const todoSuggestionsRequestSchema = z.lazy(() =>
  z.object({
    todoId: uuidField('task'),
    /** The dial's value on screen; the remembered one when left out. */
    stepSize: stepSizeField.optional(),
  }),
);
export type TodoSuggestionsRequest = z.input<typeof todoSuggestionsRequestSchema>;

/** POST /api/ai/task-breakdown: a description and subtasks for one of the user's board cards, saved with it. */
export const taskBreakdownRequestSchema = z.lazy(() =>
  z.object({
    taskId: uuidField('card'),
    stepSize: stepSizeField.optional(),
  }),
);
export type TaskBreakdownRequest = z.input<typeof taskBreakdownRequestSchema>;

/** The answer of POST /api/ai/task-breakdown. On 'sensitive' and 'failed', `subtasks` is the one docs/product.md message. */
export interface AiBreakdownResponse {
  outcome: AiOutcome;
  source: AiSource;
  title: string;
  description: string;
  subtasks: string[];
}

/** The answer of POST /api/ai/task-breakdown: the suggestion, and the card as saved when it succeeded. */
export interface TaskBreakdownAnswer extends AiBreakdownResponse {
  saved: { description: string; subtasks: KanbanSubtask[] } | null;
}
