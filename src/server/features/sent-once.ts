import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { DeletedKind } from '../db/deleted-ids-schema';
import { deletedIds } from '../db/schema';
import { ApiError } from '../http/errors';

/** How long a deleted id is remembered (decision 140): longer than any change waits on a device (30 days). */
export const DELETED_IDS_KEPT_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Refuses an add under an id the person deleted (decision 140): a change sent again after the delete (a waiting
 * change, an answer lost on the way) would otherwise bring the item back. The tombstone is written by the
 * database on every delete of these items (drizzle/0012_deleted_ids_and_app_ids_per_account.sql). `what` names the item.
 */
export async function refuseDeleted(
  db: Database,
  userId: string,
  kind: DeletedKind,
  id: string,
  what: string,
  now = new Date(),
): Promise<void> {
  const [gone] = await db
    .select({ id: deletedIds.id })
    .from(deletedIds)
    .where(
      and(
        eq(deletedIds.userId, userId),
        eq(deletedIds.kind, kind),
        eq(deletedIds.id, id),
        gt(deletedIds.deletedAt, new Date(now.getTime() - DELETED_IDS_KEPT_DAYS * DAY_MS)),
      ),
    );
  if (gone) throw new ApiError(410, 'gone', `This ${what} was deleted, so it was not added again.`);
}

/** Forgets the deleted ids older than DELETED_IDS_KEPT_DAYS; run with the other hourly tidying (rounds.ts). */
export async function forgetOldDeletedIds(db: Database, now: Date): Promise<void> {
  await db
    .delete(deletedIds)
    .where(lt(deletedIds.deletedAt, new Date(now.getTime() - DELETED_IDS_KEPT_DAYS * DAY_MS)));
}
