// Times of day on a 24-hour clock, written "07:30": routine start times and My Day placements; and the date
// formatters of each time zone, which every screen that works in days shares. The formatters live here, not
// in a module of their own: the dashboard loads this module already, and a module of its own became one more
// chunk on the dashboard's first load (bench/RESULTS.md, the dashboard's JavaScript row).

import { BoundedMap } from './bounded-map';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a time of day written "07:30". */
export const isTime = (value: string) => TIME.test(value);

/** Minutes since midnight: "07:30" is 450. */
export function minutesOf(time: string): number {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return hour * 60 + minute;
}

/** The time `minutes` after midnight, written "07:30"; past midnight it stops at "23:59". */
export function timeOf(minutes: number): string {
  const whole = Math.min(Math.max(Math.round(minutes), 0), 24 * 60 - 1);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** "7:30", "18:05": the time as people read it on a 24-hour clock. */
export function timeWords(time: string): string {
  const [hour = '0', minute = '00'] = time.split(':');
  return `${Number(hour)}:${minute}`;
}

/**
 * Date formatters of one kind, one per time zone, each made on first use and kept: making one costs far more
 * than using it, and the first one a page makes also loads the browser's time-zone data. An unknown zone
 * throws, as `Intl.DateTimeFormat` does, and nothing is kept for it.
 */
export function zoneFormats(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const kept = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = kept.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      kept.set(timeZone, format);
    }
    return format;
  };
}

// Zone names found valid, each tried once: making a formatter to try a name costs a tenth to a third of a
// millisecond, and a time-zone search or a list of every zone would try hundreds. Held to a bound, as a request
// may send any spelling ("EUROPE/london" is valid too).
const known = new BoundedMap<string, true>(2_000);
let supported: ReadonlySet<string> | undefined;

/**
 * Whether the runtime knows the time zone's name, as `Intl.DateTimeFormat` takes it: the runtime's own list of
 * zones answers most names at once, any other name is tried with a formatter.
 */
export function isTimeZone(timeZone: string): boolean {
  if (known.has(timeZone)) return true;
  supported ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
  );
  if (!supported.has(timeZone)) {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
    } catch {
      return false;
    }
  }
  known.set(timeZone, true);
  return true;
}

/** The first formatter a page makes loads the browser's time-zone data (about 20 ms of the dashboard's first render). */
const zoneFormat = zoneFormats('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const twoDigits = (value: number) => String(value).padStart(2, '0');

function timeParts(date: Date, timeZone: string | undefined) {
  // The browser's own zone needs no formatter at all.
  if (!timeZone) return { hour: twoDigits(date.getHours()), minute: twoDigits(date.getMinutes()) };
  const parts = zoneFormat(timeZone).formatToParts(date);
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00';
  return { hour: part('hour'), minute: part('minute') };
}

/** hh:mm on a 24-hour clock in the given zone (the browser's when undefined). */
export function clockTime(date: Date, timeZone?: string): string {
  const { hour, minute } = timeParts(date, timeZone);
  return `${hour}:${minute}`;
}

/** The hour (0–23) in the given zone, for the greeting. */
export function hourIn(date: Date, timeZone?: string): number {
  return Number(timeParts(date, timeZone).hour);
}
