import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { pictureAddress } from '../../../shared/pictures';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../shared/restore';
import type { Database } from '../../db/client';
import {
  budgetExpenses,
  budgetProfiles,
  calendarFeeds,
  dayPlacements,
  focusRoomBlocks,
  focusRoomGoals,
  focusRoomMembers,
  focusRoomNames,
  focusRoomPresence,
  focusRoomReactions,
  focusRoomReports,
  focusRooms,
  studyCards,
  studyDecks,
  studyReviews,
  feedback,
  habitCheckins,
  habits,
  kanbanTasks,
  appLimits,
  mailOutbox,
  pictures,
  projects,
  pushSubscriptions,
  reminderDeliveries,
  reminders,
  routineRuns,
  routines,
  session,
  textConversions,
  todos,
  user,
  userProfiles,
  userSettings,
  verification,
  wordsHistory,
} from '../../db/schema';

/** One list of the export: the person's rows of a table, read in pages along a column unique per person. */
interface Collection {
  name: string;
  table: PgTable;
  owner: PgColumn;
  /** The column the pages follow: unique within the person's rows, and the list's order; and its field. */
  key: PgColumn;
  keyField: 'id' | 'key' | 'roomId' | 'userId' | 'blockedUserId';
  /** The columns written, when not all of them; `shape` then makes each row's entry. */
  fields?: SelectedFields;
  shape?: (row: Record<string, unknown>) => unknown;
}

const whole = (table: PgTable & { id: PgColumn; userId: PgColumn }, name: string): Collection => ({
  name,
  table,
  owner: table.userId,
  key: table.id,
  keyField: 'id',
});

/** Where a device's pushes go, as a person would recognise it: the push service's host, never the address. */
function pushService(endpoint: unknown) {
  try {
    return new URL(String(endpoint)).host;
  } catch {
    return null;
  }
}

/** The user's rows of each tool, in the order the export writes them. */
const COLLECTIONS: Collection[] = [
  whole(textConversions, 'textConversions'),
  whole(todos, 'todos'),
  whole(kanbanTasks, 'kanbanTasks'),
  whole(budgetProfiles, 'budgetProfiles'),
  whole(budgetExpenses, 'budgetExpenses'),
  whole(projects, 'projects'),
  whole(habits, 'habits'),
  whole(habitCheckins, 'habitCheckins'),
  whole(routines, 'routines'),
  whole(routineRuns, 'routineRuns'),
  whole(dayPlacements, 'dayPlacements'),
  whole(studyDecks, 'studyDecks'),
  whole(studyCards, 'studyCards'),
  whole(studyReviews, 'studyReviews'),
  whole(reminders, 'reminders'),
  whole(feedback, 'feedback'),
  whole(wordsHistory, 'wordsHistory'),
  // The pictures, listed: kind, size and when, with the address each is downloaded from while signed in. Their
  // bytes would make the file many times larger than "Bring back my data" takes (decision 168).
  {
    name: 'pictures',
    table: pictures,
    owner: pictures.userId,
    key: pictures.id,
    keyField: 'id',
    fields: {
      id: pictures.id,
      type: pictures.type,
      width: pictures.width,
      height: pictures.height,
      bytes: sql<number>`octet_length(${pictures.bytes})`.mapWith(Number),
      createdAt: pictures.createdAt,
    },
    shape: (row) => ({ ...row, address: pictureAddress(String(row['id'])) }),
  },
  // The devices reminders are pushed to: which push service, since when, last sent. Never the address or its
  // keys, which would let anyone holding the file push to the device.
  {
    name: 'devices',
    table: pushSubscriptions,
    owner: pushSubscriptions.userId,
    key: pushSubscriptions.id,
    keyField: 'id',
    fields: {
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      createdAt: pushSubscriptions.createdAt,
      lastSentAt: pushSubscriptions.lastSentAt,
    },
    shape: ({ id, endpoint, createdAt, lastSentAt }) => ({
      id,
      pushService: pushService(endpoint),
      registeredAt: createdAt,
      lastSentAt,
    }),
  },
  // Focus rooms (decision 167): the rooms the person made, never their link's secret; the rooms they joined; the
  // name they chose; where they are now; what they sent; when they blocked or reported someone (never the other
  // person's account); their goals and outcomes.
  {
    name: 'focusRooms',
    table: focusRooms,
    owner: focusRooms.userId,
    key: focusRooms.id,
    keyField: 'id',
    fields: {
      id: focusRooms.id,
      title: focusRooms.title,
      rhythm: focusRooms.rhythm,
      messages: focusRooms.messages,
      startedAt: focusRooms.startedAt,
      createdAt: focusRooms.createdAt,
    },
  },
  {
    name: 'focusRoomMembers',
    table: focusRoomMembers,
    owner: focusRoomMembers.userId,
    key: focusRoomMembers.roomId,
    keyField: 'roomId',
  },
  {
    name: 'focusRoomNames',
    table: focusRoomNames,
    owner: focusRoomNames.userId,
    key: focusRoomNames.userId,
    keyField: 'userId',
  },
  // Where the person is now; never which server process holds the seat.
  {
    name: 'focusRoomPresence',
    table: focusRoomPresence,
    owner: focusRoomPresence.userId,
    key: focusRoomPresence.id,
    keyField: 'id',
    fields: {
      id: focusRoomPresence.id,
      room: focusRoomPresence.room,
      name: focusRoomPresence.name,
      state: focusRoomPresence.state,
      goal: focusRoomPresence.goal,
      lastSeen: focusRoomPresence.lastSeen,
      createdAt: focusRoomPresence.createdAt,
    },
  },
  whole(focusRoomReactions, 'focusRoomReactions'),
  {
    name: 'focusRoomBlocks',
    table: focusRoomBlocks,
    owner: focusRoomBlocks.userId,
    key: focusRoomBlocks.blockedUserId,
    keyField: 'blockedUserId',
    // Another person's account id is theirs, not the blocker's (decision 167): only when each block was made.
    fields: { blockedUserId: focusRoomBlocks.blockedUserId, createdAt: focusRoomBlocks.createdAt },
    shape: ({ createdAt }) => ({ blockedAt: createdAt }),
  },
  {
    name: 'focusRoomReports',
    table: focusRoomReports,
    owner: focusRoomReports.userId,
    key: focusRoomReports.id,
    keyField: 'id',
    fields: {
      id: focusRoomReports.id,
      room: focusRoomReports.room,
      reason: focusRoomReports.reason,
      createdAt: focusRoomReports.createdAt,
    },
  },
  whole(focusRoomGoals, 'focusRoomGoals'),
  // Each reminder moment, sent or waiting; a snooze is one whose key begins `snooze:`.
  {
    name: 'reminderDeliveries',
    table: reminderDeliveries,
    owner: reminderDeliveries.userId,
    key: reminderDeliveries.key,
    keyField: 'key',
  },
];

