import { and, desc, eq, sql } from 'drizzle-orm';
import { TODO_LIMIT } from '../../../shared/limits';
import type { TaskEstimate } from '../../../shared/estimate';
import type { Todo, TodoCreate, TodoUpdate } from '../../../shared/todo/todos';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { todos } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';
import { refuseDeleted } from '../sent-once';
import { estimateFor } from './estimates';

type Row = typeof todos.$inferSelect;

const toTodo = (row: Row): Todo => ({
  id: row.id,
  title: row.title,
  parentId: row.parentId,
  completed: row.completed,
  aiSuggestions: row.aiSuggestions,
  estimate: row.estimate ?? null,
  tookMinutes: row.tookMinutes,
  createdAt: row.createdAt.toISOString(),
});

const owned = (userId: string, id: string) => and(eq(todos.id, id), eq(todos.userId, userId));

const todosList = preparedQuery((db) =>
  db
    .select()
    .from(todos)
    .where(eq(todos.userId, sql.placeholder('userId')))
    .orderBy(desc(todos.createdAt), desc(todos.id))
    .prepare('todos_list'),
);

/** The user's todos, newest first (docs/product.md#calls). */
export async function listTodos(db: Database, userId: string): Promise<Todo[]> {
  const rows = await todosList(db).execute({ userId });
  return rows.map(toTodo);
}

const collection = { name: 'todos', table: todos, userId: todos.userId, limit: TODO_LIMIT };

/** Adds a todo while the list holds fewer than its limit (decision 076). */
export async function createTodo(db: Database, userId: string, input: TodoCreate): Promise<Todo> {
  const { kind, estimate } = await estimateFor(db, userId, input.title);
  const values = {
    userId,
    title: input.title,
    parentId: input.parentId ?? null,
    completed: input.completed ?? false,
    aiSuggestions: input.aiSuggestions ?? [],
    kind,
    estimate,
    tookMinutes: input.tookMinutes ?? null,
    ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
  };
  if (input.id) {
    const kept = await sentBefore(db, userId, input.id);
    if (kept) return kept;
    await refuseDeleted(db, userId, 'todo', input.id, 'task');
  }
  if (input.parentId) await checkParent(db, userId, input.parentId);
  const [row] = await withinLimit(db, userId, collection, 'add', (tx) =>
    tx
      .insert(todos)
      .values(input.id ? { ...values, id: input.id } : values)
      .onConflictDoNothing({ target: [todos.userId, todos.id] })
      .returning(),
  ).catch((error: unknown) => {
    // Its task was deleted between the check and the write.
    if (input.parentId && foreignKeyRefused(error)) throw notFound('The task this step belongs to');
    throw error;
  });
  if (row) return toTodo(row);
  // The same task arrived twice at once: the other request added it.
  const kept = input.id ? await sentBefore(db, userId, input.id) : undefined;
  if (!kept) throw new Error('The new todo was not returned.');
  return kept;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds several new todos at once, within the list's limit, and runs `then` with them in the same transaction:
 * all of it is kept, or none of it (Words' "Add to My Day", decision 159).
 */
export async function createTodosWith<T>(
  db: Database,
  userId: string,
  titles: readonly string[],
  then: (tx: Transaction, added: Todo[]) => Promise<T>,
): Promise<T> {
  const read: { title: string; kind: string; estimate: TaskEstimate | null }[] = [];
  for (const title of titles) read.push({ title, ...(await estimateFor(db, userId, title)) });
  return withinLimit(db, userId, collection, 'add', async (tx) => {
    const rows = await tx
      .insert(todos)
      .values(read.map((each) => ({ userId, ...each })))
      .returning();
    // An insert returns its rows in the order of its values: the first task is placed first.
    return then(tx, rows.map(toTodo));
  });
}

/**
 * A step goes under a task of the same person's that is not itself a step (decision 160). Another person's task
 * answers as a missing one. The foreign key holds the first rule against a delete in between.
 */
async function checkParent(db: Database, userId: string, parentId: string): Promise<void> {
  const [parent] = await db.select({ parentId: todos.parentId }).from(todos).where(owned(userId, parentId));
  if (!parent) throw notFound('The task this step belongs to');
  if (parent.parentId !== null)
    throw new ApiError(
      400,
      'step_of_step',
      'A step cannot have steps of its own. Please add it to the task.',
    );
}

function foreignKeyRefused(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/** The task this person already added under the id the app gave it; the id is theirs alone (decision 140). */
async function sentBefore(db: Database, userId: string, id: string): Promise<Todo | undefined> {
  const [row] = await db.select().from(todos).where(owned(userId, id));
  return row && toTodo(row);
}

export async function updateTodo(
  db: Database,
  userId: string,
  id: string,
  update: TodoUpdate,
): Promise<Todo> {
  // A new title is read again: its kind and estimate follow what it now says.
  const read = update.title === undefined ? {} : await estimateFor(db, userId, update.title);
  const change = (tx: Database) =>
    tx
      .update(todos)
      .set({ ...update, ...read })
      .where(owned(userId, id))
      .returning();
  // Ticking a task off adds nothing; a new title is checked against the list's size.
  const [row] =
    update.title === undefined
      ? await change(db)
      : await withinLimit(db, userId, collection, 'change', change);
  if (!row) throw notFound('That task');
  return toTodo(row);
}

export async function deleteTodo(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(todos).where(owned(userId, id)).returning({ id: todos.id });
  if (!row) throw notFound('That task');
}
