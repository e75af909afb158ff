import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Day } from '../../../shared/habit-days';
import { isTimeZone } from '../../../shared/clock-time';
import { addDays, localDay } from '../../../shared/habit-days';
import { HABIT_INTERVAL_MAX } from '../../../shared/habits';
import { isDueToday } from '../../../shared/habit-schedule';
import type { DayPlan, Placement, PlacementInput } from '../../../shared/my-day';
import { ROUTINE_MINUTES_DEFAULT } from '../../../shared/my-day';
import { runsOn } from '../../../shared/routine-schedule';
import { routineMinutes } from '../../../shared/routines';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { dayPlacements, todos, userProfiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { listHabits } from '../habits/queries';
import { listRoutines } from '../routines/queries';

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

// The todos placed on a day: read each time My Day opens, so built once (decision 070).
const placementsList = preparedQuery((db) =>
  db
    .select({
      todoId: dayPlacements.todoId,
      title: todos.title,
      completed: todos.completed,
      day: dayPlacements.day,
      start: dayPlacements.startTime,
      minutes: dayPlacements.minutes,
    })
    .from(dayPlacements)
    .innerJoin(todos, eq(todos.id, dayPlacements.todoId))
    .where(
      and(eq(dayPlacements.userId, sql.placeholder('userId')), eq(dayPlacements.day, sql.placeholder('day'))),
    )
    .orderBy(asc(dayPlacements.startTime), asc(todos.createdAt))
    .prepare('day_placements'),
);

const placementsOn = (db: Database, userId: string, day: Day): Promise<Placement[]> =>
  placementsList(db).execute({ userId, day });

/**
 * One day of My Day: the routines that run on it at their start times, the todos placed on it, and the habits
 * that still ask for something (docs/product.md#my-day).
 */
export async function dayPlan(
  db: Database,
  userId: string,
  asked: { date?: string | undefined; timeZone?: string | undefined },
  now = new Date(),
): Promise<DayPlan> {
  const timeZone = await clockOf(db, userId, asked.timeZone);
  const today = localDay(now, timeZone);
  const day = asked.date ?? today;
  const [routines, placements, habits] = await Promise.all([
    listRoutines(db, userId),
    placementsOn(db, userId, day),
    // Whether a habit is due reads only its window, at most HABIT_INTERVAL_MAX days.
    listHabits(db, userId, addDays(day, -HABIT_INTERVAL_MAX)),
  ]);
  const kept = habits.filter((habit) => !habit.archived);
  return {
    day,
    today,
    routines: routines.flatMap((routine) =>
      routine.schedule && runsOn(routine.schedule, day)
        ? [
            {
              id: routine.id,
              name: routine.name,
              icon: routine.icon,
              start: routine.schedule.time,
              minutes: routineMinutes(routine) || ROUTINE_MINUTES_DEFAULT,
            },
          ]
        : [],
    ),
    placements,
    habits: kept
      .filter((habit) => isDueToday(habit, day))
      .map((habit) => ({ id: habit.id, name: habit.name })),
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
    .onConflictDoUpdate({ target: dayPlacements.todoId, set: values });
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
    .innerJoin(todos, eq(todos.id, dayPlacements.todoId))
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
