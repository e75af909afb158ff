import { appMadeId } from './app-id';
import { z } from './zod';
import { restoredTime } from './restored-time';

export const TODO_TITLE_MAX = 500;

const title = z.lazy(() =>
  z
    .string({ error: 'Please write a task.' })
    .trim()
    .min(1, 'Please write a task.')
    .max(TODO_TITLE_MAX, `A task can be at most ${TODO_TITLE_MAX} characters.`),
);

const suggestions = z.lazy(() =>
  z
    .array(z.string().trim().min(1).max(500), { error: 'Suggestions must be a list of steps.' })
    .max(10, 'A task can keep at most 10 suggested steps.'),
);

/**
 * POST /api/todos. A new task needs only its title; Undo after a delete sends the whole item back, so it
 * returns exactly as it was, in its old place.
 */
export const todoCreateSchema = z.lazy(() =>
  z.object({
    id: appMadeId('task'),
    title,
    completed: z.boolean({ error: 'Please answer with done or not done.' }).optional(),
    aiSuggestions: suggestions.optional(),
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
    })
    .refine(
      (update) => update.title !== undefined || update.completed !== undefined,
      'There is nothing to change.',
    ),
);
export type TodoUpdate = z.input<typeof todoUpdateSchema>;

export interface Todo {
  id: string;
  title: string;
  completed: boolean;
  /** Suggested steps, each with its estimate: "Open the file (about 5 min)". */
  aiSuggestions: string[];
  createdAt: string;
}
