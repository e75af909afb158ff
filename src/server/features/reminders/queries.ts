import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { addDays, localDay } from '../../../shared/habits/days';
import { HABIT_INTERVAL_MAX } from '../../../shared/habits/habits';
import { routineMinutes } from '../../../shared/routine-planner/routines';
import type {
  Reminder,
  ReminderDue,
  ReminderInput,
  ReminderKind,
  ReminderSettings,
} from '../../../shared/reminders';
import { reminderSettingsSchema } from '../../../shared/reminders';
import type { Database } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { dayPlacements, habits, reminders, routines, todos, user, userSettings } from '../../db/schema';
import { readToolSettings, saveToolSettings, toolSettingsOf } from '../../db/tool-settings';
import { notFound } from '../../http/errors';
import { listHabits } from '../habits/queries';
import { clockOf } from '../my-day/queries';
import { scheduleOf } from '../routine-planner/queries';
import type { ReminderSource } from './moments';

export const REMINDER = 'That reminder';
const TARGETS = { routine: 'That routine', habit: 'That habit', todo: 'That task' } as const;

type Row = typeof reminders.$inferSelect;
type ReminderTuple = [string, ReminderKind, string, number, string | null, boolean];

const targetOf = (row: Row): string => row.routineId ?? row.habitId ?? row.todoId ?? '';

/** A reminder as the API answers it, from its fields in the order the one-statement read gives them. */
const reminderOf = ([id, kind, targetId, leadMinutes, time, stepEnds]: ReminderTuple): Reminder => ({
  id,
  kind,
  targetId,
  leadMinutes: leadMinutes as Reminder['leadMinutes'],
  time,
  stepEnds,
});

const toReminder = (row: Row): Reminder =>
  reminderOf([row.id, row.kind, targetOf(row), row.leadMinutes, row.time, row.stepEnds]);

/** The person's reminder settings, or the defaults while they have none (or have one an older version wrote). */
const settingsOr = (settings: ReminderSettings | null): ReminderSettings =>
  settings ?? reminderSettingsSchema.parse(undefined);

const targetColumn = (kind: ReminderKind) =>
  kind === 'routine' ? reminders.routineId : kind === 'habit' ? reminders.habitId : reminders.todoId;

// The person's reminders and their reminder settings in one statement, the reminders one JSON array of arrays
// made by the database: one round trip on every opening of the reminders (decision 128).
const remindersRead = preparedQuery((db) =>
  db
    .select({
      reminders: sql<ReminderTuple[]>`(
        select coalesce(json_agg(json_build_array(r.id, r.kind, coalesce(r.routine_id, r.habit_id, r.todo_id),
          r.lead_minutes, r.time, r.step_ends) order by r.created_at, r.id), '[]'::json)
        from ${reminders} r where r.user_id = ${user}.id
      )`,
      settings: sql<unknown>`(select s.settings -> 'reminders' from ${userSettings} s where s.user_id = ${user}.id)`,
    })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('reminders_read'),
);

/** The person's reminders, oldest first, and their quiet hours and break reminders. */
export async function readReminders(
  db: Database,
  userId: string,
): Promise<{ reminders: Reminder[]; settings: ReminderSettings }> {
  const [row] = await remindersRead(db).execute({ userId });
  return {
    reminders: (row?.reminders ?? []).map(reminderOf),
    settings: settingsOr(toolSettingsOf(row?.settings, reminderSettingsSchema)),
  };
}

/** The person's reminders, oldest first (the calendar feed's). */
export const listReminders = async (db: Database, userId: string): Promise<Reminder[]> =>
  (await readReminders(db, userId)).reminders;

/** Whether the person's routine, habit or todo exists: a reminder may point only at their own. */
async function ownsTarget(db: Database, userId: string, kind: ReminderKind, id: string): Promise<boolean> {
  const table = kind === 'routine' ? routines : kind === 'habit' ? habits : todos;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)));
  return Boolean(row);
}

/** Turns a reminder on, or changes it: one per routine, habit or todo. */
export async function saveReminder(db: Database, userId: string, input: ReminderInput): Promise<Reminder> {
  if (!(await ownsTarget(db, userId, input.kind, input.targetId))) throw notFound(TARGETS[input.kind]);
  const values = {
    leadMinutes: input.leadMinutes,
    time: input.kind === 'habit' ? (input.time ?? null) : null,
    stepEnds: input.kind === 'routine' ? (input.stepEnds ?? false) : false,
  };
  const [row] = await db
    .insert(reminders)
    .values({
      userId,
      kind: input.kind,
      routineId: input.kind === 'routine' ? input.targetId : null,
      habitId: input.kind === 'habit' ? input.targetId : null,
      todoId: input.kind === 'todo' ? input.targetId : null,
      ...values,
    })
    .onConflictDoUpdate({ target: [reminders.userId, targetColumn(input.kind)], set: values })
    .returning();
  if (!row) throw new Error('The reminder was not returned.');
  return toReminder(row);
}

