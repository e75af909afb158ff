import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HabitIcon, HabitPause, HabitSchedule, HabitTarget } from '../../shared/habits';
import type { RoutineStep } from '../../shared/routines';
import type { TimeBoxPlan } from '../../shared/time-box';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* Auth tables. Property names are the field names the auth library expects. */

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

const userId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: userId(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

/** Rate-limit counters live in the database so every server instance shares them. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/* Product tables (docs/product.md#data). Every row belongs to a user and goes when the user goes. */

export interface Location {
  city: string;
  country: string;
  timezone: string;
}

export const userProfiles = pgTable('user_profiles', {
  userId: userId().primaryKey(),
  fullName: text('full_name'),
  age: integer('age'),
  gender: text('gender'),
  conditions: jsonb('conditions')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  location: jsonb('location').$type<Location | null>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The time-box plan, as src/shared/time-box.ts checks it. */
export type TimeBoxSettings = TimeBoxPlan;

/**
 * Each tool's remembered choices, one entry per tool, inside user_settings.settings (docs/product.md#data names timeBox).
 * Every entry is checked by its tool's own zod schema in src/shared/ when read and when written.
 */
export interface ToolSettings {
  timeBox?: TimeBoxSettings;
  /** Text converter reading comfort. */
  reader?: unknown;
  /** Assistant preferences, such as how small the suggested steps are. */
  assistant?: unknown;
  /** Mind-map preferences (auto-save, layout spacing). */
  mindMap?: unknown;
}

export const userSettings = pgTable('user_settings', {
  userId: userId().primaryKey(),
  themeColor: text('theme_color').notNull().default('indigo'),
  fontFamily: text('font_family').notNull().default('system'),
  fontStyle: text('font_style').notNull().default('normal'),
  /** Whether the person picked a reading mode themselves; until then the dashboard may choose for them. */
  readingModeChosen: boolean('reading_mode_chosen').notNull().default(false),
  useBionicReading: boolean('use_bionic_reading').notNull().default(false),
  textSize: real('text_size').notNull().default(1),
  colorScheme: text('color_scheme').notNull().default('system'),
  lineSpacing: real('line_spacing').notNull().default(1.6),
  autoTextToSpeech: boolean('auto_text_to_speech').notNull().default(false),
  readingRuler: boolean('reading_ruler').notNull().default(false),
  highlightLine: boolean('highlight_line').notNull().default(false),
  reduceMotion: boolean('reduce_motion'),
  taskReminders: boolean('task_reminders').notNull().default(false),
  breakReminders: boolean('break_reminders').notNull().default(false),
  usageDataOptIn: boolean('usage_data_opt_in').notNull().default(false),
  settings: jsonb('settings')
    .$type<ToolSettings>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: updatedAt(),
});

export const textConversions = pgTable(
  'text_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    originalText: text('original_text').notNull(),
    convertedText: text('converted_text').notNull(),
    // Written with the texts, so the recent list never reads them (up to 100,000 characters each).
    mode: text('mode').notNull(),
    preview: text('preview').notNull(),
    characters: integer('characters').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('text_conversions_user_created_idx').on(table.userId, table.createdAt)],
);

export const todos = pgTable(
  'todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    aiSuggestions: jsonb('ai_suggestions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('todos_user_created_idx').on(table.userId, table.createdAt)],
);

export const kanbanTasks = pgTable(
  'kanban_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('todo'),
    subtasks: jsonb('subtasks')
      .$type<{ text: string; done: boolean; own?: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [index('kanban_tasks_user_created_idx').on(table.userId, table.createdAt)],
);

export const budgetProfiles = pgTable('budget_profiles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: userId().unique(),
  mainIncome: numeric('main_income', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  secondIncome: numeric('second_income', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  otherIncome: numeric('other_income', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('USD'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const budgetExpenses = pgTable(
  'budget_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    budgetId: uuid('budget_id')
      .notNull()
      .references(() => budgetProfiles.id, { onDelete: 'cascade' }),
    userId: userId(),
    expenseType: text('expense_type').notNull(),
    company: text('company').notNull().default(''),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('budget_expenses_budget_idx').on(table.budgetId)],
);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    toolType: text('tool_type').notNull().default('mind-map'),
    content: jsonb('content').$type<{ nodes: unknown[] }>().notNull(),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('projects_user_created_idx').on(table.userId, table.createdAt),
    index('projects_user_opened_idx').on(table.userId, table.lastOpenedAt),
  ],
);

/** The habit tracker (docs/product.md#habit-tracker). Days are local dates in the person's time zone. */
export const habits = pgTable(
  'habits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
  (table) => [index('habits_user_position_idx').on(table.userId, table.position)],
);

/** One check-in per habit and day: a second tap or another device changes it, never adds a second. */
export const habitCheckins = pgTable(
  'habit_checkins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    state: text('state').$type<'done' | 'skip' | 'rest'>().notNull(),
    amount: integer('amount'),
    updatedAt: updatedAt(),
  },
  (table) => [
    unique('habit_checkins_habit_day_key').on(table.habitId, table.day),
    index('habit_checkins_user_idx').on(table.userId),
  ],
);

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

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_user_created_idx').on(table.userId, table.createdAt)],
);

/** Messages kept here when no SMTP server is configured; the local mailbox screen reads them. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    link: text('link'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
