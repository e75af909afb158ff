import { boolean, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { Outcome, Reaction, Rhythm, RoomState } from '../../shared/focus-rooms/rooms';
import { user, userId } from './auth-schema';
import { createdAt, updatedAt } from './columns';

/*
 * Focus rooms (docs/product.md#focus-rooms, decisions 166 and 167). A room is named by text: an open room's
 * name ('study') or a private room's id, so presence, reactions and goals take both kinds alike.
 */

/** A private room: its maker, rhythm and the secret its share link carries. Closing it deletes the row. */
export const focusRooms = pgTable(
  'focus_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    title: text('title').notNull(),
    rhythm: text('rhythm').$type<Rhythm>().notNull(),
    messages: boolean('messages').notNull().default(false),
    token: text('token').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('focus_rooms_token_key').on(table.token),
    index('focus_rooms_user_idx').on(table.userId),
  ],
);

/** Who joined a private room by its link; a person the maker removed stays here, refused. */
export const focusRoomMembers = pgTable(
  'focus_room_members',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => focusRooms.id, { onDelete: 'cascade' }),
    userId: userId(),
    removed: boolean('removed').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('focus_room_members_user_idx').on(table.userId),
  ],
);

/** The name a person chose to be seen by in rooms. */
export const focusRoomNames = pgTable('focus_room_names', {
  userId: userId().primaryKey(),
  name: text('name').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row a live connection to a room (its seat): which server process holds it and when that process last
 * said it is still there. A row older than 20 seconds is someone who has gone (decision 166).
 */
export const focusRoomPresence = pgTable(
  'focus_room_presence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    room: text('room').notNull(),
    userId: userId(),
    process: text('process').notNull(),
    name: text('name').notNull(),
    state: text('state').$type<RoomState>().notNull().default('working'),
    goal: text('goal'),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    index('focus_room_presence_room_idx').on(table.room, table.lastSeen),
    index('focus_room_presence_user_idx').on(table.userId),
  ],
);

/** A reaction or a short message someone sent to a room. */
export const focusRoomReactions = pgTable(
  'focus_room_reactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    room: text('room').notNull(),
    userId: userId(),
    reaction: text('reaction').$type<Reaction>(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (table) => [index('focus_room_reactions_user_idx').on(table.userId)],
);

/** The people a person blocked: their reactions and messages never reach the blocker again. */
export const focusRoomBlocks = pgTable(
  'focus_room_blocks',
  {
    userId: userId(),
    blockedUserId: text('blocked_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.blockedUserId] }),
    index('focus_room_blocks_blocked_idx').on(table.blockedUserId),
  ],
);

/** A report, for the server's operator to read. */
export const focusRoomReports = pgTable(
  'focus_room_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    reportedUserId: text('reported_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('focus_room_reports_user_idx').on(table.userId)],
);

/** A person's goal for a block and how it went, kept for them alone. */
export const focusRoomGoals = pgTable(
  'focus_room_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userId(),
    room: text('room').notNull(),
    blockStart: timestamp('block_start', { withTimezone: true, mode: 'string' }).notNull(),
    goal: text('goal').notNull().default(''),
    outcome: text('outcome').$type<Outcome>(),
    shared: boolean('shared').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (table) => [unique('focus_room_goals_block_key').on(table.userId, table.room, table.blockStart)],
);
