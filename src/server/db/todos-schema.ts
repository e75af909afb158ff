import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userId } from './auth-schema';
import { createdAt } from './columns';

/**
 * The todo list (docs/product.md#todo-list); My Day places and reminders point at its rows. The id is the app's
 * (decision 101) and one account's: another account may hold the same id (decision 140).
 */
export const todos = pgTable(
  'todos',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    aiSuggestions: jsonb('ai_suggestions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('todos_user_created_idx').on(table.userId, table.createdAt),
  ],
);
