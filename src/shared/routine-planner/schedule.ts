import * as rruleModule from 'rrule';
import { clockTime, isTime, isTimeZone, timeWords, zoneFormats } from '../clock-time';
import type { Day } from '../habits/days';
import { addDays, daysBetween, isDay, localDay, weekday } from '../habits/days';
import { WEEKDAY_NAMES, WEEKDAY_SHORT } from '../habits/schedule';

// When a routine runs (docs/product.md#routine-planner, decision 087). The days are an iCalendar recurrence
// rule (RFC 5545 RRULE) read and expanded by the `rrule` library; the time is a wall-clock time in the
// routine's time zone. The rule is expanded in "floating" time (dates as wall-clock times, no zone), and each
// occurrence is placed in the zone only at the end, so 7:30 stays 7:30 across a daylight-saving change.

type RRuleLib = typeof rruleModule;
// Node loads rrule's CommonJS build, whose names sit on its default export; bundlers load its ES build.
const lib: RRuleLib =
  'RRule' in rruleModule && rruleModule.RRule
    ? rruleModule
    : (rruleModule as unknown as { default: RRuleLib }).default;
const { RRule } = lib;

export { isTime, timeWords };

/** Which days: every day, Monday to Friday, chosen weekdays (1 Monday to 7 Sunday), or every N days. */
export type RoutineDays =
  | { kind: 'daily' }
  | { kind: 'weekdays' }
  | { kind: 'days'; days: number[] }
  | { kind: 'interval'; every: number };

export const INTERVAL_MAX = 30;

export interface RoutineSchedule {
  /** The recurrence rule's text without its "RRULE:" name: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR". */
  rule: string;
  /** The start time, "07:30", on the routine's clock. */
  time: string;
  /** An IANA time zone: "Europe/London". */
  timeZone: string;
  /** The first day it may run; every N days counts from here. */
  startDay: Day;
}

/** The RRULE names of the weekdays, Monday first. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
const WORKWEEK = [1, 2, 3, 4, 5];
const sortedUnique = (days: number[]) => [...new Set(days)].sort((a, b) => a - b);
const same = (a: number[], b: number[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/** The recurrence rule for the chosen days, always written the same way for the same days. */
export function buildRule(days: RoutineDays): string {
  switch (days.kind) {
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekdays':
      return 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR';
    case 'days': {
      const chosen = sortedUnique(days.days);
      if (chosen.length === 7) return 'FREQ=DAILY';
      return `FREQ=WEEKLY;BYDAY=${chosen.map((d) => WEEKDAY_CODES[d - 1]).join(',')}`;
    }
    case 'interval':
      return days.every === 1 ? 'FREQ=DAILY' : `FREQ=DAILY;INTERVAL=${days.every}`;
  }
}

/**
 * The days a recurrence rule describes, or undefined for a rule the planner does not offer (a count, an end,
 * monthly, hourly, "the 2nd Monday"...). Reading it back through the library refuses anything it would not
 * understand the way we do.
 */
export function readRule(text: string): RoutineDays | undefined {
  const body = text.trim().replace(/^RRULE:/i, '');
  if (body === '' || body.length > 200 || /[\r\n]/.test(body)) return undefined;
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(body);
  } catch {
    return undefined;
  }
  const { freq, interval = 1, byweekday, ...rest } = options;
  if (Object.values(rest).some((value) => value !== undefined && value !== null)) return undefined;
  if (!Number.isInteger(interval) || interval < 1 || interval > INTERVAL_MAX) return undefined;
  const weekdays = byweekday === undefined || byweekday === null ? [] : [byweekday].flat();
  const days: number[] = [];
  for (const day of weekdays) {
    if (typeof day !== 'object' || day === null || !('weekday' in day) || day.n) return undefined;
    days.push(day.weekday + 1);
  }
  if (freq === RRule.DAILY && days.length === 0) {
    return interval === 1 ? { kind: 'daily' } : { kind: 'interval', every: interval };
  }
  if (freq === RRule.WEEKLY && interval === 1 && days.length > 0) {
    const chosen = sortedUnique(days);
    if (chosen.length === 7) return { kind: 'daily' };
    if (same(chosen, WORKWEEK)) return { kind: 'weekdays' };
    return { kind: 'days', days: chosen };
  }
  return undefined;
}

const wallClock = zoneFormats('en-US', {
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  const parts = wallClock(timeZone).formatToParts(new Date(whole));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - whole;
}

const DAY_MS = 86_400_000;

/**
 * The instant the clocks of `timeZone` show `time` on `day`. A time the clocks skip (spring forward) moves on
 * by the gap, 1:30 becoming 2:30; a time they show twice (fall back) is the first of the two, as calendar apps
 * do.
 */
export function zonedInstant(day: Day, time: string, timeZone: string): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60_000;
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  if (before === after) return new Date(wall - before);
  const early = wall - before;
  const late = wall - after;
  const earlyFits = offsetAt(early, timeZone) === before;
  const lateFits = offsetAt(late, timeZone) === after;
  if (earlyFits && lateFits) return new Date(Math.min(early, late));
  if (earlyFits) return new Date(early);
  if (lateFits) return new Date(late);
  return new Date(wall - before);
}

/** The wall-clock time of `instant` in `timeZone`, as a floating date (its UTC fields read as local). */
function floating(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetAt(instant.getTime(), timeZone));
}

