import type { Day } from './days';
import { addDays, dayFromNumber, dayNumber, daysBetween, dayRange, weekday, weekStart } from './days';
import type { Checkin, Habit, HabitPause, HabitSchedule, HabitTarget } from './habits';

// When a habit is expected, and what each day was (docs/product.md#habit-tracker). A habit is expected in
// windows: one day for "every day" and chosen weekdays, a Monday-to-Sunday week for "N times a week", and
// blocks of N days from the habit's first day for "every N days". A window asks for a number of check-ins
// (its quota); nothing is ever expected on a paused day.

export type HabitLike = Pick<Habit, 'schedule' | 'target' | 'pauses' | 'startDay' | 'checkins'>;

export interface Window {
  start: Day;
  end: Day;
  quota: number;
}

/** How often, in words: "Every day", "Mon, Wed, Fri", "3 times a week", "Every 2 days". */
export function scheduleWords(schedule: HabitSchedule): string {
  switch (schedule.kind) {
    case 'daily':
      return 'Every day';
    case 'weekdays':
      return [...schedule.days]
        .sort((a, b) => a - b)
        .map((d) => WEEKDAY_SHORT[d - 1])
        .join(', ');
    case 'weekly':
      return schedule.times === 1 ? 'Once a week' : `${schedule.times} times a week`;
    case 'interval':
      return `Every ${schedule.every} days`;
  }
}

export const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The window of the schedule that holds `day`, or none when nothing is expected that day. */
export function windowOf(schedule: HabitSchedule, startDay: Day, day: Day): Window | undefined {
  switch (schedule.kind) {
    case 'daily':
      return { start: day, end: day, quota: 1 };
    case 'weekdays':
      return schedule.days.includes(weekday(day)) ? { start: day, end: day, quota: 1 } : undefined;
    case 'weekly': {
      const start = weekStart(day);
      return { start, end: addDays(start, 6), quota: schedule.times };
    }
    case 'interval': {
      const offset = Math.max(0, daysBetween(startDay, day));
      const start = addDays(startDay, offset - (offset % schedule.every));
      return { start, end: addDays(start, schedule.every - 1), quota: 1 };
    }
  }
}

/** Every window from `from` to `to`, in order; the first and last may reach outside. */
export function windowsBetween(schedule: HabitSchedule, startDay: Day, from: Day, to: Day): Window[] {
  const windows: Window[] = [];
  let day = from;
  while (day <= to) {
    const window = windowOf(schedule, startDay, day);
    if (window) {
      windows.push(window);
      day = addDays(window.end, 1);
    } else day = addDays(day, 1);
  }
  return windows;
}

export function isPaused(pauses: HabitPause[], day: Day): boolean {
  return pauses.some((p) => p.from <= day && (p.until === null || day <= p.until));
}

/** The pause that holds `day`, if any. */
export function pauseOn(pauses: HabitPause[], day: Day): HabitPause | undefined {
  return pauses.find((p) => p.from <= day && (p.until === null || day <= p.until));
}

/** How much of the day's target a check-in reached, from 0 to 1. */
export function checkinValue(checkin: Checkin, target: HabitTarget): number {
  if (checkin.state !== 'done') return 0;
  if (target.kind === 'check' || checkin.amount === null) return 1;
  return Math.min(1, checkin.amount / target.amount);
}

export function checkinsByDay(checkins: Checkin[]): Map<Day, Checkin> {
  return new Map(checkins.map((c) => [c.day, c]));
}

export interface WindowResult {
  window: Window;
  /** The check-ins it still asks for, after skipped, rest, paused and not-yet-started days. */
  quota: number;
  /** The values of its done days, best first, as many as the quota takes. */
  values: number[];
  /** Whether the window is over (ended before today), so what it lacks counts as missed. */
  closed: boolean;
}

/**
 * What one window asked for and got. A skipped or rest day excuses one of its check-ins; days before the
 * habit began and paused days excuse their share of the window (rounded in the person's favour).
 */
