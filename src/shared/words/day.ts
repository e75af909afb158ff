import { minutesOf, timeOf } from '../clock-time';
import type { TaskEstimate } from '../estimate';
import { todoMinutes } from '../my-day';
import { TODO_TITLE_MAX, TODO_TITLE_TOO_LONG } from '../todo/todos';
import { z } from '../zod';

/*
 * Words' "Add to My Day" (decision 159): the chosen tasks become todos placed on today's My Day, each in the
 * next free time from now, or at the time the ask names for today, never over anything already on the day and
 * never past midnight.
 */

/** The most tasks one press places. */
export const WORDS_DAY_TASKS_MAX = 20;

/** POST /api/words/my-day: the tasks, each with the date or time its ask named, and the person's clock. */
export const wordsToDaySchema = z.lazy(() =>
  z.object({
    tasks: z
      .array(
        z.object({
          title: z
            .string({ error: 'Please give each task a title.' })
            .trim()
            .min(1, 'Please give each task a title.')
            .max(TODO_TITLE_MAX, TODO_TITLE_TOO_LONG),
          when: z.string().max(200, 'That date is longer than any date.').nullable().optional(),
        }),
        { error: 'Please send the tasks as a list.' },
      )
      .min(1, 'Tick at least one task to add.')
      .max(WORDS_DAY_TASKS_MAX, `Add at most ${WORDS_DAY_TASKS_MAX} tasks at a time.`),
    timeZone: z.string().max(100, 'Please give a real time zone.').optional(),
  }),
);
export type WordsToDay = z.input<typeof wordsToDaySchema>;

/** One task as it was placed, or not placed because today had no room left for it. */
export interface WordsDayItem {
  todoId: string;
  title: string;
  /** "14:30", or null when it did not fit before midnight (it is on the todo list all the same). */
  start: string | null;
  minutes: number;
}

export interface WordsDayAnswer {
  day: string;
  items: WordsDayItem[];
}

const DAY_END = 24 * 60;

// "today at 3pm", "at 15:30", "by 4 pm", "this afternoon at 2": a time on today's clock. A date of another
// day ("Friday at 3pm", "tomorrow") names no time today.
const OTHER_DAY =
  /\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|yesterday|week|weekend|month|year|term|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d{1,2}\/\d{1,2}|\d{1,2}(?:st|nd|rd|th))/i;
const CLOCK = /\b(?:(at|by|before|around|from)\s+)?(\d{1,2})(?:[:.](\d{2}))?\s?(am|pm)?\b|\b(noon|midday)\b/i;

/**
 * The time today a date as written names, in minutes since midnight, and whether it is a time to start at or
 * one to be done by; null where it names another day or no clock time.
 */
export function timeTodayIn(when: string | null | undefined): { minutes: number; by: boolean } | null {
  if (!when || OTHER_DAY.test(when)) return null;
  const match = CLOCK.exec(when);
  if (!match) return null;
  if (match[5]) return { minutes: 12 * 60, by: false };
  const [, word, hourText = '', minuteText, half] = match;
  // A bare number is a time only with a colon or am/pm: "at 3" could be anything.
  if (!minuteText && !half) return null;
  let hour = Number(hourText);
  const minute = Number(minuteText ?? 0);
  if (hour > 23 || minute > 59 || (half && (hour < 1 || hour > 12))) return null;
  if (half?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  if (half?.toLowerCase() === 'am' && hour === 12) hour = 0;
  const by = /^(?:by|before)$/i.test(word ?? '');
  return { minutes: hour * 60 + minute, by };
}

/** How long a task is placed for: as My Day places a todo, the long end of its estimate, else its default. */
export const dayMinutes = (estimate: TaskEstimate | null): number => todoMinutes({ estimate });

interface Busy {
  start: number;
  end: number;
}

const fitsAt = (busy: readonly Busy[], start: number, minutes: number) =>
  start + minutes <= DAY_END && busy.every((taken) => start + minutes <= taken.start || taken.end <= start);

/**
 * Where each task goes today, in order: at the time its ask names when that is still ahead and free, else the
 * first free start from `now` (rounded up to 5 minutes) that holds it whole. Each placed task is busy for the
 * ones after it. A task that fits nowhere before midnight gets null: it is never placed past the day's end or
 * over another entry.
 */
export function placeToday(
  busy: readonly Busy[],
  tasks: readonly { minutes: number; when?: string | null | undefined }[],
  now: number,
): (string | null)[] {
  const taken = [...busy];
  const from = Math.ceil(now / 5) * 5;
  return tasks.map(({ minutes, when }) => {
    const named = timeTodayIn(when);
    const wished = named ? (named.by ? named.minutes - minutes : named.minutes) : null;
    let start: number | null = null;
    if (wished !== null && wished >= now && fitsAt(taken, wished, minutes)) start = wished;
    else start = firstFree(taken, minutes, from);
    if (start === null) return null;
    taken.push({ start, end: start + minutes });
    return timeOf(start);
  });
}

/** The first start at or after `from` where `minutes` fit before midnight without touching anything busy. */
function firstFree(busy: readonly Busy[], minutes: number, from: number): number | null {
  // Only the starts that can be first: `from` itself and the end of each busy stretch after it.
  const candidates = [from, ...busy.map((taken) => taken.end).filter((end) => end > from)].sort(
    (a, b) => a - b,
  );
  for (const start of candidates) if (fitsAt(busy, start, minutes)) return start;
  return null;
}

/** The busy stretches of a day's routines and placed todos, in minutes since midnight. */
export function busyOf(plan: {
  routines: readonly { start: string; minutes: number }[];
  placements: readonly { start: string; minutes: number }[];
}): Busy[] {
  return [...plan.routines, ...plan.placements].map((entry) => ({
    start: minutesOf(entry.start),
    end: minutesOf(entry.start) + entry.minutes,
  }));
}