const toDay = (date: Date): Day => date.toISOString().slice(0, 10);

/**
 * The routine's first day moved on by whole turns of its days (N days for every N days, a week for chosen
 * weekdays) to a week or more before `near`: the rule gives the same days from there, and the library, which
 * walks every day from its start, no longer walks the years since the routine began (decision 108).
 */
function startNear(days: RoutineDays, startDay: Day, near: Day): Day {
  const turn = days.kind === 'interval' ? days.every : days.kind === 'daily' ? 1 : 7;
  const gap = daysBetween(startDay, near) - 7;
  return gap > turn ? addDays(startDay, Math.floor(gap / turn) * turn) : startDay;
}

/** The rule, ready to expand around the floating date `near`. */
function expander(schedule: RoutineSchedule, near: Date) {
  const days = readRule(schedule.rule);
  if (!days || !isTime(schedule.time) || !isTimeZone(schedule.timeZone) || !isDay(schedule.startDay)) {
    return undefined;
  }
  const first = startNear(days, schedule.startDay, toDay(near));
  const dtstart = new Date(`${first}T${schedule.time}:00Z`);
  if (Number.isNaN(dtstart.getTime())) return undefined;
  return new RRule({ ...RRule.parseString(buildRule(days)), dtstart });
}

/**
 * The next `count` times the routine starts after `after` (real instants), in order. Nothing for an
 * unreadable schedule.
 */
export function nextOccurrences(schedule: RoutineSchedule, after: Date, count = 1): Date[] {
  if (!isTimeZone(schedule.timeZone)) return [];
  // Start the search a day early in floating time: a skipped hour can place a wall time after `after`.
  let cursor = new Date(floating(after, schedule.timeZone).getTime() - DAY_MS);
  const rule = expander(schedule, cursor);
  if (!rule) return [];
  const found: Date[] = [];
  for (let guard = 0; found.length < count && guard < count + 400; guard++) {
    const next = rule.after(cursor, false);
    if (!next) break;
    cursor = next;
    const instant = zonedInstant(toDay(next), schedule.time, schedule.timeZone);
    if (instant.getTime() > after.getTime()) found.push(instant);
  }
  return found;
}

// The rules a process has read, by their text: a handful of distinct rules serve every routine.
const readRules = new Map<string, RoutineDays | undefined>();
const READ_RULES_KEPT = 500;

/** `readRule`, remembered for the texts met most recently. */
function readRuleOnce(text: string): RoutineDays | undefined {
  if (readRules.has(text)) return readRules.get(text);
  const days = readRule(text);
  if (readRules.size >= READ_RULES_KEPT) readRules.clear();
  readRules.set(text, days);
  return days;
}

/**
 * Whether the routine runs on `day` (a local date in its zone): the day is one of the rule's days, counted
 * from its first day. The rule is read by the library; a single day needs no expansion (decision 110). The
 * property test holds this to the days the library expands.
 */
export function runsOn(schedule: RoutineSchedule, day: Day): boolean {
  const days = readRuleOnce(schedule.rule);
  if (!days || !isTime(schedule.time) || !isTimeZone(schedule.timeZone) || !isDay(schedule.startDay)) {
    return false;
  }
  if (!isDay(day) || day < schedule.startDay) return false;
  switch (days.kind) {
    case 'daily':
      return true;
    case 'weekdays':
      return weekday(day) <= 5;
    case 'days':
      return days.days.includes(weekday(day));
    case 'interval':
      return daysBetween(schedule.startDay, day) % days.every === 0;
  }
}

/** The days in words: "Every day", "Weekdays", "Mon, Wed and Fri", "Every 3 days". */
export function daysWords(days: RoutineDays): string {
  switch (days.kind) {
    case 'daily':
      return 'Every day';
    case 'weekdays':
      return 'Weekdays';
    case 'days': {
      const names = sortedUnique(days.days).map((d) => WEEKDAY_SHORT[d - 1] ?? '');
      if (names.length === 1) return `${WEEKDAY_NAMES[(days.days[0] ?? 1) - 1]}s`;
      return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    }
    case 'interval':
      return days.every === 1 ? 'Every day' : `Every ${days.every} days`;
  }
}

/** The schedule in words: "Weekdays at 7:30". */
export function scheduleWords(schedule: Pick<RoutineSchedule, 'rule' | 'time'>): string {
  const days = readRule(schedule.rule);
  return days ? `${daysWords(days)} at ${timeWords(schedule.time)}` : `At ${timeWords(schedule.time)}`;
}

const dateWords = zoneFormats('en-GB', { weekday: 'long', day: 'numeric', month: 'long' });

/** When it next runs, in words: "Next: today at 7:30", "Next: tomorrow at 7:30", "Next: Monday 30 November at 7:30". */
export function nextRunWords(schedule: RoutineSchedule, now: Date): string | undefined {
  const [next] = nextOccurrences(schedule, now, 1);
  if (!next) return undefined;
  const zone = schedule.timeZone;
  const day = localDay(next, zone);
  const today = localDay(now, zone);
  const at = timeWords(clockTime(next, zone));
  if (day === today) return `Next: today at ${at}`;
  if (day === addDays(today, 1)) return `Next: tomorrow at ${at}`;
  return `Next: ${dateWords(zone).format(next).replace(',', '')} at ${at}`;
}
