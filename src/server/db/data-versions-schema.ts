import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/**
 * A count per person that grows with every write to the tables a kept list answer is read from (decision 131).
 * Triggers keep it, in the same transaction as the write, so every server process sees a change at once.
 */
export const dataVersions = pgTable('data_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
