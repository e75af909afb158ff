import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { session, userId } from './auth-schema';
import { createdAt } from './columns';

/**
 * The person's data as it was just before "Bring back my data" replaced it (decision 153): an export of the
 * account, taken back with one press. It lasts as long as the session that replaced it: signing out, or the
 * session ending, removes it.
 */
export const restoreUndo = pgTable('restore_undo', {
  userId: userId().primaryKey(),
  sessionId: text('session_id')
    .notNull()
    .references(() => session.id, { onDelete: 'cascade' }),
  /** The export, as "Download my data" writes it. */
  data: text('data').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
