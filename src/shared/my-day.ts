import type { TaskEstimate } from './estimate';
import { isTime, minutesOf, timeOf } from './clock-time';
import type { Day } from './habits/days';
import { isDay } from './habits/days';
import type { PictureRef } from './pictures';
import { z } from './zod';

// My Day (docs/product.md#my-day, decision 089): one day's timeline of the routines that run on it and the
// todos placed on it. A placement is where a todo sits on a day, not a copy of it: done is the todo's own flag.

export const PLACEMENT_MINUTES_MIN = 5;
export const PLACEMENT_MINUTES_MAX = 8 * 60;
/** A todo with no estimate of its own is placed for this long. */
export const PLACEMENT_MINUTES_DEFAULT = 25;
/** A scheduled routine whose steps have no minutes takes this long on the timeline. */
export const ROUTINE_MINUTES_DEFAULT = 15;

/** The hours a day's timeline shows at least; anything placed earlier or later widens them. */
export const DAY_FROM = 7 * 60;
export const DAY_TO = 22 * 60;

/** PUT /api/day/placements/:todoId: the day, the start time and how long. */
export const placementSchema = z.lazy(() =>
  z.object({
    day: z.string({ error: 'Please choose a day.' }).refine(isDay, 'Please give the day like 2026-11-24.'),
    start: z.string({ error: 'Please choose a time.' }).refine(isTime, 'Please give the time like 09:30.'),
    minutes: z
      .number({ error: 'Please give how long it takes, in minutes.' })
      .int('Please give whole minutes.')
      .min(PLACEMENT_MINUTES_MIN, `Please give at least ${PLACEMENT_MINUTES_MIN} minutes.`)
      .max(PLACEMENT_MINUTES_MAX, `A placed task can take at most ${PLACEMENT_MINUTES_MAX / 60} hours.`),
  }),
);
export type PlacementInput = z.input<typeof placementSchema>;

/** GET /api/day: which day, and on whose clock. Both optional: today, on the profile's clock. */
export const dayQuerySchema = z.lazy(() =>
  z.object({
    date: z.string().refine(isDay, 'Please give the day like 2026-11-24.').optional(),
    timeZone: z.string().max(100, 'Please give a real time zone.').optional(),
  }),
);

export interface Placement {
  todoId: string;
  title: string;
  completed: boolean;
  day: Day;
  start: string;
  minutes: number;
}

export interface DayRoutine {
  id: string;
  name: string;
  icon: string;
  /** The routine's picture, shown on the Now and Next board. */
  picture?: PictureRef | null;
  start: string;
  minutes: number;
}

/** GET /api/day */
export interface DayPlan {
  day: Day;
  /** The day on that clock now: which day holds the "now" line. */
  today: Day;
  routines: DayRoutine[];
  placements: Placement[];
  /** Habits that still ask for something that day, for the dashboard's card. */
  habits: { id: string; name: string }[];
  /** How many habits the person keeps (not archived), due that day or not. */
  habitCount: number;
}

export type TimelineEntry =
  | {
      kind: 'routine' | 'todo';
      id: string;
      title: string;
      picture?: PictureRef | null;
      start: number;
      end: number;
      /** Another entry shares some of this one's time: shown, never refused. */
      overlaps: boolean;
      completed: boolean;
    }
  | { kind: 'free'; start: number; end: number };

/**
 * The day in order: routines and placed todos by start time (a routine first when both start together), with
 * the free time between them from DAY_FROM to DAY_TO shown as free. Times are minutes since midnight.
 */
