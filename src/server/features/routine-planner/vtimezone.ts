import { offsetAt } from '../../../shared/routine-planner/schedule';

// A VTIMEZONE block (RFC 5545 3.6.5) for an IANA zone, worked out from the clock changes `Intl` reports, so
// an exported routine stays at its wall-clock time in calendar apps that read the block rather than the
// zone's name (decision 091).

const DAY_MS = 86_400_000;
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

interface Change {
  /** The instant the clocks change. */
  at: number;
  from: number;
  to: number;
}

/** The clock changes of `timeZone` in `year`, to the minute. */
function changesIn(timeZone: string, year: number): Change[] {
  const changes: Change[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  let previous = offsetAt(Date.UTC(year, 0, 1), timeZone);
  for (let day = Date.UTC(year, 0, 1) + DAY_MS; day <= end; day += DAY_MS) {
    const offset = offsetAt(day, timeZone);
    if (offset === previous) continue;
    let low = day - DAY_MS;
    let high = day;
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetAt(middle, timeZone) === previous) low = middle;
      else high = middle;
    }
    changes.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return changes;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** "+0100", "-0500", "+0530". */
function offsetText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

const localText = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T` +
  `${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}00`;

/** One observance: the change's wall-clock time and a yearly rule ("the last Sunday of March"). */
function observance(change: Change): string[] {
  const wall = new Date(change.at + change.from);
  const day = wall.getUTCDate();
  const monthDays = new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  const nth = day + 7 > monthDays ? -1 : Math.ceil(day / 7);
  const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
  return [
    `BEGIN:${kind}`,
    `DTSTART:${localText(wall)}`,
    `RRULE:FREQ=YEARLY;BYMONTH=${wall.getUTCMonth() + 1};BYDAY=${nth}${CODES[wall.getUTCDay()]}`,
    `TZOFFSETFROM:${offsetText(change.from)}`,
    `TZOFFSETTO:${offsetText(change.to)}`,
    `END:${kind}`,
  ];
}

/**
 * The zone's block, its lines joined by CRLF. A zone with two changes a year gets a yearly rule for each, from
 * the year before `year` on; a zone without changes (or with irregular ones) gets its offset at `year`'s start.
 */
export function vtimezone(timeZone: string, year: number): string {
  const changes = changesIn(timeZone, year - 1);
  const body =
    changes.length === 2
      ? changes.flatMap(observance)
      : (() => {
          const offset = offsetText(offsetAt(Date.UTC(year, 0, 1), timeZone));
          return [
            'BEGIN:STANDARD',
            'DTSTART:19700101T000000',
            `TZOFFSETFROM:${offset}`,
            `TZOFFSETTO:${offset}`,
            'END:STANDARD',
          ];
        })();
  return [`BEGIN:VTIMEZONE`, `TZID:${timeZone}`, ...body, 'END:VTIMEZONE', ''].join('\r\n');
}
