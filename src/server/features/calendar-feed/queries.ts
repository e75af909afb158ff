import { eq, sql } from 'drizzle-orm';
import type { CalendarFeedState } from '../../../shared/calendar-feed';
import type { Database } from '../../db/client';
import { calendarFeeds } from '../../db/schema';
import { feedAddress, feedSecret, newSeed, secretHash } from './secret';

/** What the feed routes need besides the database: the key addresses are made with, and where they point. */
export interface FeedKeys {
  key: Buffer;
  publicUrl: string;
}

const OFF: CalendarFeedState = { on: false, address: null, madeAt: null, lastReadAt: null };

/**
 * Whether the person's feed is on, and its address. An address made with an earlier key (the server's secret
 * changed) still works, but cannot be shown again: the address is then null until it is renewed.
 */
export async function feedState(db: Database, userId: string, keys: FeedKeys): Promise<CalendarFeedState> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  if (!row) return OFF;
  const secret = feedSecret(keys.key, userId, row.seed);
  return {
    on: true,
    address: secretHash(secret) === row.secretHash ? feedAddress(keys.publicUrl, secret) : null,
    madeAt: row.createdAt.toISOString(),
    lastReadAt: row.lastReadAt?.toISOString() ?? null,
  };
}

/** Makes the person's feed address, or a new one in place of the old, which stops working at once. */
export async function makeFeed(db: Database, userId: string, keys: FeedKeys): Promise<CalendarFeedState> {
  const seed = newSeed();
  const values = {
    secretHash: secretHash(feedSecret(keys.key, userId, seed)),
    seed,
    createdAt: new Date(),
    lastReadAt: null,
    readsSince: null,
    reads: 0,
  };
  await db
    .insert(calendarFeeds)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: values });
  return feedState(db, userId, keys);
}

/** Turns the feed off: its address answers 404 from now on. Turning off a feed that is off changes nothing. */
export async function deleteFeed(db: Database, userId: string): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export interface FeedRead {
  userId: string;
  /** Reads in the current hour, this one included, and when that hour began. */
  reads: number;
  readsSince: Date;
}

/**
 * Finds the feed whose address holds `secret` and counts the read, in one statement (so several server
 * instances count together); undefined when no feed has that address.
 */
export async function readFeed(
  db: Database,
  secret: string,
  now = new Date(),
): Promise<FeedRead | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const hourAgo = sql`${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz`;
  const newHour = sql`${calendarFeeds.readsSince} is null or ${calendarFeeds.readsSince} <= ${hourAgo}`;
  const [row] = await db
    .update(calendarFeeds)
    .set({
      lastReadAt: now,
      readsSince: sql`case when ${newHour} then ${at} else ${calendarFeeds.readsSince} end`,
      reads: sql`case when ${newHour} then 1 else ${calendarFeeds.reads} + 1 end`,
    })
    .where(eq(calendarFeeds.secretHash, secretHash(secret)))
    .returning({
      userId: calendarFeeds.userId,
      reads: calendarFeeds.reads,
      readsSince: calendarFeeds.readsSince,
    });
  if (!row) return undefined;
  return { userId: row.userId, reads: row.reads, readsSince: row.readsSince ?? now };
}
