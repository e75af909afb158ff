import { readDeviceChoice, saveDeviceChoice } from '../../lib/device-choices';
import type { NoticeReminder } from './reminder-notice';

/*
 * The reminders on screen and not yet answered, kept on the device (decision 155): a reload, or another
 * address typed, finds them still waiting; Done, a snooze or Dismiss is the only way one goes. Sign-out and a
 * deleted account clear them with the app's other keys (lib/device-choices.ts).
 */

const KEY = 'neuronest.reminders.open';

function isNotice(value: unknown): value is NoticeReminder {
  if (typeof value !== 'object' || value === null) return false;
  const notice = value as Record<string, unknown>;
  return (
    typeof notice.key === 'string' &&
    typeof notice.title === 'string' &&
    typeof notice.body === 'string' &&
    typeof notice.url === 'string' &&
    notice.url.startsWith('/') &&
    typeof notice.actions === 'boolean' &&
    (notice.linkLabel === undefined || typeof notice.linkLabel === 'string')
  );
}

/** What was kept; anything this version cannot read is left out. */
export function readOpenNotices(): NoticeReminder[] {
  const kept = readDeviceChoice(KEY);
  return Array.isArray(kept) ? kept.filter(isNotice) : [];
}

export function keepOpenNotices(notices: NoticeReminder[]): void {
  saveDeviceChoice(KEY, notices);
}