export function windowResult(
  habit: HabitLike,
  window: Window,
  today: Day,
  byDay = checkinsByDay(habit.checkins),
): WindowResult {
  const first = dayNumber(window.start);
  const length = dayNumber(window.end) - first + 1;
  let living = 0;
  let excused = 0;
  const values: number[] = [];
  for (let i = 0; i < length; i += 1) {
    const day = dayFromNumber(first + i);
    const checkin = byDay.get(day);
    if (checkin?.state === 'done') values.push(checkinValue(checkin, habit.target));
    if (day < habit.startDay || isPaused(habit.pauses, day)) continue;
    living += 1;
    if (checkin && checkin.state !== 'done') excused += 1;
  }
  const share = Math.floor((window.quota * living) / length);
  // What was done always counts, even on a day that asked for nothing (a paused day, or past a rest day's share).
  const asked = Math.max(0, Math.min(window.quota, share) - excused);
  const quota = Math.max(asked, Math.min(window.quota, values.length));
  values.sort((a, b) => b - a);
  return { window, quota, values: values.slice(0, quota), closed: window.end < today };
}

export type DayStatus =
  'done' | 'partial' | 'skip' | 'rest' | 'paused' | 'missed' | 'open' | 'future' | 'before';

/**
 * What a day of the calendar shows. "Missed" only for a one-day window that is over with nothing in it;
 * in a longer window a day without a check-in is simply open, never a failure of its own.
 */
export function dayStatus(
  habit: HabitLike,
  day: Day,
  today: Day,
  // A calendar asks for many days of one habit: it passes the check-ins by day once, not a new map each day.
  byDay = checkinsByDay(habit.checkins),
): DayStatus {
  if (day > today) return 'future';
  const checkin = byDay.get(day);
  if (checkin) {
    if (checkin.state !== 'done') return checkin.state;
    return checkinValue(checkin, habit.target) < 1 ? 'partial' : 'done';
  }
  if (day < habit.startDay) return 'before';
  if (isPaused(habit.pauses, day)) return 'paused';
  const window = windowOf(habit.schedule, habit.startDay, day);
  if (!window) return 'open';
  return window.start === window.end && day < today ? 'missed' : 'open';
}

/** Whether the habit still asks for something today: its window is open and not yet full. */
export function isDueToday(habit: HabitLike, today: Day): boolean {
  if (isPaused(habit.pauses, today) || today < habit.startDay) return false;
  const window = windowOf(habit.schedule, habit.startDay, today);
  if (!window) return false;
  const result = windowResult(habit, window, today);
  const done = result.values.filter((v) => v >= 1).length;
  return done < result.quota;
}

/** How many of the week's check-ins are done, for "2 of 3 this week". */
export function weekProgress(habit: HabitLike, today: Day): { done: number; of: number } | undefined {
  if (habit.schedule.kind !== 'weekly') return undefined;
  const window = windowOf(habit.schedule, habit.startDay, today);
  if (!window) return undefined;
  const byDay = checkinsByDay(habit.checkins);
  const done = dayRange(window.start, window.end).filter((d) => byDay.get(d)?.state === 'done').length;
  return { done, of: habit.schedule.times };
}

/** Days the welcome back waits for: after this many quiet days it offers to pause or simplify. */
export const WELCOME_BACK_AFTER = 4;

/**
 * Whether to greet the person back: the habit has been quiet (no check-in of any kind) for several days
 * that expected something, and it is not paused today.
 */
export function welcomesBack(habit: HabitLike, today: Day): boolean {
  if (isPaused(habit.pauses, today)) return false;
  const last = habit.checkins.reduce<Day | undefined>(
    (latest, c) => (!latest || c.day > latest ? c.day : latest),
    undefined,
  );
  const since = last && last >= habit.startDay ? addDays(last, 1) : habit.startDay;
  const quiet = dayRange(since, addDays(today, -1)).filter((d) => !isPaused(habit.pauses, d));
  return quiet.length >= WELCOME_BACK_AFTER;
}
