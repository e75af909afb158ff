import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PictureRef } from '../../shared/pictures';
import type { RoutineStep } from '../../shared/routine-planner/routines';
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
    id: uuid('id').notNull().defaultRandom(),
    userId: userId(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default('sun'),
    /** A picture or symbol for the whole routine, with its text alternative (decision 168). */
    picture: jsonb('picture').$type<PictureRef>(),
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
  (table) => [
    // The app's id, one account's (decision 140).
    primaryKey({ columns: [table.userId, table.id] }),
    index('routines_user_position_idx').on(table.userId, table.position),
  ],
);

/** What one step of a run became: done or skipped, and how long it really took. */
export interface RoutineRunStep {
  stepId: string;
  title: string;
  plannedMinutes: number | null;
  state: 'done' | 'skipped';
  seconds: number;
}

/**
 * A routine played through, kept so the planner can learn how long steps really take. Its id is the app's, made
 * once for the run, so a run sent again is kept once (decision 140).
 */
export const routineRuns = pgTable(
  'routine_runs',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: userId(),
    routineId: uuid('routine_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    steps: jsonb('steps')
      .$type<RoutineRunStep[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    foreignKey({
      name: 'routine_runs_routine_fk',
      columns: [table.userId, table.routineId],
      foreignColumns: [routines.userId, routines.id],
    }).onDelete('cascade'),
    index('routine_runs_user_routine_idx').on(table.userId, table.routineId),
  ],
);
