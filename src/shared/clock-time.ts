// Times of day on a 24-hour clock, written "07:30": routine start times and My Day placements.

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
 * One formatter per zone, made on first use: making one costs far more than using it, and the first one a
 * page makes also loads the browser's time-zone data (about 20 ms of the dashboard's first render).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

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
