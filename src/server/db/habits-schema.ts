import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HabitIcon, HabitPause, HabitSchedule, HabitTarget } from '../../shared/habits/habits';
import { userId } from './auth-schema';
import { createdAt, updatedAt } from './columns';

/** The habit tracker (docs/product.md#habit-tracker). Days are local dates in the person's time zone. */
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: userId(),
    name: text('name').notNull(),
    icon: text('icon').$type<HabitIcon>().notNull().default('sparkles'),
    why: text('why').notNull().default(''),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull(),
    target: jsonb('target').$type<HabitTarget>().notNull(),
    pauses: jsonb('pauses')
      .$type<HabitPause[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    archived: boolean('archived').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // The app's id, one account's (decision 140).
    primaryKey({ columns: [table.userId, table.id] }),
    index('habits_user_position_idx').on(table.userId, table.position),
  ],
);

/** One check-in per habit and day: a second tap or another device changes it, never adds a second. */
export const habitCheckins = pgTable(
  'habit_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    habitId: uuid('habit_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    state: text('state').$type<'done' | 'skip' | 'rest'>().notNull(),
    amount: integer('amount'),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({
      name: 'habit_checkins_habit_fk',
      columns: [table.userId, table.habitId],
      foreignColumns: [habits.userId, habits.id],
    }).onDelete('cascade'),
    unique('habit_checkins_habit_day_key').on(table.userId, table.habitId, table.day),
    index('habit_checkins_user_idx').on(table.userId),
  ],
);
