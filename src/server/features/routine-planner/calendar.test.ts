import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { missingToolsLine } from '../../../../scripts/system-tools';
import type { Routine } from '../../../shared/routine-planner/routines';
import { useFeatureTest } from '../../test/feature';
import { createUser } from '../../test/users';

// The calendar files are read back by another program, Debian's python3-icalendar (scripts/system-tools.ts),
// as a calendar app would read them: the summary, the rule, the start on its zone's clock, the length and
// the reminder, and the start of an occurrence after the clocks change.

const feature = useFeatureTest<Routine>('/api/routines');
const { alice, bob, request, add } = feature;

const READER = String.raw`
import json, sys
from datetime import datetime
from zoneinfo import ZoneInfo
from dateutil.rrule import rrulestr
from icalendar import Calendar

cal = Calendar.from_ical(sys.stdin.read())
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
    rule = event['RRULE'].to_ical().decode()
    later = rrulestr(rule, dtstart=naive).after(datetime(2026, 7, 1))
    events.append({
        'summary': str(event['SUMMARY']),
        'rrule': rule,
        'tzid': tzid,
        'start': naive.isoformat(),
        'july': later.replace(tzinfo=ZoneInfo(tzid)).isoformat(),
        'minutes': event['DURATION'].dt.total_seconds() / 60,
        'description': str(event.get('DESCRIPTION', '')),
        'alarms': [
            {'action': str(a['ACTION']), 'before': -a['TRIGGER'].dt.total_seconds() / 60,
             'description': str(a['DESCRIPTION'])}
            for a in event.walk('VALARM')
        ],
    })
print(json.dumps({'zones': zones, 'events': events}))
`;

interface Read {
  zones: Record<string, number[]>;
  events: {
    summary: string;
    rrule: string;
    tzid: string;
    start: string;
    july: string;
    minutes: number;
    description: string;
    alarms: { action: string; before: number; description: string }[];
  }[];
}

function readCalendar(text: string): Read {
  const missingTools = missingToolsLine();
  if (missingTools) throw new Error(missingTools);
  return JSON.parse(
    execFileSync('/usr/bin/python3', ['-c', READER], { input: text, encoding: 'utf8' }),
  ) as Read;
}

const weekdaysLondon = {
  rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  time: '07:30',
  timeZone: 'Europe/London',
  // A Sunday: the first start is the Monday after.
  startDay: '2026-01-04',
};

describe('routine calendar files', () => {
  it('writes one routine with its rule, its zone, its length and a reminder', async () => {
    const routine = await add(alice, {
      name: 'Morning',
      steps: [
        { title: 'Wake up slowly', minutes: 5 },
        { title: 'Shower', minutes: 10 },
        { title: 'Breakfast' },
      ],
      schedule: weekdaysLondon,
    });
    const res = await request(alice, 'GET', `/${routine.id}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="morning.ics"');
    const read = readCalendar(await res.text());
    expect(read.zones).toEqual({ 'Europe/London': [0, 1] });
    expect(read.events).toEqual([
      {
        summary: 'Morning',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        tzid: 'Europe/London',
        start: '2026-01-05T07:30:00',
        july: '2026-07-01T07:30:00+01:00',
        // 5 + 10, and 5 for the step with no set length.
        minutes: 20,
        description: '1. Wake up slowly (5 min)\n2. Shower (10 min)\n3. Breakfast',
        alarms: [{ action: 'DISPLAY', before: 10, description: 'Morning starts in 10 minutes.' }],
      },
    ]);
  });

  it('writes every scheduled routine of the week, each in its own zone, and leaves out the rest', async () => {
    const me = bob;
    await add(me, {
      name: 'Evening walk',
      steps: [{ title: 'Walk', minutes: 90 }],
      schedule: {
        rule: 'FREQ=DAILY;INTERVAL=3',
        time: '18:00',
        timeZone: 'America/New_York',
        startDay: '2026-03-01',
      },
    });
    await add(me, { name: 'Whenever', steps: [{ title: 'Stretch', minutes: 5 }] });
    await add(me, { name: 'Study', schedule: { ...weekdaysLondon, rule: 'FREQ=WEEKLY;BYDAY=SA' } });
    const res = await request(me, 'GET', '/calendar.ics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="routines.ics"');
    const read = readCalendar(await res.text());
    expect(read.zones).toEqual({ 'America/New_York': [-5, -4], 'Europe/London': [0, 1] });
    expect(read.events.map((e) => [e.summary, e.rrule, e.tzid, e.start, e.minutes])).toEqual([
      ['Evening walk', 'FREQ=DAILY;INTERVAL=3', 'America/New_York', '2026-03-01T18:00:00', 90],
      ['Study', 'FREQ=WEEKLY;BYDAY=SA', 'Europe/London', '2026-01-10T07:30:00', 15],
    ]);
    expect(read.events[0]?.july).toBe('2026-07-02T18:00:00-04:00');
  });

  it('gives zones without clock changes, and southern ones, their right offsets', async () => {
    const me = await createUser(feature.t.app);
    for (const [name, timeZone] of [
      ['Tokyo', 'Asia/Tokyo'],
      ['Sydney', 'Australia/Sydney'],
      ['Kolkata', 'Asia/Kolkata'],
    ]) {
      await add(me, { name, schedule: { ...weekdaysLondon, rule: 'FREQ=DAILY', timeZone } });
    }
    const read = readCalendar(await (await request(me, 'GET', '/calendar.ics')).text());
    expect(read.zones).toEqual({
      'Asia/Tokyo': [9, 9],
      'Australia/Sydney': [11, 10],
      'Asia/Kolkata': [5.5, 5.5],
    });
    expect(read.events.map((e) => e.july)).toEqual([
      '2026-07-01T07:30:00+09:00',
      '2026-07-01T07:30:00+10:00',
      '2026-07-01T07:30:00+05:30',
    ]);
  });

  it('says calmly when there is nothing scheduled to add', async () => {
    const me = await feature.t.app.request('/api/routines');
    expect(me.status).toBe(401);
    const routine = await add(alice, { name: 'Whenever' });
    const one = await request(alice, 'GET', `/${routine.id}/calendar.ics`);
    expect(one.status).toBe(409);
    expect(await one.json()).toMatchObject({ error: { message: expect.stringMatching(/no schedule yet/) } });
    expect((await request(bob, 'GET', `/${routine.id}/calendar.ics`)).status).toBe(404);
  });
});
