import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';

/** Calls to the model one person may make in one window (decision 037). */
export const AI_CALLS_PER_WINDOW = 30;
export const AI_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts one call to the model for the user and says whether it may go ahead. The counter is a row of the
 * shared rate_limit table, updated in one statement, so every server instance sees the same count.
 */
export async function takeAiAllowance(db: Database, userId: string, now = Date.now()): Promise<boolean> {
  const key = `ai:${userId}`;
  const windowStart = now - AI_WINDOW_MS;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return (row?.count ?? 1) <= AI_CALLS_PER_WINDOW;
}
