import type { SQL } from 'drizzle-orm';
import { count, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CollectionLimit } from '../../shared/limits';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface Collection {
  /** Names the lock; one per table. */
  name: string;
  table: PgTable;
  userId: PgColumn;
  limit: CollectionLimit;
  /**
   * One row's size. By default the row written out as text: every column counts, whatever the table holds.
   * Large documents are measured as stored instead, which the database knows without reading them.
   */
  rowBytes?: SQL;
}

async function usage(tx: Transaction, userId: string, { table, userId: owner, rowBytes }: Collection) {
  const [used] = await tx
    .select({
      items: count(),
      bytes: sql<string>`coalesce(sum(${rowBytes ?? sql`octet_length(${table}::text)`}), 0)`,
    })
    .from(table)
    .where(eq(owner, userId));
  return { items: used?.items ?? 0, bytes: Number(used?.bytes ?? 0) };
}

/**
 * Runs `write`, an insert ('add') or an update ('change'), and keeps it only if the account is still within
 * the collection's limits (decision 076); otherwise it is rolled back and the answer is a 409 with the
 * limit's plain message. A change is refused only when it makes things bigger, so a person over a limit can
 * always shorten or delete. The check and the write share a transaction holding a lock for this account and
 * collection: requests sent together take turns and cannot pass the limit between them.
 */
export async function withinLimit<T>(
  db: Database,
  userId: string,
  collection: Collection,
  kind: 'add' | 'change',
  write: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const { limit } = collection;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${collection.name}:${userId}`}, 0))`,
    );
    const before = kind === 'change' ? await usage(tx, userId, collection) : undefined;
    const result = await write(tx);
    const after = await usage(tx, userId, collection);
    if (kind === 'add' && after.items > limit.count) {
      throw new ApiError(409, 'limit_reached', limit.fullMessage);
    }
    if (after.bytes > limit.bytes && (!before || after.bytes > before.bytes)) {
      throw new ApiError(409, 'limit_reached', limit.sizeMessage);
    }
    return result;
  });
}
