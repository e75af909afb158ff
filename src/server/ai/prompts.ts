import { stepCount, stepMinutes } from '../../shared/ai';
import type { TaskInput } from './assistant';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** docs/product.md#limits */
export const AI_TEMPERATURE = 0.7;
export const MAX_TOKENS = {
  todo: 200,
  breakdown: 200,
  mindMap: 150,
  routine: 250,
  studyCards: 900,
  explain: 200,
} as const;

const SYSTEM =
  'You help people with ADHD, autism and dyslexia get started on tasks. Use plain, short, kind sentences. ' +
  'Never give medical, legal, political or religious advice.';

/** How the "how small" dial is put to the model. */
function sizeInstruction(stepSize: number): string {
  const minutes = stepMinutes(stepSize);
  if (stepSize <= 2) return `Make each step a big chunk of the work, about ${minutes} minutes each.`;
  if (stepSize === 3) return `Make each step small and concrete, about ${minutes} minutes each.`;
  return `Make each step tiny and physical, about ${minutes} minutes each, so starting feels easy.`;
}

// The user's words are quoted and stripped of line breaks, so they read as the task, not as instructions.
const quoted = (text: string) => `"${text.replace(/\s+/g, ' ').replace(/"/g, "'").trim()}"`;

/** docs/product.md#calls todo suggestions: actionable, ADHD-friendly steps, one per line. */
export function todoPrompt(title: string, stepSize: number): ChatMessage[] {
  const count = stepCount(stepSize);
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Give ${count} actionable, ADHD-friendly steps to start this task: ${quoted(title)}. ` +
        `${sizeInstruction(stepSize)} Write one step per line, numbered, each under 15 words, ` +
        'ending with a rough time such as (about 10 min). No other text.',
    },
  ];
}

/** docs/product.md#calls board breakdown: Title | Description | Subtask 1 | Subtask 2 | Subtask 3. */
export function breakdownPrompt(task: TaskInput, stepSize: number): ChatMessage[] {
  const count = stepCount(stepSize);
  const subtasks = Array.from({ length: count }, (_, i) => `Subtask ${i + 1}`).join(' | ');
  const notes = task.description?.trim() ? ` Notes from the person: ${quoted(task.description)}.` : '';
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Break down this task for a visual task board: ${quoted(task.title)}.${notes} ` +
        `Give a title (at most 50 characters), a description (at most 150 characters) and ${count} subtasks. ` +
        `${sizeInstruction(stepSize)} Reply on one line in exactly this format: Title | Description | ${subtasks}`,
    },
  ];
}

