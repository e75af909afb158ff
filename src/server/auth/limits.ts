import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appLimits } from '../db/schema';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Whether one more action fits the limit; if not, how many seconds until it does. */
export type Allowance = { allowed: true; windowEnds: number } | { allowed: false; retryAfterSeconds: number };

/**
 * The row's key: a long one (an address is whatever a request sends) by its hash, which an index can hold and
 * which still tells keys apart.
 */
function rowKey(key: string) {
  return key.length <= 200 ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

/**
 * Takes `places` places (one by default) under `key` in a fixed window, or none when they do not all fit. The
 * count is a row of the app's own `app_limits` table, shared by every server instance (decisions 075, 138),
 * and the check and the count are one statement: requests sent together take the places one after another,
 * and the one after the last place is refused whatever instance it reached. A refused request takes nothing,
 * so refusals never lengthen the wait. A window that has ended starts again at the first request after it.
 */
export async function takePlace(
  db: Database,
  key: string,
  limit: Limit,
  { places = 1, now = Date.now() }: { places?: number; now?: number } = {},
): Promise<Allowance> {
  const row = rowKey(key);
  const windowEnds = now + limit.windowSeconds * 1000;
  const ended = sql`${appLimits.windowEnds} <= ${now}`;
  const [taken] = await db
    .insert(appLimits)
    .values({ key: row, count: places, windowEnds })
    .onConflictDoUpdate({
      target: appLimits.key,
      set: {
        count: sql`case when ${ended} then ${places} else ${appLimits.count} + ${places} end`,
        windowEnds: sql`case when ${ended} then ${windowEnds} else ${appLimits.windowEnds} end`,
      },
      setWhere: sql`${ended} or ${appLimits.count} + ${places} <= ${limit.max}`,
    })
    .returning({ count: appLimits.count, windowEnds: appLimits.windowEnds });
  if (taken) {
    // A new window: the windows that ended before it are no longer needed.
    if (taken.count === places) await forgetEndedWindows(db, now);
    return { allowed: true, windowEnds: taken.windowEnds };
  }
  const [held] = await db
    .select({ windowEnds: appLimits.windowEnds })
    .from(appLimits)
    .where(eq(appLimits.key, row));
  const ends = held?.windowEnds ?? windowEnds;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((ends - now) / 1000)) };
}

/**
 * Gives back places taken in the window that ends at `windowEnds`, for an action that turned out not to count
 * (a right password). A window that has started again since holds other requests' places and is left alone.
 */
export async function returnPlace(db: Database, key: string, windowEnds: number, places = 1) {
  await db
    .update(appLimits)
    .set({ count: sql`greatest(${appLimits.count} - ${places}, 0)` })
    .where(and(eq(appLimits.key, rowKey(key)), eq(appLimits.windowEnds, windowEnds)));
}

/** The app's own clean-up: rows whose window has ended count nothing. */
export async function forgetEndedWindows(db: Database, now = Date.now()) {
  await db.delete(appLimits).where(lte(appLimits.windowEnds, now));
}