export async function deleteReminder(db: Database, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  if (gone.length === 0) throw notFound(REMINDER);
}

export async function readReminderSettings(db: Database, userId: string): Promise<ReminderSettings> {
  return settingsOr(await readToolSettings(db, userId, 'reminders', reminderSettingsSchema));
}

export async function saveReminderSettings(
  db: Database,
  userId: string,
  update: Partial<ReminderSettings>,
): Promise<ReminderSettings> {
  const next = reminderSettingsSchema.parse({ ...(await readReminderSettings(db, userId)), ...update });
  return saveToolSettings(db, userId, 'reminders', next);
}

/** Whether Settings' "Enable task reminders" is on. */
async function taskRemindersOn(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: userSettings.taskReminders })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.on ?? false;
}

export interface PersonReminders {
  sources: ReminderSource[];
  settings: ReminderSettings;
  timeZone: string;
}

/**
 * Everything needed to know when a person's reminders come from `from` on: none while task reminders are off,
 * a routine only while it has a schedule, a habit only while it is kept, a todo only while it is placed and not
 * done. A habit's check-ins are read from the earliest day whose window could decide a reminder from `from`.
 */
export async function personReminders(db: Database, userId: string, from: Date): Promise<PersonReminders> {
  const [on, settings, timeZone, rows] = await Promise.all([
    taskRemindersOn(db, userId),
    readReminderSettings(db, userId),
    clockOf(db, userId, undefined),
    db.select().from(reminders).where(eq(reminders.userId, userId)),
  ]);
  if (!on || rows.length === 0) return { sources: [], settings, timeZone };
  const ids = (kind: ReminderKind) => rows.filter((row) => row.kind === kind).map(targetOf);
  const [routineRows, habitList, placed] = await Promise.all([
    ids('routine').length === 0
      ? []
      : db
          .select()
          .from(routines)
          .where(
            and(eq(routines.userId, userId), inArray(routines.id, ids('routine')), isNotNull(routines.rrule)),
          ),
    ids('habit').length === 0 ? [] : listHabits(db, userId, habitsSince(from)),
    ids('todo').length === 0
      ? []
      : db
          .select({
            id: todos.id,
            title: todos.title,
            day: dayPlacements.day,
            start: dayPlacements.startTime,
          })
          .from(dayPlacements)
          .innerJoin(todos, and(eq(todos.userId, dayPlacements.userId), eq(todos.id, dayPlacements.todoId)))
          .where(
            and(eq(dayPlacements.userId, userId), inArray(todos.id, ids('todo')), eq(todos.completed, false)),
          ),
  ]);
  const lead = new Map(rows.map((row) => [targetOf(row), row]));
  const sources: ReminderSource[] = [];
  for (const routine of routineRows) {
    const row = lead.get(routine.id);
    const schedule = scheduleOf(routine.rrule, routine.startTime, routine.timeZone, routine.startDay);
    if (!row || !schedule) continue;
    sources.push({
      kind: 'routine',
      targetId: routine.id,
      leadMinutes: row.leadMinutes,
      name: routine.name,
      steps: routine.steps.length,
      minutes: routineMinutes(routine),
      schedule,
    });
  }
  for (const habit of habitList) {
    const row = lead.get(habit.id);
    if (!row?.time || habit.archived) continue;
    sources.push({
      kind: 'habit',
      targetId: habit.id,
      leadMinutes: row.leadMinutes,
      name: habit.name,
      why: habit.why,
      time: row.time,
      habit,
    });
  }
  for (const todo of placed) {
    const row = lead.get(todo.id);
    if (!row) continue;
    sources.push({ kind: 'todo', targetId: todo.id, leadMinutes: row.leadMinutes, ...todo });
  }
  return { sources, settings, timeZone };
}

/**
 * The first day whose check-ins can decide whether a habit is due from `from` on: `from`'s day in the earliest
 * time zone, a day before it (a moment held by quiet hours is looked for up to a day back, moments.ts), and a
 * habit's longest window before that.
 */
const habitsSince = (from: Date) => addDays(localDay(from, 'Etc/GMT+12'), -1 - HABIT_INTERVAL_MAX);

export type { ReminderDue };