/** docs/product.md#calls mind-map subtopics: three of 2-3 words, neutral content only. */
export function mindMapPrompt(topic: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Suggest 3 related subtopics for the mind-map topic ${quoted(topic)}. Each subtopic is 2-3 words. ` +
        'Keep the content neutral, factual and suitable for everyone: no medical, political, religious, adult ' +
        'or harmful content. One subtopic per line, no numbering, no other text.',
    },
  ];
}

/** "Help me build a routine" (decision 093): the steps of a routine, in order, each with rough minutes. */
export function routinePrompt(sentence: string): ChatMessage[] {
  return [
    { role: 'system', content: SYSTEM },
    {
      role: 'user',
      content:
        `Suggest the steps of a calm, realistic routine for: ${quoted(sentence)}. Give 4 to 8 steps in the order ` +
        'they happen, each a short action under 8 words, ending with a rough time such as (about 5 min). ' +
        'One step per line, numbered. No other text.',
    },
  ];
}

/*
 * Structured answers (decision 152): each kind of request also has a prompt that asks for JSON following a schema,
 * sent as `response_format` so a server that supports it can hold the model to the shape. A server that refuses
 * it gets the plain prompts above instead.
 */

/** A JSON schema in the subset strict structured output accepts: every property required, no others. */
export type JsonSchema = Record<string, unknown>;

export interface StructuredPrompt {
  /** The schema's name, as the server is told it (letters, digits and underscores). */
  name: string;
  schema: JsonSchema;
  messages: ChatMessage[];
}

/** The largest answers in JSON, whose names and brackets take tokens of their own. */
export const MAX_JSON_TOKENS = {
  todo: 300,
  breakdown: 350,
  mindMap: 150,
  routine: 400,
  studyCards: 1200,
  explain: 250,
} as const;

const text = { type: 'string' } as const;
const minutes = { type: 'integer' } as const;

/** An object schema whose properties are all required and which allows no others. */
export const objectOf = (properties: Record<string, unknown>): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
});

/** A step and the honest range of minutes it takes: `low` at best, `high` on a slow day. */
const estimatedStep = objectOf({ text, low: minutes, high: minutes });

/** How an estimate is put to the model: a range, and never too short. */
const ESTIMATE_RULE =
  'For each step give "low" and "high": the fewest and the most whole minutes it honestly takes someone who ' +
  'finds starting hard, setting up included. Estimates must never be too short: when unsure, make "high" ' +
  'larger. Give the same number twice only when the time is certain. Do not write the time in "text".';

const JSON_RULE = 'Answer only with JSON that follows the schema.';

/** Todo suggestions as JSON: `count` steps, each with its range of minutes. */
export function todoStepsJsonPrompt(title: string, stepSize: number): StructuredPrompt {
  const count = stepCount(stepSize);
  return {
    name: 'todo_steps',
    schema: objectOf({ steps: { type: 'array', items: estimatedStep } }),
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content:
          `Give ${count} actionable, ADHD-friendly steps to start this task: ${quoted(title)}. ` +
          `${sizeInstruction(stepSize)} Each step's "text" is one action under 15 words. ${ESTIMATE_RULE} ` +
          JSON_RULE,
      },
    ],
  };
}

/** The board breakdown as JSON: a title, a description and `count` subtasks with their ranges of minutes. */
export function breakdownJsonPrompt(task: TaskInput, stepSize: number): StructuredPrompt {
  const count = stepCount(stepSize);
  const notes = task.description?.trim() ? ` Notes from the person: ${quoted(task.description)}.` : '';
  return {
    name: 'task_breakdown',
    schema: objectOf({ title: text, description: text, subtasks: { type: 'array', items: estimatedStep } }),
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content:
          `Break down this task for a visual task board: ${quoted(task.title)}.${notes} ` +
          `Give a title (at most 50 characters), a description (at most 150 characters) and ${count} subtasks. ` +
          `${sizeInstruction(stepSize)} ${ESTIMATE_RULE} ${JSON_RULE}`,
      },
    ],
  };
}

/** Mind-map subtopics as JSON: three of 2-3 words, neutral content only. */
export function mindMapJsonPrompt(topic: string): StructuredPrompt {
  return {
    name: 'mind_map_topics',
    schema: objectOf({ topics: { type: 'array', items: text } }),
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content:
          `Suggest 3 related subtopics for the mind-map topic ${quoted(topic)}. Each subtopic is 2-3 words. ` +
          'Keep the content neutral, factual and suitable for everyone: no medical, political, religious, adult ' +
          `or harmful content. ${JSON_RULE}`,
      },
    ],
  };
}

/** A routine's steps as JSON (decision 093): in order, each with its range of minutes. */
export function routineJsonPrompt(sentence: string): StructuredPrompt {
  return {
    name: 'routine_steps',
    schema: objectOf({ steps: { type: 'array', items: estimatedStep } }),
    messages: [
      { role: 'system', content: SYSTEM },
      {
        role: 'user',
        content:
          `Suggest the steps of a calm, realistic routine for: ${quoted(sentence)}. Give 4 to 8 steps in the order ` +
          `they happen, each "text" a short action under 8 words. ${ESTIMATE_RULE} ${JSON_RULE}`,
      },
    ],
  };
}
