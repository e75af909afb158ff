import type { Placeholder, SQL } from 'drizzle-orm';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Day } from '../../../shared/habits/days';
import { addDays, localDay } from '../../../shared/habits/days';
import type { Checkin, CheckinWrite, Habit, HabitCreate, HabitUpdate } from '../../../shared/habits/habits';
import { LATE_LOGGING_DAYS, newHabitFields } from '../../../shared/habits/habits';
import { HABIT_LIMIT } from '../../../shared/limits';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { habitCheckins, habits, userProfiles } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { withinLimit } from '../account-limits';
import { refuseDeleted } from '../sent-once';

export const HABIT = 'That habit';

type Row = typeof habits.$inferSelect;
type CheckinRow = Pick<typeof habitCheckins.$inferSelect, 'day' | 'state' | 'amount'>;

const toCheckin = (row: CheckinRow): Checkin => ({ day: row.day, state: row.state, amount: row.amount });

/** A habit's check-ins as three lists of one length, oldest first: their days, states and amounts (null: none). */
export type CheckinColumns = [Day[] | null, Checkin['state'][] | null, (number | null)[] | null];

/**
 * A habit's check-ins, oldest first, as the database gives them in one value: three JSON arrays, one a field.
 * The database writes three arrays of plain values in about two thirds of the time of an array for each
 * check-in (decision 129). The check-ins are sorted once, in the subquery the three lists read in turn: with no
 * join or grouping above it, PostgreSQL keeps that order, and all three lists come from the same rows, so the
 * n-th day, state and amount are always one check-in's. `habit` is the habit's row (its table or alias), whose
 * id and owner name its check-ins (an id is one account's, decision 140); with `since`, only the check-ins from
 * that day on.
 */
export const checkinColumns = (habit: SQL, since?: Placeholder) => sql<CheckinColumns>`(
  select json_build_array(json_agg(x.day), json_agg(x.state), json_agg(x.amount)) from (
    select c.day, c.state, c.amount from ${habitCheckins} c
    where c.user_id = ${habit}.user_id and c.habit_id = ${habit}.id ${since ? sql`and c.day >= ${since}` : sql``}
    order by c.day
  ) x
)`;

/** The check-ins of `checkinColumns` in the API's form. */
export function checkinsOf([days, states, amounts]: CheckinColumns): Checkin[] {
  if (!days || !states || !amounts) return [];
  return days.flatMap((day, i) => {
    const state = states[i];
    return state ? [{ day, state, amount: amounts[i] ?? null }] : [];
  });
}

/** The habit as the API answers it, with its check-ins already in the answer's form. */
const toHabit = (row: Row, checkins: Checkin[]): Habit => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  why: row.why,
  schedule: row.schedule,
  target: row.target,
  pauses: row.pauses,
  startDay: row.startDay,
  archived: row.archived,
  position: row.position,
  createdAt: row.createdAt.toISOString(),
  checkins,
});

/** A habit read with `checkinColumns` as the API answers it. */
const withCheckins = ({ checkins, ...row }: Row & { checkins: CheckinColumns }): Habit =>
  toHabit(row, checkinsOf(checkins));

const owned = (userId: string, id: string) => and(eq(habits.id, id), eq(habits.userId, userId));
const collection = { name: 'habits', table: habits, userId: habits.userId, limit: HABIT_LIMIT };

/**
 * The days a check-in may be written for: today and the LATE_LOGGING_DAYS before, today being the day in the
 * profile's time zone. Without one, every zone's today is allowed (docs/product.md#habit-tracker).
 */
export async function checkinDays(db: Database, userId: string, now = new Date()) {
  const [profile] = await db
    .select({ location: userProfiles.location })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const zone = profile?.location?.timezone;
  const earliest = localDay(now, zone || 'Etc/GMT+12');
  const latest = localDay(now, zone || 'Etc/GMT-14');
  return { first: addDays(earliest, -LATE_LOGGING_DAYS), last: latest };
}

// Each habit with its check-ins, oldest first, gathered into one value by the database: one row a habit instead
// of one a check-in, which the driver and the mapping would otherwise build one by one (decisions 108, 129).
// The recent form keeps only the check-ins from `since` on.
const habitsWith = (recent: boolean) =>
  preparedQuery((db) =>
    db
      .select({
        ...getTableColumns(habits),
        // Named in full: in a select's own fields, the query builder leaves a column's table out.
        checkins: checkinColumns(sql`${habits}`, recent ? sql.placeholder('since') : undefined),
      })
      .from(habits)
      .where(eq(habits.userId, sql.placeholder('userId')))
      .orderBy(asc(habits.position), asc(habits.createdAt))
      .prepare(recent ? 'habits_list_recent' : 'habits_list'),
  );
const habitsList = habitsWith(false);
const habitsListRecent = habitsWith(true);

/**
 * The user's habits in their order, each with its check-ins, oldest first: all of them, or those from `since`
 * on, for a reader that only asks what is due (a habit's window is at most HABIT_INTERVAL_MAX days).
 */
export async function listHabits(db: Database, userId: string, since?: Day): Promise<Habit[]> {
  const rows = await (since
    ? habitsListRecent(db).execute({ userId, since })
    : habitsList(db).execute({ userId }));
  return rows.map(withCheckins);
}

async function readHabit(db: Database, userId: string, id: string): Promise<Habit> {
  const [row] = await db
    .select({ ...getTableColumns(habits), checkins: checkinColumns(sql`${habits}`) })
    .from(habits)
    .where(owned(userId, id));
  if (!row) throw notFound(HABIT);
  return withCheckins(row);
}

const tooLate = (field: string) =>
  new ApiError(400, 'invalid_request', `${field}: That day has not come yet in your time zone.`);

