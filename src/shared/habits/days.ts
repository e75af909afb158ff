/**
 * Calendar days for the habit tracker (docs/product.md#habit-tracker). A day is its local date as text,
 * "2026-03-29": the day in the person's time zone, so a check-in at 23:30 counts for that evening, and a week
 * is seven such dates whatever the clocks do. Arithmetic runs on the dates themselves (as UTC midnights),
 * never on hours, so a daylight-saving change cannot add or lose a day.
 */

import { BoundedMap } from '../bounded-map';
import { isTimeZone, zoneFormats } from '../clock-time';

/** A local date, "YYYY-MM-DD". */
export type Day = string;

const DAY_MS = 86_400_000;
const dayFormat = zoneFormats('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** The local date of `instant` in `timeZone`; an unknown or empty zone reads as UTC. */
export function localDay(instant: Date, timeZone?: string): Day {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = dayFormat(zone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written "YYYY-MM-DD". */
export function isDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

// A habit's calendar, strength and streak work through every day since it began, many times over: each day's
// number and text are worked out once and kept (a few thousand days in all, cleared past a bound).
const CACHE_MAX = 50_000;
const numbers = new BoundedMap<Day, number>(CACHE_MAX);
const texts = new BoundedMap<number, Day>(CACHE_MAX);

/** Days since 1970-01-01: a number to count and compare with. */
export function dayNumber(day: Day): number {
  return numbers.kept(day, (d) => Math.round(Date.parse(`${d}T00:00:00Z`) / DAY_MS));
}

export function dayFromNumber(n: number): Day {
  return texts.kept(n, (k) => new Date(k * DAY_MS).toISOString().slice(0, 10));
}

export function addDays(day: Day, days: number): Day {
  return dayFromNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 Monday to 7 Sunday (1 January 1970 was a Thursday). */
export function weekday(day: Day): number {
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
}

/** The Monday that starts the week holding `day`. */
export function weekStart(day: Day): Day {
  return addDays(day, 1 - weekday(day));
}

/** The seven days of the week holding `day`, Monday first. */
export function weekDays(day: Day): Day[] {
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Every day from `from` to `to`, both included; empty when `to` is earlier. */
export function dayRange(from: Day, to: Day): Day[] {
  const length = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, length) }, (_, i) => addDays(from, i));
}

/** The first day of the month holding `day`. */
export function monthStart(day: Day): Day {
  return `${day.slice(0, 7)}-01`;
}

/** The first day of the month `months` after (or before) the one holding `day`. */
export function addMonths(day: Day, months: number): Day {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}
