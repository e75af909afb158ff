import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { userId } from './auth-schema';

/** The kinds of item whose ids the app makes and a delete remembers (decision 140). */
export type DeletedKind = 'todo' | 'card' | 'habit' | 'routine' | 'mix';

/**
 * The ids the app made of items the person deleted, kept DELETED_IDS_KEPT_DAYS days, so that an add sent again
 * after the delete (a waiting change, a lost answer) cannot bring the item back (decision 140). Triggers fill it
 * on every delete of those items (drizzle/0012_deleted_ids_and_app_ids_per_account.sql); the account's go with it.
 */
export const deletedIds = pgTable(
  'deleted_ids',
  {
    userId: userId(),
    kind: text('kind').$type<DeletedKind>().notNull(),
    id: text('id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.id] }),
    index('deleted_ids_deleted_at_idx').on(table.deletedAt),
  ],
);
