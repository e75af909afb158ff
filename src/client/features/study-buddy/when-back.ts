import { daysBetween, localDay } from '../../../shared/habits/days';
import { zoneFormats } from '../../../shared/clock-time';

const HOUR = 60 * 60 * 1000;

/**
 * When a card comes back, in words, on the profile's clock (docs/product.md#study-buddy): "in 10 minutes",
 * "in 3 hours", "tomorrow", "in 4 days".
 */
export function whenBack(due: Date, now: Date, timeZone: string): string {
  const ms = due.getTime() - now.getTime();
  if (ms < HOUR) {
    const minutes = Math.max(1, Math.round(ms / 60_000));
    return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  }
  const days = daysBetween(localDay(now, timeZone), localDay(due, timeZone));
  if (days === 0) {
    const hours = Math.round(ms / HOUR);
    return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  }
  if (days === 1) return 'tomorrow';
  if (days < 60) return `in ${days} days`;
  const months = Math.round(days / 30);
  return `in ${months} months`;
}

/** One formatter per zone, kept: a deck lists every card's day. */
const dayFormat = zoneFormats('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** A due date as a day on the profile's clock: "Wed 25 Nov". */
export function dueDay(due: Date, timeZone: string): string {
  return dayFormat(timeZone).format(due);
}
