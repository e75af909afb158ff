import { execFileSync } from 'node:child_process';
import { missingToolsLine } from '../../../scripts/system-tools';

// Reads iCalendar text back with another program, Debian's python3-icalendar (scripts/system-tools.ts), as a
// calendar app would: the calendar's name and refresh interval, each zone's offsets in winter and summer, and
// each event's UID, summary, rule, start (on its zone's clock and in UTC), length and reminders.

const READER = String.raw`
import json, sys
from datetime import datetime, timezone
from zoneinfo import ZoneInfo
from dateutil.rrule import rrulestr
from icalendar import Calendar

cal = Calendar.from_ical(sys.stdin.read())
after = datetime.fromisoformat(sys.argv[1])
zones = {}
for tz in cal.walk('VTIMEZONE'):
    info = tz.to_tz()
    zones[str(tz['TZID'])] = [
        info.localize(datetime(2026, month, 15, 12)).utcoffset().total_seconds() / 3600 for month in (1, 7)
    ]
events = []
for event in cal.walk('VEVENT'):
    start = event['DTSTART']
    tzid = start.params.get('TZID')
    naive = start.dt.replace(tzinfo=None)
    rule = event['RRULE'].to_ical().decode() if 'RRULE' in event else None
    later = rrulestr(rule, dtstart=naive).after(after) if rule else None
    events.append({
        'uid': str(event['UID']),
        'summary': str(event['SUMMARY']),
        'rrule': rule,
        'tzid': tzid,
        'start': naive.isoformat(),
        'utc': start.dt.astimezone(timezone.utc).isoformat(),
        'next': later.replace(tzinfo=ZoneInfo(tzid)).isoformat() if later else None,
        'minutes': event['DURATION'].dt.total_seconds() / 60,
        'alarms': [
            {'action': str(a['ACTION']), 'before': (0 - a['TRIGGER'].dt.total_seconds()) / 60,
             'description': str(a['DESCRIPTION'])}
            for a in event.walk('VALARM')
        ],
    })
print(json.dumps({
    'name': str(cal.get('X-WR-CALNAME', '')),
    'refresh': cal['REFRESH-INTERVAL'].to_ical().decode() if 'REFRESH-INTERVAL' in cal else None,
    'zones': zones,
    'events': events,
}))
`;

export interface ReadEvent {
  uid: string;
  summary: string;
  rrule: string | null;
  tzid: string;
  /** On the event's own clock, "2026-01-05T07:30:00"; and the same instant in UTC. */
  start: string;
  utc: string;
  /** For a recurring event, its first start after the `after` given to readCalendar, with its offset. */
  next: string | null;
  minutes: number;
  alarms: { action: string; before: number; description: string }[];
}

export interface ReadCalendar {
  name: string;
  refresh: string | null;
  zones: Record<string, number[]>;
  events: ReadEvent[];
}

/** The calendar as python3-icalendar reads it; `after` ("2026-07-01T00:00:00") picks each rule's `next`. */
export function readCalendar(text: string, after = '2026-07-01T00:00:00'): ReadCalendar {
  const missingTools = missingToolsLine();
  if (missingTools) throw new Error(missingTools);
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', READER, after], { input: text, encoding: 'utf8' }),
  ) as ReadCalendar;
}