export function timeline(plan: Pick<DayPlan, 'routines' | 'placements'>): TimelineEntry[] {
  const busy = [
    ...plan.routines.map((routine) => ({
      kind: 'routine' as const,
      id: routine.id,
      title: routine.name,
      picture: routine.picture ?? null,
      start: minutesOf(routine.start),
      end: Math.min(minutesOf(routine.start) + routine.minutes, 24 * 60),
      completed: false,
    })),
    ...plan.placements.map((placement) => ({
      kind: 'todo' as const,
      id: placement.todoId,
      title: placement.title,
      start: minutesOf(placement.start),
      end: Math.min(minutesOf(placement.start) + placement.minutes, 24 * 60),
      completed: placement.completed,
    })),
  ].sort((a, b) => a.start - b.start || (a.kind === b.kind ? 0 : a.kind === 'routine' ? -1 : 1));
  const entries: TimelineEntry[] = [];
  let freeFrom = Math.min(DAY_FROM, busy[0]?.start ?? DAY_FROM);
  for (const item of busy) {
    if (item.start > freeFrom) entries.push({ kind: 'free', start: freeFrom, end: item.start });
    const overlaps = busy.some((other) => other !== item && other.start < item.end && item.start < other.end);
    entries.push({ ...item, overlaps });
    freeFrom = Math.max(freeFrom, item.end);
  }
  if (freeFrom < DAY_TO) entries.push({ kind: 'free', start: freeFrom, end: DAY_TO });
  return entries;
}

type BusyEntry = Extract<TimelineEntry, { kind: 'routine' | 'todo' }>;

/**
 * The Now and Next board of My Day (docs/product.md#my-day): what is under way at `now` (minutes since midnight),
 * a task already done left out, and the next thing to start after it, or after now when nothing is under way.
 * When two overlap, the one that started first is now.
 */
export function nowAndNext(
  entries: readonly TimelineEntry[],
  now: number,
): { now: BusyEntry | undefined; next: BusyEntry | undefined } {
  const busy = entries.filter((entry): entry is BusyEntry => entry.kind !== 'free' && !entry.completed);
  const current = busy.find((entry) => entry.start <= now && now < entry.end);
  const next = busy.find((entry) => entry !== current && entry.start > now);
  return { now: current, next };
}

/** "25 min", "1 h", "1 h 30 min". */
export function lengthWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** "5 to 20 min", "30 min to 3 h", "2 to 8 h", "1 h 30 min to 4 h". */
export function rangeWords(low: number, high: number): string {
  if (high < 60) return `${low} to ${high} min`;
  if (low % 60 === 0 && high % 60 === 0) return `${low / 60} to ${high / 60} h`;
  return `${lengthWords(low)} to ${lengthWords(high)}`;
}

/** What a todo's estimate says, in one plain sentence, or that there is none (decision 149). */
export function estimateWords(estimate: TaskEstimate | null): string {
  if (!estimate) return 'No estimate: there is nothing to go on for this kind of task yet.';
  const note = estimate.note ? `, ${estimate.note}` : '';
  return `About ${rangeWords(estimate.low, estimate.high)}${note}.`;
}

/**
 * How long a todo is placed for: the long end of its estimate, so a day is planned with the time a task may
 * really take (decision 149); the default where it has none. Always within what a placement allows.
 */
export function todoMinutes(todo: { estimate: TaskEstimate | null }): number {
  const chosen = todo.estimate ? todo.estimate.high : PLACEMENT_MINUTES_DEFAULT;
  return Math.min(Math.max(chosen, PLACEMENT_MINUTES_MIN), PLACEMENT_MINUTES_MAX);
}

/** How the placement's length was chosen, said beside the estimate. */
export function placedWords(todo: { estimate: TaskEstimate | null }): string {
  const minutes = todoMinutes(todo);
  if (!todo.estimate) return `Placed for ${lengthWords(minutes)} to start with; change it as you like.`;
  if (minutes < todo.estimate.high)
    return `Placed for ${lengthWords(minutes)}, the most one place on the day holds.`;
  return `Planned with the longer end: ${lengthWords(minutes)}.`;
}

/**
 * The first free start at or after `from` (rounded up to 5 minutes) long enough for `minutes`, within the day;
 * where nothing is free that long, `from` itself (overlaps are allowed).
 */
export function firstFreeStart(entries: readonly TimelineEntry[], minutes: number, from: number): string {
  const rounded = Math.ceil(from / 5) * 5;
  for (const entry of entries) {
    if (entry.kind !== 'free') continue;
    const start = Math.max(entry.start, rounded);
    if (entry.end - start >= minutes) return timeOf(start);
  }
  return timeOf(Math.min(rounded, 24 * 60 - PLACEMENT_MINUTES_MIN));
}
