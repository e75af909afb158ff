import { and, desc, eq, sql } from 'drizzle-orm';
import type { KanbanCreate, KanbanStatus, KanbanTask, KanbanUpdate } from '../../../shared/kanban/board';
import { dismissedSteps, KANBAN_STATUSES, readSubtasks } from '../../../shared/kanban/board';
import { CARD_LIMIT } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { kanbanTasks } from '../../db/schema';
import { notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';
import { refuseDeleted } from '../sent-once';

type Row = typeof kanbanTasks.$inferSelect;

/** How many renamed or deleted suggestions a card remembers: the latest. */
const DISMISSED_KEPT = 200;

const statusOf = (value: string): KanbanStatus =>
  (KANBAN_STATUSES as readonly string[]).includes(value) ? (value as KanbanStatus) : 'todo';

const toTask = (row: Row): KanbanTask => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: statusOf(row.status),
  subtasks: readSubtasks(row.subtasks),
  createdAt: row.createdAt.toISOString(),
});

const owned = (userId: string, id: string) => and(eq(kanbanTasks.id, id), eq(kanbanTasks.userId, userId));

const tasksList = preparedQuery((db) =>
  db
    .select()
    .from(kanbanTasks)
    .where(eq(kanbanTasks.userId, sql.placeholder('userId')))
    .orderBy(desc(kanbanTasks.createdAt), desc(kanbanTasks.id))
    .prepare('kanban_list'),
);

/** The user's board cards, newest first (docs/product.md#calls). */
export async function listTasks(db: Database, userId: string): Promise<KanbanTask[]> {
  const rows = await tasksList(db).execute({ userId });
  return rows.map(toTask);
}

const collection = {
  name: 'kanban',
  table: kanbanTasks,
  userId: kanbanTasks.userId,
  limit: CARD_LIMIT,
};

/** Adds a card while the board holds fewer than its limit (decision 076). */
export async function createTask(db: Database, userId: string, input: KanbanCreate): Promise<KanbanTask> {
  const values = {
    userId,
    title: input.title,
    description: input.description ?? '',
    status: input.status ?? 'todo',
    subtasks: input.subtasks ?? [],
    ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
  };
  if (input.id) {
    const kept = await sentBefore(db, userId, input.id);
    if (kept) return kept;
    await refuseDeleted(db, userId, 'card', input.id, 'card');
  }
  const [row] = await withinLimit(db, userId, collection, 'add', (tx) =>
    tx
      .insert(kanbanTasks)
      .values(input.id ? { ...values, id: input.id } : values)
      .onConflictDoNothing({ target: [kanbanTasks.userId, kanbanTasks.id] })
      .returning(),
  );
  if (row) return toTask(row);
  // The same card arrived twice at once: the other request added it.
  const kept = input.id ? await sentBefore(db, userId, input.id) : undefined;
  if (!kept) throw new Error('The new card was not returned.');
  return kept;
}

/** The card this person already added under the id the app gave it; the id is theirs alone (decision 140). */
async function sentBefore(db: Database, userId: string, id: string): Promise<KanbanTask | undefined> {
  const [row] = await db.select().from(kanbanTasks).where(owned(userId, id));
  return row && toTask(row);
}

export async function updateTask(
  db: Database,
  userId: string,
  id: string,
  update: KanbanUpdate,
): Promise<KanbanTask> {
  const change = async (tx: Database) => {
    const set: Partial<Row> = { ...update };
    if (update.subtasks !== undefined) {
      // The assistant's steps this save renames or deletes are remembered, so a later suggestion leaves them out.
      const [before] = await tx
        .select({ subtasks: kanbanTasks.subtasks, dismissed: kanbanTasks.dismissedSteps })
        .from(kanbanTasks)
        .where(owned(userId, id))
        .for('update');
      if (before) {
        const gone = dismissedSteps(readSubtasks(before.subtasks), update.subtasks);
        if (gone.length > 0) {
          set.dismissedSteps = [...new Set([...before.dismissed, ...gone])].slice(-DISMISSED_KEPT);
        }
      }
    }
    return tx.update(kanbanTasks).set(set).where(owned(userId, id)).returning();
  };
  // Moving a card to another column adds nothing; new words are checked against the board's size.
  const grows =
    update.title !== undefined || update.description !== undefined || update.subtasks !== undefined;
  const [row] = grows ? await withinLimit(db, userId, collection, 'change', change) : await change(db);
  if (!row) throw notFound('That card');
  return toTask(row);
}

export async function deleteTask(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(kanbanTasks).where(owned(userId, id)).returning({ id: kanbanTasks.id });
  if (!row) throw notFound('That card');
}
