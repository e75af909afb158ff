import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  account,
  budgetExpenses,
  budgetProfiles,
  calendarFeeds,
  dayPlacements,
  deletedIds,
  focusRoomBlocks,
  focusRoomGoals,
  focusRoomMembers,
  focusRoomNames,
  focusRoomPresence,
  focusRoomReactions,
  focusRoomReports,
  focusRooms,
  feedback,
  habitCheckins,
  habits,
  kanbanTasks,
  mailOutbox,
  pictures,
  projects,
  pushSubscriptions,
  reminderDeliveries,
  reminders,
  restoreUndo,
  routineRuns,
  routines,
  session,
  studyCards,
  studyDecks,
  studyReviews,
  textConversions,
  todos,
  user,
  userProfiles,
  userSettings,
  verification,
  wordsHistory,
} from '../db/schema';

/**
 * What `storedState` reads of a table: the person's rows (`owner` names the column that points at them), in an
 * order that does not depend on how they were written, or the number of rows of a shared table (`count`).
 * `columns` chooses what is read (a large value by its hash); `except` leaves out a column that moves with time
 * rather than with a request.
 */
interface StoredRead {
  name: string;
  table: PgTable;
  owner?: string;
  order?: string;
  columns?: string;
  except?: string[];
  count?: true;
}

const mine = (name: string, table: PgTable, extra: Omit<StoredRead, 'name' | 'table'> = {}): StoredRead => ({
  name,
  table,
  owner: 'user_id',
  order: 'id',
  ...extra,
});

/**
 * The tables `storedState` reads, each for one person or as a count of a shared table. The schema walk
 * (`features/account/per-person-tables.test.ts`) fails when a table that holds a person's rows is not here.
 */
const READS: StoredRead[] = [
  mine('user', user, { owner: 'id' }),
  mine('password', account, { columns: 'password', order: 'password' }),
  mine('profile', userProfiles, { order: 'user_id' }),
  mine('settings', userSettings, { order: 'user_id' }),
  mine('feedback', feedback, { columns: 'count(*) AS n', order: 'n' }),
  mine('todos', todos),
  mine('cards', kanbanTasks),
  mine('conversions', textConversions),
  mine('budget', budgetProfiles, { order: 'user_id' }),
  mine('budgetRows', budgetExpenses),
  mine('projects', projects),
  mine('habits', habits),
  mine('checkins', habitCheckins),
  mine('routines', routines),
  mine('routineRuns', routineRuns),
  mine('placements', dayPlacements),
  mine('decks', studyDecks),
  mine('studyCards', studyCards),
  mine('reviews', studyReviews),
  mine('calendarFeed', calendarFeeds, { order: 'user_id' }),
  mine('reminders', reminders),
  mine('devices', pushSubscriptions),
  mine('moments', reminderDeliveries, { order: 'key' }),
  mine('deletedIds', deletedIds, { order: 'kind, id' }),
  mine('restoreUndo', restoreUndo, { order: 'user_id' }),
  mine('wordsHistory', wordsHistory),
  mine('pictures', pictures, { columns: 'id, type, md5(bytes) AS bytes' }),
  mine('focusRooms', focusRooms),
  mine('focusRoomMembers', focusRoomMembers, { order: 'room_id' }),
  mine('focusRoomName', focusRoomNames, { order: 'user_id' }),
  // A seat's heartbeat moves with time, not with a request.
  mine('focusRoomSeats', focusRoomPresence, { except: ['last_seen'] }),
  mine('focusRoomReactions', focusRoomReactions),
  mine('focusRoomBlocks', focusRoomBlocks, { order: 'blocked_user_id' }),
  mine('focusRoomReports', focusRoomReports),
  mine('focusRoomGoals', focusRoomGoals),
  { name: 'users', table: user, count: true },
  { name: 'sessions', table: session, count: true },
  { name: 'links', table: verification, count: true },
  { name: 'mails', table: mailOutbox, count: true },
];

export const STORED_TABLES: PgTable[] = [...new Set(READS.map((read) => read.table))];

/** One read as a JSON value: the rows as a list in their order, or the count. */
function readSql(read: StoredRead, userId: string): SQL {
  const table = sql.identifier(getTableName(read.table));
  if (read.count) return sql`(SELECT count(*)::int FROM ${table})`;
  const order = sql.raw(
    read
      .order!.split(', ')
      .map((column) => `r.${column}::text COLLATE "C"`)
      .join(', '),
  );
  const columns = read.except
    ? sql.join(
        Object.values(getTableColumns(read.table))
          .filter((column) => !read.except!.includes(column.name))
          .map((column) => sql.identifier(column.name)),
        sql`, `,
      )
    : sql.raw(read.columns ?? '*');
  const owner = sql.identifier(read.owner!);
  return sql`(SELECT coalesce(json_agg(r ORDER BY ${order}), '[]'::json) FROM (SELECT ${columns} FROM ${table} WHERE ${owner} = ${userId}) r)`;
}

/**
 * Everything a request could change for one user (their account, every tool's rows and settings), and the
 * size of the shared tables. Two snapshots are equal when nothing was stored, changed or deleted. One
 * statement reads them all: the security sweeps take a snapshot around each of thousands of requests.
 */
export async function storedState(db: Database, userId: string): Promise<Record<string, unknown>> {
  const columns = sql.join(
    READS.map((read) => sql`${readSql(read, userId)} AS ${sql.identifier(read.name)}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`SELECT ${columns}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return rows[0]!;
}
