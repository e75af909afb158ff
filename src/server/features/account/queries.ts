import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
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

type Collection =
  | typeof textConversions
  | typeof todos
  | typeof kanbanTasks
  | typeof budgetProfiles
  | typeof budgetExpenses
  | typeof projects
  | typeof habits
  | typeof habitCheckins
  | typeof routines
  | typeof routineRuns
  | typeof dayPlacements
  | typeof studyDecks
  | typeof studyCards
  | typeof studyReviews
  | typeof reminders
  | typeof feedback;

/** The user's rows of each tool, in the order the export writes them. */
const COLLECTIONS: [string, Collection][] = [
  ['textConversions', textConversions],
  ['todos', todos],
  ['kanbanTasks', kanbanTasks],
  ['budgetProfiles', budgetProfiles],
  ['budgetExpenses', budgetExpenses],
  ['projects', projects],
  ['habits', habits],
  ['habitCheckins', habitCheckins],
  ['routines', routines],
  ['routineRuns', routineRuns],
  ['dayPlacements', dayPlacements],
  ['studyDecks', studyDecks],
  ['studyCards', studyCards],
  ['studyReviews', studyReviews],
  ['reminders', reminders],
  ['feedback', feedback],
];

/** Rows read at a time: a large account never sits whole in memory (decision 074). */
const PAGE = 200;

/**
 * Everything stored for one user, for "Download my data", written piece by piece as it is read: the
 * account (name included), its sessions (when, from which address, on which device), profile, settings,
 * whether the calendar feed is on, and every tool's rows. Secrets (password hashes, session tokens, the
 * feed's address) are left out.
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
  for (const [name, table] of COLLECTIONS) {
    await write(`,\n  ${JSON.stringify(name)}: [`);
    let after: string | undefined;
    let first = true;
    for (;;) {
      const rows: { id: string }[] = await db
        .select()
        .from(table as typeof todos)
        .where(and(eq(table.userId, userId), after ? gt(table.id, after) : undefined))
        .orderBy(asc(table.id))
        .limit(PAGE);
      for (const row of rows) {
        await write(`${first ? '' : ','}\n    ${indent(row, 2)}`);
        first = false;
      }
      if (rows.length < PAGE) break;
      after = rows.at(-1)?.id;
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