/** Adds a habit at the end of the list while the account holds fewer than its limit (decision 076). */
export async function createHabit(db: Database, userId: string, input: HabitCreate): Promise<Habit> {
  const { last } = await checkinDays(db, userId);
  if (input.startDay && input.startDay > last) throw tooLate('startDay');
  if (input.checkins?.some((c) => c.day > last)) throw tooLate('checkins');
  if (input.id) {
    const kept = await habitSentBefore(db, userId, input.id);
    if (kept) return kept;
    await refuseDeleted(db, userId, 'habit', input.id, 'habit');
  }
  const id = await withinLimit(db, userId, collection, 'add', async (tx) => {
    const [end] = await tx
      .select({ next: sql<number>`coalesce(max(${habits.position}) + 1, 0)` })
      .from(habits)
      .where(eq(habits.userId, userId));
    const [row] = await tx
      .insert(habits)
      .values({
        ...(input.id ? { id: input.id } : {}),
        userId,
        ...newHabitFields(input, localDay(new Date())),
        position: input.position ?? Number(end?.next ?? 0),
        ...(input.createdAt ? { createdAt: new Date(input.createdAt) } : {}),
      })
      .onConflictDoNothing({ target: [habits.userId, habits.id] })
      .returning({ id: habits.id });
    // The same habit arrived twice at once: the other request added it.
    if (!row) return null;
    const checkins = [...new Map((input.checkins ?? []).map((c) => [c.day, c])).values()];
    if (checkins.length > 0) {
      await tx.insert(habitCheckins).values(
        checkins.map((c) => ({
          userId,
          habitId: row.id,
          day: c.day,
          state: c.state,
          amount: c.state === 'done' ? (c.amount ?? null) : null,
        })),
      );
    }
    return row.id;
  });
  if (id) return readHabit(db, userId, id);
  const kept = input.id ? await habitSentBefore(db, userId, input.id) : undefined;
  if (!kept) throw new Error('The new habit was not returned.');
  return kept;
}

/** The habit this person already added under the id the app gave it; the id is theirs alone (decision 140). */
async function habitSentBefore(db: Database, userId: string, id: string): Promise<Habit | undefined> {
  const [row] = await db.select({ id: habits.id }).from(habits).where(owned(userId, id));
  return row && readHabit(db, userId, id);
}

export async function updateHabit(db: Database, userId: string, id: string, update: HabitUpdate) {
  const [row] = await withinLimit(db, userId, collection, 'change', (tx) =>
    tx.update(habits).set(update).where(owned(userId, id)).returning({ id: habits.id }),
  );
  if (!row) throw notFound(HABIT);
  return readHabit(db, userId, id);
}

export async function deleteHabit(db: Database, userId: string, id: string): Promise<void> {
  const [row] = await db.delete(habits).where(owned(userId, id)).returning({ id: habits.id });
  if (!row) throw notFound(HABIT);
}

/** Puts the user's habits in the order given; ids that are not theirs change nothing. */
export async function reorderHabits(db: Database, userId: string, ids: string[]): Promise<Habit[]> {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) {
      await tx.update(habits).set({ position }).where(owned(userId, id));
    }
  });
  return listHabits(db, userId);
}

export type CheckinAnswer = Checkin | { day: Day; state: 'none'; amount: null };

/**
 * Writes the day's one check-in, or takes it away ("none"). The unique key on habit and day makes a double tap
 * or a second device change the same row, never count twice.
 */
export async function writeCheckin(
  db: Database,
  userId: string,
  habitId: string,
  input: CheckinWrite,
): Promise<CheckinAnswer> {
  const [habit] = await db.select({ id: habits.id }).from(habits).where(owned(userId, habitId));
  if (!habit) throw notFound(HABIT);
  const { first, last } = await checkinDays(db, userId);
  if (input.day < first || input.day > last) {
    throw new ApiError(
      400,
      'invalid_request',
      `day: You can check in for today and the ${LATE_LOGGING_DAYS} days before.`,
    );
  }
  const where = and(
    eq(habitCheckins.userId, userId),
    eq(habitCheckins.habitId, habitId),
    eq(habitCheckins.day, input.day),
  );
  if (input.state === 'none') {
    await db.delete(habitCheckins).where(where);
    return { day: input.day, state: 'none', amount: null };
  }
  const values = {
    state: input.state,
    amount: input.state === 'done' ? (input.amount ?? null) : null,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(habitCheckins)
    .values({ userId, habitId, day: input.day, ...values })
    .onConflictDoUpdate({
      target: [habitCheckins.userId, habitCheckins.habitId, habitCheckins.day],
      set: values,
    })
    .returning({ day: habitCheckins.day, state: habitCheckins.state, amount: habitCheckins.amount });
  if (!row) throw new Error('The check-in was not returned.');
  // A day logged before the habit's first day moves its start back, so the day counts.
  await db
    .update(habits)
    .set({ startDay: sql`least(${habits.startDay}, ${input.day}::date)` })
    .where(and(owned(userId, habitId), sql`${habits.startDay} > ${input.day}::date`));
  return toCheckin(row);
}

/** Every check-in of the user, with its habit's name, for the CSV file. */
export async function checkinRows(db: Database, userId: string) {
  return db
    .select({
      habit: habits.name,
      day: habitCheckins.day,
      state: habitCheckins.state,
      amount: habitCheckins.amount,
      target: habits.target,
    })
    .from(habitCheckins)
    .innerJoin(habits, and(eq(habits.userId, habitCheckins.userId), eq(habits.id, habitCheckins.habitId)))
    .where(and(eq(habitCheckins.userId, userId), eq(habits.userId, userId)))
    .orderBy(asc(habits.position), asc(habitCheckins.day));
}
