import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  budgetExpenses,
  budgetProfiles,
  calendarFeeds,
  dayPlacements,
  studyCards,
  studyDecks,
  studyReviews,
  feedback,
  habitCheckins,
  habits,
  kanbanTasks,
  mailOutbox,
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
} from '../../db/schema';

/** One list of the export: the person's rows of a table, read in pages along a column unique per person. */
interface Collection {
  name: string;
  table: PgTable;
  owner: PgColumn;
  /** The column the pages follow: unique within the person's rows, and the list's order; and its field. */
  key: PgColumn;
  keyField: 'id' | 'key';
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

/** Rows read at a time: a large account never sits whole in memory (decision 074). */
const PAGE = 200;

/**
 * Everything stored for one user, for "Download my data", written piece by piece as it is read: the
 * account (name included), its sessions (when, from which address, on which device), profile, settings,
 * whether the calendar feed is on, every tool's rows, the devices reminders go to and the reminder moments.
 * Secrets (password hashes, session tokens, the feed's address, push addresses and keys) are left out.
 */
export async function writeUserData(db: Database, userId: string, write: (text: string) => Promise<unknown>) {
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
  const head = { exportedAt: new Date().toISOString(), account, sessions, profile: profile ?? null };
  await write(
    `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "settings": ${indent(settings ?? null)},\n` +
      `  "calendarFeed": ${indent(feed ?? null)}`,
  );
  for (const { name, table, owner, key, keyField, fields, shape } of COLLECTIONS) {
    await write(`,\n  ${JSON.stringify(name)}: [`);
    let after: unknown;
    let first = true;
    for (;;) {
      const rows = (await (fields ? db.select(fields) : db.select())
        .from(table)
        .where(and(eq(owner, userId), after === undefined ? undefined : gt(key, after)))
        .orderBy(asc(key))
        .limit(PAGE)) as Record<string, unknown>[];
      for (const row of rows) {
        await write(`${first ? '' : ','}\n    ${indent(shape ? shape(row) : row, 2)}`);
        first = false;
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)?.[keyField];
    }
    await write(first ? ']' : '\n  ]');
  }
  await write('\n}\n');
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
    await tx.delete(user).where(eq(user.id, userId));
  });
}
