import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RoutineStep } from '../../shared/routines';
import { userId } from './auth-schema';
import { createdAt, updatedAt } from './columns';

/**
 * The routine planner (docs/product.md#routine-planner). Steps are an ordered JSON list on the routine
 * (decision 086); the schedule is a recurrence rule with its start time, time zone and first day, all four
 * null for a routine run on demand (decision 087).
 */
export const routines = pgTable(
  'routines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('sun'),
    steps: jsonb('steps')
      .$type<RoutineStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rrule: text('rrule'),
    startTime: text('start_time'),
    timeZone: text('time_zone'),
    startDay: date('start_day', { mode: 'string' }),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('routines_user_position_idx').on(table.userId, table.position)],
);

/** What one step of a run became: done or skipped, and how long it really took. */
export interface RoutineRunStep {
  stepId: string;
  title: string;
  plannedMinutes: number | null;
  state: 'done' | 'skipped';
  seconds: number;
}

/** A routine played through, kept so the planner can learn how long steps really take. */
export const routineRuns = pgTable(
  'routine_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    routineId: uuid('routine_id')
      .notNull()
      .references(() => routines.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    steps: jsonb('steps')
      .$type<RoutineRunStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [index('routine_runs_user_routine_idx').on(table.userId, table.routineId)],
);
