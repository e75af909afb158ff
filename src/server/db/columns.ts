import { timestamp } from 'drizzle-orm/pg-core';

/** The columns most tables share, written one way. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
