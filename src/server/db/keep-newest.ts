import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';

/** A table of a person's rows, each with its own id and the moment it was made. */
type PersonRows = PgTable & { id: PgColumn; userId: PgColumn; createdAt: PgColumn };

/**
 * Lets go of all but a person's newest `max` rows of a table that keeps only a few (the converter's recent texts,
 * Words' history), newest by when each was made and then by id, and says which went. Run it in the transaction
 * that added the rows, so the person never has more than `max` for a moment.
 */
export async function keepNewest(
  db: Pick<Database, 'select' | 'delete'>,
  table: PersonRows,
  userId: string,
  max: number,
): Promise<ReadonlySet<string>> {
  const newest = db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(max);
  const gone = await db
    .delete(table)
    .where(and(eq(table.userId, userId), notInArray(table.id, newest)))
    .returning({ id: table.id });
  return new Set(gone.map((row) => String(row.id)));
}
