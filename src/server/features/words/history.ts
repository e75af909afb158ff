import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  WordsAction,
  WordsHistoryEntry,
  WordsHistoryItem,
  WordsResults,
  WordsSettings,
} from '../../../shared/words/history';
import { firstWordsOf, WORDS_HISTORY_MAX, wordsSettingsSchema } from '../../../shared/words/history';
import { keepNewest } from '../../db/keep-newest';
import type { Database } from '../../db/client';
import { wordsHistory } from '../../db/schema';
import { readToolSettings, saveToolSettings } from '../../db/tool-settings';
import { notFound } from '../../http/errors';

// Words' short history (decision 159, docs/product.md#words): off by default, the newest 20 kept.

export const RESULT = 'That result';

const owned = (userId: string, id: string) => and(eq(wordsHistory.id, id), eq(wordsHistory.userId, userId));

export async function readWordsSettings(db: Database, userId: string): Promise<WordsSettings> {
  return (await readToolSettings(db, userId, 'words', wordsSettingsSchema)) ?? { keepHistory: false };
}

export const saveWordsSettings = (db: Database, userId: string, settings: WordsSettings) =>
  saveToolSettings(db, userId, 'words', settings);

/**
 * Keeps a result with the text it read when the person has the history on, and drops all but the newest
 * WORDS_HISTORY_MAX in the same transaction, under a lock of this person's history: two results arriving
 * together never leave more.
 */
export async function keepResult<A extends WordsAction>(
  db: Database,
  userId: string,
  action: A,
  input: string,
  result: WordsResults[A],
): Promise<void> {
  if (!(await readWordsSettings(db, userId)).keepHistory) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`words_history:${userId}`}, 0))`);
    await tx.insert(wordsHistory).values({ userId, action, inputText: input, result });
    await keepNewest(tx, wordsHistory, userId, WORDS_HISTORY_MAX);
  });
}

/** The person's kept results, newest first: what each was, its first words and when. */
export async function listHistory(db: Database, userId: string): Promise<WordsHistoryEntry[]> {
  const rows = await db
    .select({
      id: wordsHistory.id,
      action: wordsHistory.action,
      // Only the start of each text leaves the database.
      start: sql<string>`left(${wordsHistory.inputText}, 200)`,
      createdAt: wordsHistory.createdAt,
    })
    .from(wordsHistory)
    .where(eq(wordsHistory.userId, userId))
    .orderBy(desc(wordsHistory.createdAt), desc(wordsHistory.id))
    .limit(WORDS_HISTORY_MAX);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as WordsAction,
    firstWords: firstWordsOf(row.start),
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One kept result, as it was shown; another person's answers 404 like a missing one. */
export async function readHistoryItem(db: Database, userId: string, id: string): Promise<WordsHistoryItem> {
  const [row] = await db.select().from(wordsHistory).where(owned(userId, id));
  if (!row) throw notFound(RESULT);
  return {
    id: row.id,
    action: row.action,
    input: row.inputText,
    result: row.result,
    createdAt: row.createdAt.toISOString(),
  } as WordsHistoryItem;
}

export async function deleteHistoryItem(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(wordsHistory).where(owned(userId, id)).returning({ id: wordsHistory.id });
  if (!row) throw notFound(RESULT);
}

export async function clearHistory(db: Database, userId: string): Promise<void> {
  await db.delete(wordsHistory).where(eq(wordsHistory.userId, userId));
}
