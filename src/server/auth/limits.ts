import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimit } from '../db/schema';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Whether one more action fits the limit; if not, how many seconds until it does. */
export type Allowance = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one action under `key` in a fixed window, in the database so every server instance shares the
 * count (decision 075). Our keys start with "app:" and so never meet the auth library's own (address|path).
 * One statement: two instances counting at once cannot both take the last place.
 */
export async function countAction(db: Database, key: string, limit: Limit): Promise<Allowance> {
  const now = Date.now();
  const windowStart = now - limit.windowSeconds * 1000;
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key: `app:${key}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, since: rateLimit.lastRequest });
  if (!row || row.count <= limit.max) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.since + limit.windowSeconds * 1000 - now) / 1000)),
  };
}

/** Whether the limit is already used up, without counting anything. */
export async function limitReached(db: Database, key: string, limit: Limit): Promise<Allowance> {
  const now = Date.now();
  const [row] = await db
    .select({ count: rateLimit.count, since: rateLimit.lastRequest })
    .from(rateLimit)
    .where(sql`${rateLimit.key} = ${`app:${key}`}`);
  if (!row || row.since < now - limit.windowSeconds * 1000 || row.count < limit.max) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((row.since + limit.windowSeconds * 1000 - now) / 1000)),
  };
}
