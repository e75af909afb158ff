import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  Conversion,
  ConversionMode,
  ConversionSummary,
} from '../../../shared/text-converter/conversion';
import {
  convertText,
  countCharacters,
  modeOf,
  previewOf,
  RECENT_CONVERSIONS,
} from '../../../shared/text-converter/conversion';
import { keepNewest } from '../../db/keep-newest';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { textConversions } from '../../db/schema';

type Row = typeof textConversions.$inferSelect;

function toConversion(row: Row): Conversion {
  return {
    id: row.id,
    mode: modeOf(row.originalText, row.convertedText),
    originalText: row.originalText,
    convertedText: row.convertedText,
    createdAt: row.createdAt.toISOString(),
  };
}

const recentList = preparedQuery((db) =>
  db
    .select({
      id: textConversions.id,
      mode: textConversions.mode,
      preview: textConversions.preview,
      characters: textConversions.characters,
      createdAt: textConversions.createdAt,
    })
    .from(textConversions)
    .where(eq(textConversions.userId, sql.placeholder('userId')))
    .orderBy(desc(textConversions.createdAt), desc(textConversions.id))
    .limit(RECENT_CONVERSIONS)
    .prepare('conversions_recent'),
);

/** The user's newest conversions, newest first (docs/product.md#calls: limit 3), without their texts. */
export async function recentConversions(db: Database, userId: string): Promise<ConversionSummary[]> {
  const rows = await recentList(db).execute({ userId });
  return rows.map((row) => ({
    ...row,
    mode: row.mode === 'opendyslexic' ? 'opendyslexic' : 'adhd',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** One of the user's conversions, or null for a missing id and for another user's. */
export async function findConversion(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(textConversions)
    .where(and(eq(textConversions.id, id), eq(textConversions.userId, userId)));
  return row ? toConversion(row) : null;
}

/**
 * Converts and stores the text, then lets go of the user's older conversions: only the newest ones can be
 * reopened, and people paste private texts here.
 */
export async function createConversion(
  db: Database,
  userId: string,
  text: string,
  mode: ConversionMode,
  chunks = false,
): Promise<Conversion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(textConversions)
      .values({
        userId,
        originalText: text,
        convertedText: convertText(text, mode, chunks),
        mode,
        preview: previewOf(text),
        characters: countCharacters(text),
      })
      .returning();
    if (!row) throw new Error('The conversion row was not returned.');
    await keepNewest(tx, textConversions, userId, RECENT_CONVERSIONS);
    return { ...toConversion(row), mode };
  });
}

/** Deletes one of the user's conversions; false when there was none of theirs with that id. */
export async function deleteConversion(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(textConversions)
    .where(and(eq(textConversions.id, id), eq(textConversions.userId, userId)))
    .returning({ id: textConversions.id });
  return deleted.length > 0;
}
