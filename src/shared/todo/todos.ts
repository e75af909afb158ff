import { appMadeId } from '../app-id';
import { z } from '../zod';
import { restoredTime } from '../restored-time';
import type { TaskEstimate } from '../estimate';

export const TODO_TITLE_MAX = 500;
/** Said of a task's title past TODO_TITLE_MAX, wherever a task is made. */
export const TODO_TITLE_TOO_LONG = `A task can be at most ${TODO_TITLE_MAX} characters.`;

const title = z.lazy(() =>
  z
    .string({ error: 'Please write a task.' })
    .trim()
    .min(1, 'Please write a task.')
    .max(TODO_TITLE_MAX, TODO_TITLE_TOO_LONG),
);

const suggestions = z.lazy(() =>
  z
    .array(z.string().trim().min(1).max(500), { error: 'Suggestions must be a list of steps.' })
    .max(10, 'A task can keep at most 10 suggested steps.'),
);

/** The most a person can say a task took: a whole day. */
export const TOOK_MINUTES_MAX = 24 * 60;

/** How long a task took, as the person said it (a todo's, or a time-box task's). */
export const tookMinutesSchema = z.lazy(() =>
  z
    .number({ error: 'Please give the minutes it took as a whole number.' })
    .int('Please give the minutes it took as a whole number.')
    .min(1, 'Please give at least one minute.')
    .max(TOOK_MINUTES_MAX, 'A task can have taken at most a day.'),
);

const tookMinutes = z.lazy(() => tookMinutesSchema.nullable());

/**
 * POST /api/todos. A new task needs only its title; Undo after a delete sends the whole item back, so it
 * returns exactly as it was, in its old place.
 */
export const todoCreateSchema = z.lazy(() =>
  z.object({
    id: appMadeId('task'),
    title,
    /** The task this one is a step of (decision 160); a step has no steps of its own. */
    parentId: z.uuid({ error: 'Please name the task this step belongs to by its id.' }).nullable().optional(),
    completed: z.boolean({ error: 'Please answer with done or not done.' }).optional(),
    aiSuggestions: suggestions.optional(),
    tookMinutes: tookMinutes.optional(),
    createdAt: restoredTime.optional(),
  }),
);
export type TodoCreate = z.input<typeof todoCreateSchema>;

/** PATCH /api/todos/:id */
export const todoUpdateSchema = z.lazy(() =>
  z
    .object({
      title: title.optional(),
      completed: z.boolean({ error: 'Please answer with done or not done.' }).optional(),
      /** The answer to "About how long did it take?" after ticking it off; null takes it back. */
      tookMinutes: tookMinutes.optional(),
    })
    .refine(
      (update) =>
        update.title !== undefined || update.completed !== undefined || update.tookMinutes !== undefined,
      'There is nothing to change.',
    ),
);
export type TodoUpdate = z.input<typeof todoUpdateSchema>;

export interface Todo {
  id: string;
  title: string;
  /** The task this one is a step of, or null for a task of its own (decision 160). */
  parentId: string | null;
  completed: boolean;
  /** Suggested steps, each with its estimate: "Open the file (about 5 min)". */
  aiSuggestions: string[];
  /** How long it may take (decision 149), or null where there is nothing to go on. */
  estimate: TaskEstimate | null;
  /** How long it took, as the person said; null until they say. */
  tookMinutes: number | null;
  createdAt: string;
}
