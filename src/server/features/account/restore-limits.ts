import type { SQL } from 'drizzle-orm';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionLimit } from '../../../shared/limits';
import {
  CARD_LIMIT,
  HABIT_LIMIT,
  MIND_MAP_LIMIT,
  ROUTINE_LIMIT,
  STUDY_CARD_LIMIT,
  STUDY_DECK_LIMIT,
  TODO_LIMIT,
} from '../../../shared/limits';
import type { Database } from '../../db/client';
import type { DeletedKind } from '../../db/deleted-ids-schema';
import {
  deletedIds,
  habits,
  kanbanTasks,
  projects,
  routines,
  studyCards,
  studyDecks,
  todos,
} from '../../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A list with a per-account limit (decision 076), as `withinLimit` names and measures it. */
export interface Limited {
  /** The lock's name, the same as the tool's own adds take, so a restore and an add take turns. */
  lock: string;
  table: PgTable;
  id: PgColumn;
  userId: PgColumn;
  limit: CollectionLimit;
  rowBytes?: SQL;
  /** What a person calls one and several. */
  one: string;
  many: string;
}

export const LIMITED = {
  todos: {
    lock: 'todos',
    table: todos,
    id: todos.id,
    userId: todos.userId,
    limit: TODO_LIMIT,
    one: 'task',
    many: 'tasks',
  },
  kanbanTasks: {
    lock: 'kanban',
    table: kanbanTasks,
    id: kanbanTasks.id,
    userId: kanbanTasks.userId,
    limit: CARD_LIMIT,
    one: 'board card',
    many: 'board cards',
  },
  projects: {
    lock: 'projects',
    table: projects,
    id: projects.id,
    userId: projects.userId,
    limit: MIND_MAP_LIMIT,
    rowBytes: sql`pg_column_size(${projects.content}) + octet_length(${projects.title})`,
    one: 'mind map',
    many: 'mind maps',
  },
  habits: {
    lock: 'habits',
    table: habits,
    id: habits.id,
    userId: habits.userId,
    limit: HABIT_LIMIT,
    one: 'habit',
    many: 'habits',
  },
  routines: {
    lock: 'routines',
    table: routines,
    id: routines.id,
    userId: routines.userId,
    limit: ROUTINE_LIMIT,
    one: 'routine',
    many: 'routines',
  },
  studyDecks: {
    lock: 'study_decks',
    table: studyDecks,
    id: studyDecks.id,
    userId: studyDecks.userId,
    limit: STUDY_DECK_LIMIT,
    one: 'study deck',
    many: 'study decks',
  },
  studyCards: {
    lock: 'study_cards',
    table: studyCards,
    id: studyCards.id,
    userId: studyCards.userId,
    limit: STUDY_CARD_LIMIT,
    one: 'study card',
    many: 'study cards',
  },
} satisfies Record<string, Limited>;

/** Takes every limited list's lock for the account, always in this order, before a restore writes. */
export async function lockLimitedLists(tx: Transaction, userId: string) {
  for (const { lock } of Object.values(LIMITED)) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${lock}:${userId}`}, 0))`);
  }
}

const DELETED_KIND = new Map<PgTable, DeletedKind>([
  [todos, 'todo'],
  [kanbanTasks, 'card'],
  [habits, 'habit'],
  [routines, 'routine'],
]);

/** Rows written at a time: the statements' parameters stay well under the database's bound. */
const BATCH = 400;

export async function insertRows(tx: Transaction, table: PgTable, values: Record<string, unknown>[]) {
  for (let start = 0; start < values.length; start += BATCH) {
    await tx.insert(table).values(values.slice(start, start + BATCH));
  }
}

/**
 * Writes `values` (each with its new `id`) and keeps, in the file's order, those that fit the account's limits
 * beside what it holds already; the others are taken out again, and a note says how many did not fit and why.
 * Answers the ids kept.
 */
export async function insertWithinLimit(
  tx: Transaction,
  userId: string,
  list: Limited,
  values: (Record<string, unknown> & { id: string })[],
  notes: string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const { table, id, userId: owner, limit } = list;
  const bytesOf = list.rowBytes ?? sql`octet_length(${table}::text)`;
  const newIds = values.map((value) => value.id);
  await insertRows(tx, table, values);
  const [before] = await tx
    .select({ items: count(), bytes: sql<string>`coalesce(sum(${bytesOf}), 0)` })
    .from(table)
    .where(and(eq(owner, userId), sql`not (${id} = any(${sql.param(newIds)}::uuid[]))`));
  const sizes = new Map(
    (
      await tx
        .select({ id: sql<string>`${id}::text`, bytes: sql<string>`${bytesOf}` })
        .from(table)
        .where(and(eq(owner, userId), inArray(id, newIds)))
    ).map((row) => [row.id, Number(row.bytes)]),
  );
  let items = before?.items ?? 0;
  let bytes = Number(before?.bytes ?? 0);
  const kept = new Set<string>();
  const left: string[] = [];
  let full = false;
  for (const value of values) {
    const size = sizes.get(value.id) ?? 0;
    if (items + 1 > limit.count) {
      full = true;
      left.push(value.id);
    } else if (bytes + size > limit.bytes) {
      left.push(value.id);
    } else {
      items += 1;
      bytes += size;
      kept.add(value.id);
    }
  }
  if (left.length > 0) {
    await tx.delete(table).where(and(eq(owner, userId), inArray(id, left)));
    // They never were the person's: no deleted id is remembered for them (decision 140).
    const kind = DELETED_KIND.get(table);
    if (kind) {
      await tx
        .delete(deletedIds)
        .where(and(eq(deletedIds.userId, userId), eq(deletedIds.kind, kind), inArray(deletedIds.id, left)));
    }
    const what = left.length === 1 ? list.one : list.many;
    notes.push(
      `${left.length.toLocaleString('en-GB')} ${what} did not fit. ${full ? limit.fullMessage : limit.sizeMessage}`,
    );
  }
  return kept;
}
