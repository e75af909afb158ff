import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReminderKind } from '../../shared/reminders';
import { userId } from './auth-schema';
import { createdAt } from './columns';
import { habits } from './habits-schema';
import { routines } from './routines-schema';
import { todos } from './todos-schema';

/**
 * Reminders chosen by the person (docs/product.md#reminders, decision 102): one per routine, habit or todo,
 * which it points at with exactly one of three keys, so a reminder goes with what it reminds of.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    kind: text('kind').$type<ReminderKind>().notNull(),
    routineId: uuid('routine_id'),
    habitId: uuid('habit_id'),
    todoId: uuid('todo_id'),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    /** Habits: the time of day on the profile's clock. */
    time: text('time'),
    stepEnds: boolean('step_ends').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    // What it reminds of is the same person's: the ids the app makes are one account's (decision 140).
    foreignKey({
      name: 'reminders_routine_fk',
      columns: [table.userId, table.routineId],
      foreignColumns: [routines.userId, routines.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reminders_habit_fk',
      columns: [table.userId, table.habitId],
      foreignColumns: [habits.userId, habits.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'reminders_todo_fk',
      columns: [table.userId, table.todoId],
      foreignColumns: [todos.userId, todos.id],
    }).onDelete('cascade'),
    unique('reminders_routine_key').on(table.userId, table.routineId),
    unique('reminders_habit_key').on(table.userId, table.habitId),
    unique('reminders_todo_key').on(table.userId, table.todoId),
    index('reminders_user_idx').on(table.userId),
    check(
      'reminders_one_target',
      sql`num_nonnulls(${table.routineId}, ${table.habitId}, ${table.todoId}) = 1`,
    ),
  ],
);

/** A browser's Web Push subscription: where to send, and the keys the message is encrypted for. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/**
 * Each reminder moment, written once by whichever comes first: a server's round, the open app showing it, or
 * a snooze (written ahead, `sentAt` empty until it is due). The key names the reminder and the time of what it
 * reminds of, so a second server or a second round finds it taken and sends nothing.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: userId(),
    key: text('key').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    /** A snooze's first reminder key: one snooze of a reminder waits at a time (decision 138). */
    snoozeOf: text('snooze_of'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    uniqueIndex('reminder_deliveries_one_snooze_idx')
      .on(table.userId, table.snoozeOf)
      .where(sql`${table.sentAt} is null`),
    index('reminder_deliveries_waiting_idx')
      .on(table.dueAt)
      .where(sql`${table.sentAt} is null`),
  ],
);
