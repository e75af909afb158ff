import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userProfiles } from '../../db/schema';

/** The user's saved location, or null (docs/product.md#calls: a read of location only). */
export async function readLocation(db: Database, userId: string) {
  const [row] = await db
    .select({ location: userProfiles.location })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return row?.location ?? null;
}
