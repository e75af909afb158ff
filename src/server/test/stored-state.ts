import { count, eq, sql } from 'drizzle-orm';
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
 * The tables `storedState` reads, each for one person or as a count of a shared table. The schema walk
 * (`features/account/per-person-tables.test.ts`) fails when a table that holds a person's rows is not here.
 */
export const STORED_TABLES: PgTable[] = [
  user,
  account,
  userProfiles,
  userSettings,
  feedback,
  todos,
  kanbanTasks,
  textConversions,
  budgetProfiles,
  budgetExpenses,
  projects,
  habits,
  habitCheckins,
  routines,
  routineRuns,
  dayPlacements,
  studyDecks,
  studyCards,
  studyReviews,
  calendarFeeds,
  reminders,
  pushSubscriptions,
  reminderDeliveries,
  deletedIds,
  restoreUndo,
  wordsHistory,
  pictures,
  focusRooms,
  focusRoomMembers,
  focusRoomNames,
  focusRoomPresence,
  focusRoomReactions,
  focusRoomBlocks,
  focusRoomReports,
  focusRoomGoals,
  session,
  verification,
  mailOutbox,
];

/**
 * Everything a request could change for one user (their account, every tool's rows and settings), and the
 * size of the shared tables. Two snapshots are equal when nothing was stored, changed or deleted.
 */
export async function storedState(db: Database, userId: string) {
  const total = async (table: typeof user | typeof session | typeof verification | typeof mailOutbox) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  const sortById = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
  return {
    user: await db.select().from(user).where(eq(user.id, userId)),
    password: await db.select({ hash: account.password }).from(account).where(eq(account.userId, userId)),
    profile: await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    settings: await db.select().from(userSettings).where(eq(userSettings.userId, userId)),
    feedback: await db.select({ n: count() }).from(feedback).where(eq(feedback.userId, userId)),
    todos: sortById(await db.select().from(todos).where(eq(todos.userId, userId))),
    cards: sortById(await db.select().from(kanbanTasks).where(eq(kanbanTasks.userId, userId))),
    conversions: sortById(await db.select().from(textConversions).where(eq(textConversions.userId, userId))),
    budget: await db.select().from(budgetProfiles).where(eq(budgetProfiles.userId, userId)),
    budgetRows: sortById(await db.select().from(budgetExpenses).where(eq(budgetExpenses.userId, userId))),
    projects: sortById(await db.select().from(projects).where(eq(projects.userId, userId))),
    habits: sortById(await db.select().from(habits).where(eq(habits.userId, userId))),
    checkins: sortById(await db.select().from(habitCheckins).where(eq(habitCheckins.userId, userId))),
    routines: sortById(await db.select().from(routines).where(eq(routines.userId, userId))),
    routineRuns: sortById(await db.select().from(routineRuns).where(eq(routineRuns.userId, userId))),
    placements: sortById(await db.select().from(dayPlacements).where(eq(dayPlacements.userId, userId))),
    decks: sortById(await db.select().from(studyDecks).where(eq(studyDecks.userId, userId))),
    studyCards: sortById(await db.select().from(studyCards).where(eq(studyCards.userId, userId))),
    reviews: sortById(await db.select().from(studyReviews).where(eq(studyReviews.userId, userId))),
    calendarFeed: await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    reminders: sortById(await db.select().from(reminders).where(eq(reminders.userId, userId))),
    devices: sortById(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))),
    moments: (await db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId))).sort(
      (a, b) => a.key.localeCompare(b.key),
    ),
    deletedIds: (await db.select().from(deletedIds).where(eq(deletedIds.userId, userId))).sort((a, b) =>
      `${a.kind} ${a.id}`.localeCompare(`${b.kind} ${b.id}`),
    ),
    restoreUndo: await db.select().from(restoreUndo).where(eq(restoreUndo.userId, userId)),
    wordsHistory: sortById(await db.select().from(wordsHistory).where(eq(wordsHistory.userId, userId))),
    pictures: sortById(
      await db
        .select({ id: pictures.id, type: pictures.type, bytes: sql<string>`md5(${pictures.bytes})` })
        .from(pictures)
        .where(eq(pictures.userId, userId)),
    ),
    focusRooms: sortById(await db.select().from(focusRooms).where(eq(focusRooms.userId, userId))),
    focusRoomMembers: (
      await db.select().from(focusRoomMembers).where(eq(focusRoomMembers.userId, userId))
    ).sort((a, b) => a.roomId.localeCompare(b.roomId)),
    focusRoomName: await db.select().from(focusRoomNames).where(eq(focusRoomNames.userId, userId)),
    focusRoomSeats: sortById(
      await db.select().from(focusRoomPresence).where(eq(focusRoomPresence.userId, userId)),
    ).map(
      // A seat's heartbeat moves with time, not with a request.
      ({ lastSeen: _seen, ...seat }) => seat,
    ),
    focusRoomReactions: sortById(
      await db.select().from(focusRoomReactions).where(eq(focusRoomReactions.userId, userId)),
    ),
    focusRoomBlocks: (await db.select().from(focusRoomBlocks).where(eq(focusRoomBlocks.userId, userId))).sort(
      (a, b) => a.blockedUserId.localeCompare(b.blockedUserId),
    ),
    focusRoomReports: sortById(
      await db.select().from(focusRoomReports).where(eq(focusRoomReports.userId, userId)),
    ),
    focusRoomGoals: sortById(await db.select().from(focusRoomGoals).where(eq(focusRoomGoals.userId, userId))),
    users: await total(user),
    sessions: await total(session),
    links: await total(verification),
    mails: await total(mailOutbox),
  };
}
