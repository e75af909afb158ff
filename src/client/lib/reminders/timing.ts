import { clockTime } from '../../../shared/clock-time';
import type { ReminderSettings } from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminder-choices';

// When the open app shows what (docs/product.md#reminders): pure rules, so the tests can walk the clock.

const MINUTE = 60_000;

/** A moment something is to be shown: a reminder from the server, a snooze, or one the device made. */
export interface Moment {
  key: string;
  /** Epoch ms on this device's clock. */
  at: number;
}

/** What to show now: come, not shown yet, and not older than STALE_AFTER_MINUTES. */
export function dueNow<T extends Moment>(moments: T[], now: number, shown: ReadonlySet<string>): T[] {
  return moments.filter(
    (moment) => !shown.has(moment.key) && moment.at <= now && moment.at > now - STALE_AFTER_MINUTES * MINUTE,
  );
}

/** When to look again: the next moment still to come, or undefined with none. */
export function nextWake(moments: Moment[], now: number, shown: ReadonlySet<string>): number | undefined {
  let next: number | undefined;
  for (const moment of moments)
    if (!shown.has(moment.key) && moment.at > now && (next === undefined || moment.at < next))
      next = moment.at;
  return next;
}

/** Whether `now` falls inside the person's quiet hours, on the profile's clock (the device's without one). */
export function inQuietHours(
  now: number,
  settings: Pick<ReminderSettings, 'quietHours' | 'quietStart' | 'quietEnd'>,
  timeZone: string | undefined,
): boolean {
  if (!settings.quietHours || settings.quietStart === settings.quietEnd) return false;
  const time = clockTime(new Date(now), timeZone);
  const { quietStart: start, quietEnd: end } = settings;
  // 22:00 to 07:00 runs over midnight; 13:00 to 15:00 does not.
  return start < end ? time >= start && time < end : time >= start || time < end;
}
