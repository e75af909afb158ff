import { appMadeId } from '../app-id';
import { z } from '../zod';
import { restoredTime } from '../restored-time';
import { formatCount } from '../count';

export const KANBAN_STATUSES = ['todo', 'in-progress', 'done'] as const;
export type KanbanStatus = (typeof KANBAN_STATUSES)[number];

/** docs/product.md#task-board: the columns, in order, with their names. */
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
export const KANBAN_STEP_MAX = 500;

const title = z.lazy(() =>
  z
    .string({ error: 'Please write a title for the task.' })
    .trim()
    .min(1, 'Please write a title for the task.')
    .max(KANBAN_TITLE_MAX, `A title can be at most ${KANBAN_TITLE_MAX} characters.`),
);

const description = z.lazy(() =>
  z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(
      KANBAN_DESCRIPTION_MAX,
      `A description can be at most ${formatCount(KANBAN_DESCRIPTION_MAX)} characters.`,
    ),
);

const status = z.lazy(() => z.enum(KANBAN_STATUSES, { error: 'Please choose To Do, In Progress or Done.' }));

/** One step's words, as people write or rename them (docs/product.md#validation). */
export const stepTextSchema = z.lazy(() =>
  z
    .string({ error: 'A subtask must be text.' })
    .trim()
    .min(1, 'A subtask cannot be empty.')
    .max(KANBAN_STEP_MAX, `A subtask can be at most ${KANBAN_STEP_MAX} characters.`),
);

export const subtaskSchema = z.lazy(() =>
  z.object({
    text: stepTextSchema,
    done: z.boolean({ error: 'Please answer with done or not done.' }),
    /** Set on a step the person wrote or changed: a new suggestion never replaces it. Steps without it came from
     * the assistant (before people could write their own, every step did). */
    own: z.boolean({ error: 'Please answer with true or false for own.' }).optional(),
  }),
);
export type KanbanSubtask = z.output<typeof subtaskSchema>;

const subtasks = z.lazy(() =>
  z
    .array(subtaskSchema, { error: 'Subtasks must be a list.' })
    .max(KANBAN_SUBTASKS_MAX, `A card can have at most ${KANBAN_SUBTASKS_MAX} subtasks.`),
);

/** POST /api/kanban. New cards start in To Do; Undo after a delete sends the whole card back. */
export const kanbanCreateSchema = z.lazy(() =>
  z.object({
    id: appMadeId('card'),
    title,
    description: description.optional(),
    status: status.optional(),
    subtasks: subtasks.optional(),
    createdAt: restoredTime.optional(),
  }),
);
export type KanbanCreate = z.input<typeof kanbanCreateSchema>;

/** PATCH /api/kanban/:id */
export const kanbanUpdateSchema = z.lazy(() =>
  z
    .object({
      title: title.optional(),
      description: description.optional(),
      status: status.optional(),
      subtasks: subtasks.optional(),
    })
    .refine(
      (update) => Object.values(update).some((value) => value !== undefined),
      'There is nothing to change.',
    ),
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

/** A step's words for comparing: no estimate, case or spacing ("Open it (about 5 min)" is "open it"). */
export const sameStep = (text: string) =>
  text
    .replace(/\s*\((?:about|roughly|around|~)?\s*\d+\s*(?:min|mins|minutes?)\)\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * New suggestions merged with a card's steps (docs/product.md#task-board): every done step and every step the
 * person wrote or changed stays in its place; the new suggestions take the places of the open steps the assistant
 * suggested last time, in order, and any more go at the end. A suggestion the card already holds is not added
 * twice, and one the person renamed or deleted (`dismissed`, as `sameStep` words) never comes back.
 */
export function mergeSuggestedSteps(
  current: KanbanSubtask[],
  suggestions: string[],
  dismissed: readonly string[] = [],
): KanbanSubtask[] {
  const stays = (step: KanbanSubtask) => step.done || step.own === true;
  const seen = new Set([...current.filter(stays).map((step) => sameStep(step.text)), ...dismissed]);
  const fresh: KanbanSubtask[] = [];
  for (const text of suggestions) {
    const key = sameStep(text);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    fresh.push({ text, done: false });
  }
  const merged: KanbanSubtask[] = [];
  let next = 0;
  for (const step of current) {
    if (stays(step)) merged.push(step);
    else if (next < fresh.length) merged.push(fresh[next++]!);
  }
  return [...merged, ...fresh.slice(next)].slice(0, KANBAN_SUBTASKS_MAX);
}

/** How many steps `after` holds that `before` did not: what a suggestion added, as a screen reader hears it. */
export function stepsAdded(before: KanbanSubtask[], after: KanbanSubtask[]): number {
  const had = new Set(before.map((step) => sameStep(step.text)));
  return after.filter((step) => !had.has(sameStep(step.text))).length;
}

/** The assistant's steps a save renames or deletes, as `sameStep` words: a later suggestion leaves them out. */
export function dismissedSteps(before: KanbanSubtask[], after: KanbanSubtask[]): string[] {
  const left = new Set(after.map((step) => sameStep(step.text)));
  return before
    .filter((step) => !step.own && !step.done)
    .map((step) => sameStep(step.text))
    .filter((key) => key !== '' && !left.has(key));
}

/*
 * People's own changes to a card's steps (docs/product.md#task-board, decision 083). Each returns a new list, or the
 * same list when nothing changes. A step the person wrote, renamed or moved is their own: a later "Suggest steps"
 * keeps it where it is.
 */

/** A new step of the person's own, at the end. */
export const addStep = (steps: KanbanSubtask[], text: string): KanbanSubtask[] => [
  ...steps,
  { text: text.trim(), done: false, own: true },
];

/** New words for one step, which becomes the person's own; the same words change nothing. */
export function renameStep(steps: KanbanSubtask[], index: number, text: string): KanbanSubtask[] {
  const words = text.trim();
  const step = steps[index];
  if (!step || step.text === words) return steps;
  return steps.map((item, i) => (i === index ? { ...item, text: words, own: true } : item));
}

/** One step one place up (-1) or down (1); the moved step becomes the person's own. Nothing moves past an end. */
export function moveStep(steps: KanbanSubtask[], index: number, by: -1 | 1): KanbanSubtask[] {
  const step = steps[index];
  const target = index + by;
  if (!step || target < 0 || target >= steps.length) return steps;
  const moved = steps.filter((_, i) => i !== index);
  moved.splice(target, 0, { ...step, own: true });
  return moved;
}

/** The steps without one, and the one taken out (kept for Undo). */
export function removeStep(
  steps: KanbanSubtask[],
  index: number,
): [KanbanSubtask[], KanbanSubtask | undefined] {
  const step = steps[index];
  return step ? [steps.filter((_, i) => i !== index), step] : [steps, undefined];
}

/** Undo: a deleted step back in its place (at the end if fewer steps are left); null when the card is full. */
export function restoreStep(
  steps: KanbanSubtask[],
  index: number,
  step: KanbanSubtask,
): KanbanSubtask[] | null {
  if (steps.length >= KANBAN_SUBTASKS_MAX) return null;
  const at = Math.min(index, steps.length);
  return [...steps.slice(0, at), step, ...steps.slice(at)];
}
