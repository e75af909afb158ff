import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Day } from '../../../shared/habits/days';
import { isTimeZone } from '../../../shared/clock-time';
import { addDays, localDay } from '../../../shared/habits/days';
import type { HabitPause, HabitSchedule, HabitTarget } from '../../../shared/habits/habits';
import { HABIT_INTERVAL_MAX } from '../../../shared/habits/habits';
import { isDueToday } from '../../../shared/habits/schedule';
import type { DayPlan, Placement, PlacementInput } from '../../../shared/my-day';
import { ROUTINE_MINUTES_DEFAULT } from '../../../shared/my-day';
import { runsOn } from '../../../shared/routine-planner/schedule';
import type { PictureRef } from '../../../shared/pictures';
import type { RoutineStep } from '../../../shared/routine-planner/routines';
import { routineMinutes } from '../../../shared/routine-planner/routines';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { dayPlacements, habits, routines, todos, user, userProfiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { checkinColumns, checkinsOf } from '../habits/queries';
import type { CheckinColumns } from '../habits/queries';
import { scheduleOf } from '../routine-planner/queries';

export const TODO = 'That task';

/** The clock the day is read on: the one asked for, else the profile's, else UTC. */
export async function clockOf(db: Database, userId: string, asked: string | undefined): Promise<string> {
  if (asked && isTimeZone(asked)) return asked;
  const [profile] = await db
    .select({ location: userProfiles.location })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const zone = profile?.location?.timezone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

type RoutineTuple = [
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  Day | null,
  RoutineStep[],
  PictureRef | null,
];
type HabitTuple = [string, string, HabitSchedule, HabitTarget, HabitPause[], Day, CheckinColumns];
type PlacementTuple = [string, string, boolean, string, number];

/** A kept habit's check-ins from the first day of its longest window on. */
const windowCheckins = checkinColumns(sql.raw('h'), sql.placeholder('since'));

// One day of My Day in one statement: its three lists, each gathered into one JSON array of arrays by the
// database. One round trip instead of three, and only what the day shows: scheduled routines, kept habits with
// the check-ins of their longest window (decisions 128, 129), and the day's placements.
const dayLists = preparedQuery((db) =>
  db
    .select({
      routines: sql<RoutineTuple[]>`(
        select coalesce(json_agg(json_build_array(r.id, r.name, r.icon, r.rrule, r.start_time, r.time_zone,
          r.start_day, r.steps, r.picture) order by r.position, r.created_at), '[]'::json)
        from ${routines} r where r.user_id = ${user}.id and r.rrule is not null
      )`,
      habits: sql<HabitTuple[]>`(
        select coalesce(json_agg(json_build_array(h.id, h.name, h.schedule, h.target, h.pauses, h.start_day,
          ${windowCheckins}) order by h.position, h.created_at), '[]'::json)
        from ${habits} h where h.user_id = ${user}.id and not h.archived
      )`,
      placements: sql<PlacementTuple[]>`(
        select coalesce(json_agg(json_build_array(p.todo_id, t.title, t.completed, p.start_time, p.minutes)
          order by p.start_time, t.created_at), '[]'::json)
        from ${dayPlacements} p join ${todos} t on t.user_id = p.user_id and t.id = p.todo_id
        where p.user_id = ${user}.id and p.day = ${sql.placeholder('day')}
      )`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('day_lists'),
);

/** The day asked for, the clock it is read on, and today on that clock. */
export interface DayClock {
  timeZone: string;
  today: Day;
  day: Day;
}

export async function dayClock(
  db: Database,
  userId: string,
  asked: { date?: string | undefined; timeZone?: string | undefined },
  now = new Date(),
): Promise<DayClock> {
  const timeZone = await clockOf(db, userId, asked.timeZone);
  const today = localDay(now, timeZone);
  return { timeZone, today, day: asked.date ?? today };
}

/**
 * One day of My Day: the routines that run on it at their start times, the todos placed on it, and the habits
 * that still ask for something (docs/product.md#my-day). It depends on the day and today, never on the hour.
 */
export async function dayPlan(db: Database, userId: string, { day, today }: DayClock): Promise<DayPlan> {
  // Whether a habit is due reads only its window, at most HABIT_INTERVAL_MAX days.
  const [lists] = await dayLists(db).execute({ userId, day, since: addDays(day, -HABIT_INTERVAL_MAX) });
  const { routines: scheduled = [], habits: kept = [], placements = [] } = lists ?? {};
  return {
    day,
    today,
    routines: scheduled.flatMap(([id, name, icon, rule, time, zone, startDay, steps, picture]) => {
      const schedule = scheduleOf(rule, time, zone, startDay);
      if (!schedule || !runsOn(schedule, day)) return [];
      const minutes = routineMinutes({ steps }) || ROUTINE_MINUTES_DEFAULT;
      return [{ id, name, icon, picture: picture ?? null, start: schedule.time, minutes }];
    }),
    placements: placements.map(([todoId, title, completed, start, minutes]) => ({
      todoId,
      title,
      completed,
      day,
      start,
      minutes,
    })),
    habits: kept
      .filter(([, , schedule, target, pauses, startDay, checkins]) =>
        isDueToday(
          {
            schedule,
            target,
            pauses,
            startDay,
            checkins: checkinsOf(checkins),
          },
          day,
        ),
      )
      .map(([id, name]) => ({ id, name })),
    habitCount: kept.length,
  };
}

/** Places the user's todo on a day at a time, or moves it there: one place per todo. */
export async function placeTodo(
  db: Database,
  userId: string,
  todoId: string,
  input: PlacementInput,
): Promise<Placement> {
  const [todo] = await db
    .select({ title: todos.title, completed: todos.completed })
    .from(todos)
    .where(and(eq(todos.id, todoId), eq(todos.userId, userId)));
  if (!todo) throw notFound(TODO);
  const values = { day: input.day, startTime: input.start, minutes: input.minutes, updatedAt: new Date() };
  await db
    .insert(dayPlacements)
    .values({ todoId, userId, ...values })
    .onConflictDoUpdate({ target: [dayPlacements.userId, dayPlacements.todoId], set: values });
  return { todoId, ...todo, day: input.day, start: input.start, minutes: input.minutes };
}

/** Takes the user's todo off the day it was placed on, if it was; it stays on the todo list. */
export async function unplaceTodo(db: Database, userId: string, todoId: string): Promise<void> {
  const removed = await db
    .delete(dayPlacements)
    .where(and(eq(dayPlacements.todoId, todoId), eq(dayPlacements.userId, userId)))
    .returning({ todoId: dayPlacements.todoId });
  if (removed.length > 0) return;
  // Not placed: nothing to take off, as long as the todo is the user's own.
  const [todo] = await db
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.id, todoId), eq(todos.userId, userId)));
  if (!todo) throw notFound(TODO);
}

/** Every placement of the user, for the data download. */
export async function placementRows(db: Database, userId: string) {
  return db
    .select({
      todoId: dayPlacements.todoId,
      day: dayPlacements.day,
      start: dayPlacements.startTime,
      minutes: dayPlacements.minutes,
    })
    .from(dayPlacements)
    .where(eq(dayPlacements.userId, userId))
    .orderBy(asc(dayPlacements.day), asc(dayPlacements.startTime));
}

/**
 * The user's placed todos not yet done, from `from` to `to` (local dates, both included), in order, at most
 * `limit`: for the calendar feed (decision 100).
 */
export async function openPlacementsBetween(db: Database, userId: string, from: Day, to: Day, limit: number) {
  return db
    .select({
      todoId: dayPlacements.todoId,
      title: todos.title,
      day: dayPlacements.day,
      start: dayPlacements.startTime,
      minutes: dayPlacements.minutes,
    })
    .from(dayPlacements)
    .innerJoin(todos, and(eq(todos.userId, dayPlacements.userId), eq(todos.id, dayPlacements.todoId)))
    .where(
      and(
        eq(dayPlacements.userId, userId),
        gte(dayPlacements.day, from),
        lte(dayPlacements.day, to),
        eq(todos.completed, false),
      ),
    )
    .orderBy(asc(dayPlacements.day), asc(dayPlacements.startTime), asc(todos.createdAt))
    .limit(limit);
}
