import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The app's own counters (decision 138): wrong passwords of an account, mails to an address, exports, the
 * assistant's requests and a person's pushes. One row a key, counted in one statement, so requests sent together
 * cannot pass a limit between them. Only the app's code writes here, and only its own clean-up removes a row,
 * once its window has ended; the auth library's `rate_limit` table is pruned by the library after about a
 * minute, too soon for a window of 15 minutes.
 */
export const appLimits = pgTable(
  'app_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    /** When the window ends, in milliseconds since 1970. */
    windowEnds: bigint('window_ends', { mode: 'number' }).notNull(),
  },
  (table) => [index('app_limits_window_ends_idx').on(table.windowEnds)],
);
