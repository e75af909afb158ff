import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userId } from './auth-schema';
import { createdAt } from './columns';

/**
 * The private calendar feed (docs/product.md#calendar-feed, decision 100): at most one per person. The
 * address's secret is never stored: only its SHA-256, to find the feed, and the random seed it is made from
 * with the server's key, so the address can be shown again. Renewing replaces both; turning it off deletes
 * the row. The read count of the current hour bounds how often a calendar app may read it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: userId().primaryKey(),
  secretHash: text('secret_hash').notNull().unique(),
  seed: text('seed').notNull(),
  createdAt: createdAt(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }),
  /** When the current hour of reads began, and how many reads it has had. */
  readsSince: timestamp('reads_since', { withTimezone: true }),
  reads: integer('reads').notNull().default(0),
});
