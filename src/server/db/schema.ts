import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TimeBoxPlan } from '../../shared/time-box/plan';
import { userId } from './auth-schema';
import { createdAt, updatedAt } from './columns';
import { todos } from './todos-schema';

export { appLimits } from './app-limits-schema';
export { account, rateLimit, session, user, verification } from './auth-schema';
export { calendarFeeds } from './calendar-feed-schema';
export { dataVersions } from './data-versions-schema';
export { deletedIds } from './deleted-ids-schema';
export {
  focusRoomBlocks,
  focusRoomGoals,
  focusRoomMembers,
  focusRoomNames,
  focusRoomPresence,
  focusRoomReactions,
  focusRoomReports,
  focusRooms,
} from './focus-rooms-schema';
export { habitCheckins, habits } from './habits-schema';
export { pushSubscriptions, reminderDeliveries, reminders } from './reminders-schema';
export { pictures } from './pictures-schema';
export { restoreUndo } from './restore-undo-schema';
export { routineRuns, routines } from './routines-schema';
export { studyCards, studyDecks, studyReviews } from './study-schema';
export { todos } from './todos-schema';
export type { RoutineRunStep } from './routines-schema';

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

/** The time-box plan, as src/shared/time-box/plan.ts checks it. */
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
  /** Focus Sounds: the person's saved mixes (decision 095). */
  focusSounds?: unknown;
  /** Reminders: quiet hours and break length (decision 102). */
  reminders?: unknown;
  /** Words: whether a short history of the person's results is kept (decision 159). */
  words?: unknown;
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
  /** Reading aids (decision 164). */
  syllables: text('syllables').notNull().default('off'),
  markNouns: boolean('mark_nouns').notNull().default(false),
  markVerbs: boolean('mark_verbs').notNull().default(false),
  markAdjectives: boolean('mark_adjectives').notNull().default(false),
  markAdverbs: boolean('mark_adverbs').notNull().default(false),
  readingLevel: boolean('reading_level').notNull().default(false),
  /** "Shorter and simpler" offered above long reading text (decision 170). */
  offerSummary: boolean('offer_summary').notNull().default(false),
  /** The meanings of words, looked up in the picture dictionary (decision 171). */
  wordMeanings: boolean('word_meanings').notNull().default(false),
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

/**
 * Words' short history (decision 159): kept only while the person has it on, the newest 20 results, each with
 * the text it read. The result is the answer as the screen showed it.
 */
export const wordsHistory = pgTable(
  'words_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    action: text('action').notNull(),
    inputText: text('input_text').notNull(),
    result: jsonb('result').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('words_history_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Where a todo sits on My Day (docs/product.md#my-day, decision 089): one place per todo, never a copy of it.
 * Deleting the todo removes its place.
 */
export const dayPlacements = pgTable(
  'day_placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    todoId: uuid('todo_id').notNull(),
    userId: userId(),
    day: date('day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    minutes: integer('minutes').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    foreignKey({
      name: 'day_placements_todo_fk',
      columns: [table.userId, table.todoId],
      foreignColumns: [todos.userId, todos.id],
    }).onDelete('cascade'),
    unique('day_placements_todo_key').on(table.userId, table.todoId),
    index('day_placements_user_day_idx').on(table.userId, table.day),
  ],
);

/** The task board's cards; the id is the app's and one account's (decisions 101, 140). */
export const kanbanTasks = pgTable(
  'kanban_tasks',
  {
    id: uuid('id').notNull().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').notNull().default('todo'),
    subtasks: jsonb('subtasks')
      .$type<{ text: string; done: boolean; own?: boolean }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The assistant's steps the person renamed or deleted, as compared words: never suggested again. */
    dismissedSteps: jsonb('dismissed_steps')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('kanban_tasks_user_created_idx').on(table.userId, table.createdAt),
  ],
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