/** Every table the export reads: the account's own, then each collection's (the schema walk checks it). */
export const EXPORTED_TABLES: PgTable[] = [
  user,
  session,
  userProfiles,
  userSettings,
  calendarFeeds,
  ...COLLECTIONS.map((collection) => collection.table),
];

/**
 * About this much JSON is read in one page: a page is one query, and on the embedded database a query holds the
 * process while it runs, so a page stays short whatever the rows hold (decision 139). The next page's row count
 * follows the size of the rows just read, between 1 (a mind map of megabytes) and `PAGE_ROWS` (a todo).
 */
const PAGE_BYTES = 256 * 1024;
const PAGE_ROWS = 1000;
/** Text handed on at a time: one write per chunk, not per row. */
const CHUNK_CHARACTERS = 64 * 1024;

/** Lets every other waiting request have its turn before the next page is read. */
const otherRequestsFirst = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Everything stored for one user, for "Download my data", made piece by piece as it is read: the account
 * (name included), its sessions (when, from which address, on which device), profile, settings, whether the
 * calendar feed is on, every tool's rows, the devices reminders go to and the reminder moments. Secrets
 * (password hashes, session tokens, the feed's address, push addresses and keys) are left out. Each
 * collection is read in pages along its key (decision 074), and the other requests are served between pages
 * (decision 139).
 */
export async function* userDataText(db: Database, userId: string): AsyncGenerator<string> {
  const [account] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const sessions = await db
    .select({
      signedInAt: session.createdAt,
      lastUsedAt: session.updatedAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      device: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  const [feed] = await db
    .select({ madeAt: calendarFeeds.createdAt, lastReadAt: calendarFeeds.lastReadAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    account,
    sessions,
    profile: profile ?? null,
  };
  let pending =
    `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "settings": ${indent(settings ?? null)},\n` +
    `  "calendarFeed": ${indent(feed ?? null)}`;
  for (const { name, table, owner, key, keyField, fields, shape } of COLLECTIONS) {
    pending += `,\n  ${JSON.stringify(name)}: [`;
    let after: unknown;
    let first = true;
    let rowsWanted = 1;
    for (;;) {
      const rows = (await (fields ? db.select(fields) : db.select())
        .from(table)
        .where(and(eq(owner, userId), after === undefined ? undefined : gt(key, after)))
        .orderBy(asc(key))
        .limit(rowsWanted)) as Record<string, unknown>[];
      let pageCharacters = 0;
      for (const row of rows) {
        const text = `${first ? '' : ','}\n    ${indent(shape ? shape(row) : row, 2)}`;
        pageCharacters += text.length;
        pending += text;
        first = false;
        if (pending.length >= CHUNK_CHARACTERS) {
          yield pending;
          pending = '';
        }
      }
      if (rows.length < rowsWanted) break;
      after = rows.at(-1)?.[keyField];
      rowsWanted = Math.min(PAGE_ROWS, Math.max(1, Math.floor((PAGE_BYTES * rows.length) / pageCharacters)));
      await otherRequestsFirst();
    }
    pending += first ? ']' : '\n  ]';
  }
  yield `${pending}\n}\n`;
}

function indent(value: unknown, depth = 1): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}

/**
 * Deletes the user; every row of theirs goes with them (foreign keys cascade), sessions included, and so
 * do the e-mails kept for them in the local outbox and their pending reset links.
 */
export async function deleteUser(db: Database, userId: string, email: string) {
  await db.transaction(async (tx) => {
    const address = email.toLowerCase();
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${address}`);
    // Reset links hold the user id; sign-in links hold the address.
    await tx
      .delete(verification)
      .where(
        or(eq(verification.value, userId), sql`position(${address} in lower(${verification.value})) > 0`),
      );
    // The counters that name the person: their own allowances (exports, the assistant, pushes, …, keyed by the
    // id) and the wrong-password count for their address. Mails a day to the address stay counted: they protect
    // the mailbox's owner, whoever asks next, and end with their window (decisions 138, 180).
    await tx
      .delete(appLimits)
      .where(
        or(
          sql`right(${appLimits.key}, ${userId.length + 1}) = ${`:${userId}`}`,
          eq(appLimits.key, `sign-in:${address}`),
        ),
      );
    await tx.delete(user).where(eq(user.id, userId));
  });
}
