import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { preparedQuery } from '../db/prepared';
import {
  budgetExpenses,
  budgetProfiles,
  dataVersions,
  dayPlacements,
  habitCheckins,
  habits,
  kanbanTasks,
  reminders,
  routines,
  studyCards,
  studyDecks,
  todos,
  userSettings,
} from '../db/schema';
import type { KeptJson } from '../http/compression';
import { sendKeptJson } from '../http/compression';
import type { AppEnv } from '../http/env';

/**
 * The lists a person's answer is kept for, each with every table its answer is read from. Each of these tables
 * counts its writes (the `count_data_change` triggers, decision 131): `kept-answers-wiring.test.ts` reads the
 * database's triggers and fails for a table listed here without all three, so a new kept read names its tables
 * here and gets its triggers in a migration, or fails.
 */
export const KEPT_LISTS = {
  todos: [todos],
  kanban: [kanbanTasks],
  habits: [habits, habitCheckins],
  study: [studyDecks, studyCards],
  routines: [routines],
  budget: [budgetProfiles, budgetExpenses],
  // The mixes live in the person's settings (decision 095).
  mixes: [userSettings],
  reminders: [reminders, userSettings],
  // My Day: the scheduled routines, the kept habits and their check-ins, the placed todos, and the clock.
  day: [routines, habits, habitCheckins, dayPlacements, todos, userSettings],
  settings: [userSettings],
} as const satisfies Record<string, readonly PgTable[]>;

export type KeptList = keyof typeof KEPT_LISTS;

interface Kept extends KeptJson {
  /** The person's count of writes when the answer was read. */
  version: number;
}

/**
 * The answers of a few hundred people at once (the bench's account has about 60 KB of them, compressed copies
 * included), within the server's memory budget; the least used go first (decision 131).
 */
const KEPT_BYTES = 16 * 1024 * 1024;
/** A larger answer (a study deck of thousands of cards) is read afresh each time rather than crowd out others. */
const KEPT_ENTRY_BYTES = 1024 * 1024;

const keptOf = new WeakMap<Database, LRUCache<string, Kept>>();

function keptFor(db: Database) {
  let kept = keptOf.get(db);
  if (!kept) {
    kept = new LRUCache<string, Kept>({ maxSize: KEPT_BYTES, maxEntrySize: KEPT_ENTRY_BYTES });
    keptOf.set(db, kept);
  }
  return kept;
}

const sizeOf = (kept: Kept) => kept.bytes + (kept.encoded.br?.length ?? 0) + (kept.encoded.gzip?.length ?? 0);

const versionRead = preparedQuery((db) =>
  db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.userId, sql.placeholder('userId')))
    .prepare('data_version'),
);

/**
 * A list read answered from the answer kept for the person while their count of writes has not moved, read
 * afresh otherwise (decision 131). The count grows in the same transaction as every write to the list's
 * tables, in the database, so every server process sees a change at once; the answer is read after the
 * count, so a kept answer is never older than its count. The compressed body is kept beside the text.
 * `variant` names what else the answer depends on (My Day's day and clock): each is kept apart.
 */
export async function keptAnswer<T>(
  c: Context<AppEnv>,
  db: Database,
  list: KeptList,
  read: () => Promise<T>,
  variant = '',
) {
  // The typed answer `c.json` would give, so the routes' client types stay the same.
  type Answer = ReturnType<typeof c.json<T, 200>>;
  const userId = c.var.user.id;
  const [row] = await versionRead(db).execute({ userId });
  const version = row?.version ?? 0;
  const kept = keptFor(db);
  const key = `${list}:${userId}:${variant}`;
  let answer = kept.get(key);
  if (answer?.version !== version) {
    const text = JSON.stringify(await read());
    answer = { version, text, bytes: Buffer.byteLength(text), encoded: {} };
    kept.set(key, answer, { size: sizeOf(answer) });
  }
  const size = sizeOf(answer);
  const sent = sendKeptJson(c, answer);
  // A compressed copy made for this request makes the kept answer larger.
  if (sizeOf(answer) !== size) kept.set(key, answer, { size: sizeOf(answer) });
  return sent as unknown as Answer;
}
