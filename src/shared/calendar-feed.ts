// The private calendar feed (docs/product.md#calendar-feed, decision 100): a secret address a calendar app
// subscribes to, holding the person's scheduled routines and placed todos, each with a reminder at its start.

/** What Settings shows: whether the feed is on, and its address when the server can give it again. */
export interface CalendarFeedState {
  on: boolean;
  /** The https address; null while off, or when it was made with an earlier server key (renew to see one). */
  address: string | null;
  /** ISO times: when the address was made, and when a calendar app last read it. */
  madeAt: string | null;
  lastReadAt: string | null;
}

/** Placed todos are in the feed from today until this many days ahead. */
export const FEED_DAYS = 60;
/** A calendar app may read one feed this many times an hour; more answer 429 until the hour is over. */
export const FEED_READS_PER_HOUR = 60;
/** Calendar apps are asked to read the feed again after this long (RFC 7986 REFRESH-INTERVAL). */
export const FEED_REFRESH = 'PT1H';

/** The same address for calendar apps that subscribe through a link: "webcal://host/calendar/....ics". */
export function webcalAddress(address: string): string {
  return address.replace(/^https?:\/\//i, 'webcal://');
}

/** "Last read by your calendar 5 minutes ago": for the settings screen, in plain words. */
export function sinceWords(iso: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}
