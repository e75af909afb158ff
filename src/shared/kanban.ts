import { z } from './zod';

export const KANBAN_STATUSES = ['todo', 'in-progress', 'done'] as const;
export type KanbanStatus = (typeof KANBAN_STATUSES)[number];

/** docs/product.md#screens: the columns, in order, with their names. */
export const KANBAN_COLUMNS: readonly { status: KanbanStatus; name: string }[] = [
  { status: 'todo', name: 'To Do' },
  { status: 'in-progress', name: 'In Progress' },
  { status: 'done', name: 'Done' },
];

export const columnName = (status: KanbanStatus) =>
  KANBAN_COLUMNS.find((column) => column.status === status)?.name ?? 'To Do';

export const KANBAN_TITLE_MAX = 200;
export const KANBAN_DESCRIPTION_MAX = 2000;
export const KANBAN_SUBTASKS_MAX = 20;

const title = z
  .string({ error: 'Please write a title for the task.' })
  .trim()
  .min(1, 'Please write a title for the task.')
  .max(KANBAN_TITLE_MAX, `A title can be at most ${KANBAN_TITLE_MAX} characters.`);

const description = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(
    KANBAN_DESCRIPTION_MAX,
    `A description can be at most ${KANBAN_DESCRIPTION_MAX.toLocaleString('en')} characters.`,
  );

const status = z.enum(KANBAN_STATUSES, { error: 'Please choose To Do, In Progress or Done.' });

export const subtaskSchema = z.object({
  text: z.string({ error: 'A subtask must be text.' }).trim().min(1, 'A subtask cannot be empty.').max(500),
  done: z.boolean({ error: 'Please answer with done or not done.' }),
});
export type KanbanSubtask = z.output<typeof subtaskSchema>;

const subtasks = z
  .array(subtaskSchema, { error: 'Subtasks must be a list.' })
  .max(KANBAN_SUBTASKS_MAX, `A card can have at most ${KANBAN_SUBTASKS_MAX} subtasks.`);

const pastTime = z.iso
  .datetime({ error: 'Please give the time as an ISO date.' })
  .refine((value) => Date.parse(value) <= Date.now() + 60_000, 'That time is in the future.');

/** POST /api/kanban. New cards start in To Do; Undo after a delete sends the whole card back. */
export const kanbanCreateSchema = z.object({
  title,
  description: description.optional(),
  status: status.optional(),
  subtasks: subtasks.optional(),
  createdAt: pastTime.optional(),
});
export type KanbanCreate = z.input<typeof kanbanCreateSchema>;

/** PATCH /api/kanban/:id */
export const kanbanUpdateSchema = z
  .object({
    title: title.optional(),
    description: description.optional(),
    status: status.optional(),
    subtasks: subtasks.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    'There is nothing to change.',
  );
export type KanbanUpdate = z.input<typeof kanbanUpdateSchema>;

export interface KanbanTask {
  id: string;
  title: string;
  description: string;
  status: KanbanStatus;
  subtasks: KanbanSubtask[];
  createdAt: string;
}

/** Subtasks as stored; a plain string (the product list of text) reads as a step not yet done. */
export function readSubtasks(value: unknown): KanbanSubtask[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (typeof item === 'string') return item.trim() ? [{ text: item, done: false }] : [];
    const parsed = subtaskSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
