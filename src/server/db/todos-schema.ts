import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TaskEstimate } from '../../shared/estimate';
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
    /** The task this one is a step of (decision 160): one level only, a step has no steps; null for a task. */
    parentId: uuid('parent_id'),
    completed: boolean('completed').notNull().default(false),
    aiSuggestions: jsonb('ai_suggestions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** How long it may take, worked out when the title was written (decision 149); null where there is no basis. */
    estimate: jsonb('estimate').$type<TaskEstimate>(),
    /** The kind of task the title was read as ('repair', 'tax', 'general'), so the person's own times count for their kind. */
    kind: text('kind'),
    /** How long it took, as the person said after ticking it off; null when they skipped the question. */
    tookMinutes: integer('took_minutes'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('todos_user_created_idx').on(table.userId, table.createdAt),
    // A step is the same person's, and goes with its task (decision 160).
    foreignKey({
      name: 'todos_parent_fk',
      columns: [table.userId, table.parentId],
      foreignColumns: [table.userId, table.id],
    }).onDelete('cascade'),
    index('todos_user_parent_idx').on(table.userId, table.parentId),
  ],
);
