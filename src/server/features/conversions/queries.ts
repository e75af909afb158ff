import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Conversion, ConversionMode, ConversionSummary } from '../../../shared/text-conversion';
import { convertText, modeOf, previewOf, RECENT_CONVERSIONS } from '../../../shared/text-conversion';
import type { Database } from '../../db/client';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Enough of a text's start for its preview, unless the start is nearly all white space. */
const PREVIEW_SOURCE = 2_000;

/**
 * The user's newest conversions, newest first (SPEC §7: limit 3). The database sends each text's start,
 * length and mode, not the whole texts (up to 100,000 characters each, twice).
 */
export async function recentConversions(db: Database, userId: string): Promise<ConversionSummary[]> {
  const rows = await db
    .select({
      id: textConversions.id,
      start: sql<string>`left(${textConversions.originalText}, ${PREVIEW_SOURCE})`,
      characters: sql<number>`char_length(${textConversions.originalText})`,
      unchanged: sql<boolean>`${textConversions.originalText} = ${textConversions.convertedText}`,
      createdAt: textConversions.createdAt,
    })
    .from(textConversions)
    .where(eq(textConversions.userId, userId))
    .orderBy(desc(textConversions.createdAt), desc(textConversions.id))
    .limit(RECENT_CONVERSIONS);
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      mode: row.unchanged ? ('opendyslexic' as const) : ('adhd' as const),
      preview: await previewFrom(db, row),
      characters: Number(row.characters),
      createdAt: row.createdAt.toISOString(),
    })),
  );
}

async function previewFrom(db: Database, row: { id: string; start: string; characters: number }) {
  const preview = previewOf(row.start);
  const cut = preview !== row.start.replace(/\s+/g, ' ').trim();
  if (cut || Number(row.characters) <= PREVIEW_SOURCE) return preview;
  // The start was white space more than words: the preview needs the whole text.
  const [whole] = await db
    .select({ text: textConversions.originalText })
    .from(textConversions)
    .where(eq(textConversions.id, row.id));
  return previewOf(whole?.text ?? row.start);
}

/** One of the user's conversions, or null for a missing id and for another user's. */
export async function findConversion(db: Database, userId: string, id: string) {
  if (!UUID.test(id)) return null;
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
): Promise<Conversion> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(textConversions)
      .values({ userId, originalText: text, convertedText: convertText(text, mode) })
      .returning();
    if (!row) throw new Error('The conversion row was not returned.');
    const kept = tx
      .select({ id: textConversions.id })
      .from(textConversions)
      .where(eq(textConversions.userId, userId))
      .orderBy(desc(textConversions.createdAt), desc(textConversions.id))
      .limit(RECENT_CONVERSIONS);
    await tx
      .delete(textConversions)
      .where(and(eq(textConversions.userId, userId), notInArray(textConversions.id, kept)));
    return { ...toConversion(row), mode };
  });
}

/** Deletes one of the user's conversions; false when there was none of theirs with that id. */
export async function deleteConversion(db: Database, userId: string, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const deleted = await db
    .delete(textConversions)
    .where(and(eq(textConversions.id, id), eq(textConversions.userId, userId)))
    .returning({ id: textConversions.id });
  return deleted.length > 0;
}
