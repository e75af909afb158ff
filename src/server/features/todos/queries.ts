import { and, desc, eq, sql } from 'drizzle-orm';
import { TODO_LIMIT } from '../../../shared/limits';
import type { Todo, TodoCreate, TodoUpdate } from '../../../shared/todos';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { todos } from '../../db/schema';
import { notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';

type Row = typeof todos.$inferSelect;

const toTodo = (row: Row): Todo => ({
  id: row.id,
  title: row.title,
  completed: row.completed,
  aiSuggestions: row.aiSuggestions,
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
  const values = {
    userId,
    title: input.title,
    completed: input.completed ?? false,
    aiSuggestions: input.aiSuggestions ?? [],
    ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
  };
  const [row] = await withinLimit(db, userId, collection, 'add', (tx) =>
    tx.insert(todos).values(values).returning(),
  );
  if (!row) throw new Error('The new todo was not returned.');
  return toTodo(row);
}

export async function updateTodo(
  db: Database,
  userId: string,
  id: string,
  update: TodoUpdate,
): Promise<Todo> {
  const change = (tx: Database) => tx.update(todos).set(update).where(owned(userId, id)).returning();
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
