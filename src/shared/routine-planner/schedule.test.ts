import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, localDay, weekday } from '../habits/days';
import type { RoutineDays, RoutineSchedule } from './schedule';
import {
  buildRule,
  nextOccurrences,
  nextRunWords,
  readRule,
  runsOn,
  scheduleWords,
  zonedInstant,
} from './schedule';

const schedule = (overrides: Partial<RoutineSchedule>): RoutineSchedule => ({
  rule: 'FREQ=DAILY',
  time: '07:30',
  timeZone: 'Europe/London',
  startDay: '2026-01-01',
  ...overrides,
});
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('buildRule and readRule', () => {
  it.each<[RoutineDays, string]>([
    [{ kind: 'daily' }, 'FREQ=DAILY'],
    [{ kind: 'weekdays' }, 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
    [{ kind: 'days', days: [6, 1, 3] }, 'FREQ=WEEKLY;BYDAY=MO,WE,SA'],
    [{ kind: 'interval', every: 3 }, 'FREQ=DAILY;INTERVAL=3'],
  ])('writes %j as %s', (days, rule) => {
    expect(buildRule(days)).toBe(rule);
  });

  it('reads back what it writes, for any choice of days', () => {
    const choice: fc.Arbitrary<RoutineDays> = fc.oneof(
      fc.constant({ kind: 'daily' as const }),
      fc.constant({ kind: 'weekdays' as const }),
      fc
        .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
        .map((days) => ({ kind: 'days' as const, days })),
      fc.integer({ min: 2, max: 30 }).map((every) => ({ kind: 'interval' as const, every })),
    );
    fc.assert(
      fc.property(choice, (days) => {
        const rule = buildRule(days);
        expect(buildRule(readRule(rule) ?? { kind: 'daily' })).toBe(rule);
      }),
    );
  });

  it('reads rules written by others in the same words, and names the weekdays and every day', () => {
    expect(readRule('RRULE:FREQ=WEEKLY;BYDAY=FR,TU,WE,MO,TH')).toEqual({ kind: 'weekdays' });
    expect(readRule('FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU')).toEqual({ kind: 'daily' });
    expect(readRule('FREQ=WEEKLY;BYDAY=SU')).toEqual({ kind: 'days', days: [7] });
  });

  it.each([
    '',
    'FREQ=MONTHLY',
    'FREQ=DAILY;COUNT=3',
    'FREQ=DAILY;UNTIL=20270101T000000Z',
    'FREQ=WEEKLY;BYDAY=2MO',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
    'FREQ=DAILY;INTERVAL=31',
    'FREQ=HOURLY',
    'FOO=BAR',
    'FREQ=DAILY\nFREQ=WEEKLY',
  ])('refuses the rule %j, which the planner does not offer', (rule) => {
    expect(readRule(rule)).toBeUndefined();
  });
});

describe('zonedInstant', () => {
  it('moves a time the clocks skip on by the gap, and takes the first of a time shown twice', () => {
    // London springs forward at 01:00 UTC on 29 March 2026 and falls back at 01:00 UTC on 25 October.
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });
});

describe('nextOccurrences across daylight-saving changes', () => {
  it('keeps weekdays at 7:30 in London at 7:30 through the spring change', () => {
    const weekdays = schedule({ rule: buildRule({ kind: 'weekdays' }) });
    const times = nextOccurrences(weekdays, new Date('2026-03-26T12:00:00Z'), 4);
    expect(iso(times)).toEqual([
      '2026-03-27T07:30:00.000Z', // Friday, GMT
      '2026-03-30T06:30:00.000Z', // Monday, BST
      '2026-03-31T06:30:00.000Z',
      '2026-04-01T06:30:00.000Z',
    ]);
  });

  it('keeps every day at 7:30 in London at 7:30 through the autumn change', () => {
    const times = nextOccurrences(schedule({}), new Date('2026-10-24T00:00:00Z'), 3);
    expect(iso(times)).toEqual([
      '2026-10-24T06:30:00.000Z',
      '2026-10-25T07:30:00.000Z',
      '2026-10-26T07:30:00.000Z',
    ]);
  });

  it('keeps New York at its own time on both of its changes', () => {
    const ny = schedule({ timeZone: 'America/New_York', time: '18:00' });
    expect(iso(nextOccurrences(ny, new Date('2026-03-07T00:00:00Z'), 3))).toEqual([
      '2026-03-07T23:00:00.000Z', // EST, UTC-5
      '2026-03-08T22:00:00.000Z', // EDT, UTC-4
      '2026-03-09T22:00:00.000Z',
    ]);
    expect(iso(nextOccurrences(ny, new Date('2026-10-31T12:00:00Z'), 2))).toEqual([
      '2026-10-31T22:00:00.000Z',
      '2026-11-01T23:00:00.000Z',
    ]);
  });

  it('runs a New York 2:30 on the spring-forward day at 3:30, once', () => {
    const early = schedule({ timeZone: 'America/New_York', time: '02:30' });
    expect(iso(nextOccurrences(early, new Date('2026-03-07T12:00:00Z'), 2))).toEqual([
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T06:30:00.000Z',
    ]);
  });

  it('counts every 3 days from the first day, across a month end', () => {
    const every3 = schedule({ rule: buildRule({ kind: 'interval', every: 3 }), startDay: '2026-01-26' });
    const times = nextOccurrences(every3, new Date('2026-01-26T00:00:00Z'), 4);
    expect(iso(times)).toEqual([
      '2026-01-26T07:30:00.000Z',
      '2026-01-29T07:30:00.000Z',
      '2026-02-01T07:30:00.000Z',
      '2026-02-04T07:30:00.000Z',
    ]);
    expect(runsOn(every3, '2026-02-01')).toBe(true);
    expect(runsOn(every3, '2026-02-02')).toBe(false);
  });

  it('gives the same days years after its first day as a count of days would', () => {
    const choice: fc.Arbitrary<RoutineDays> = fc.oneof(
      fc.constant({ kind: 'daily' as const }),
      fc.constant({ kind: 'weekdays' as const }),
      fc
        .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
        .map((days) => ({ kind: 'days' as const, days })),
      fc.integer({ min: 2, max: 30 }).map((every) => ({ kind: 'interval' as const, every })),
    );
    const expected = (days: RoutineDays, startDay: string, day: string) => {
      if (day < startDay) return false;
      if (days.kind === 'interval') return daysBetween(startDay, day) % days.every === 0;
      if (days.kind === 'weekdays') return weekday(day) <= 5;
      return days.kind === 'daily' || days.days.includes(weekday(day));
    };
    fc.assert(
      fc.property(
        choice,
        fc.integer({ min: 0, max: 2500 }),
        fc.integer({ min: -20, max: 2000 }),
        (days, startOffset, dayOffset) => {
          const startDay = addDays('2020-01-01', startOffset);
          const day = addDays(startDay, dayOffset);
          const routine = schedule({ rule: buildRule(days), startDay, timeZone: 'America/New_York' });
          expect(runsOn(routine, day)).toBe(expected(days, startDay, day));
          // The same answer as the library's own expansion, from the evening before.
          const [onDay] = nextOccurrences(
            routine,
            zonedInstant(addDays(day, -1), '23:59', 'America/New_York'),
          );
          expect(runsOn(routine, day)).toBe(localDay(onDay ?? new Date(0), 'America/New_York') === day);
          const [next] = nextOccurrences(routine, zonedInstant(day, '23:59', 'America/New_York'));
          const nextDay = localDay(next ?? new Date(0), 'America/New_York');
          expect(nextDay > day && expected(days, startDay, nextDay)).toBe(true);
          for (let d = addDays(day, 1); d < nextDay; d = addDays(d, 1)) {
            expect(expected(days, startDay, d)).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('starts no earlier than its first day, and leaves out a time already past today', () => {
    const later = schedule({ startDay: '2026-05-04' });
    expect(iso(nextOccurrences(later, new Date('2026-01-01T00:00:00Z')))).toEqual([
      '2026-05-04T06:30:00.000Z',
    ]);
    expect(iso(nextOccurrences(schedule({}), new Date('2026-01-05T07:31:00Z')))).toEqual([
      '2026-01-06T07:30:00.000Z',
    ]);
  });

  it('finds nothing for a rule it cannot read', () => {
    expect(nextOccurrences(schedule({ rule: 'FREQ=MONTHLY' }), new Date())).toEqual([]);
    expect(nextOccurrences(schedule({ timeZone: 'Mars/Olympus' }), new Date())).toEqual([]);
  });
});

describe('words', () => {
  it('says the schedule as a person would', () => {
    expect(scheduleWords({ rule: buildRule({ kind: 'weekdays' }), time: '07:30' })).toBe('Weekdays at 7:30');
    expect(scheduleWords({ rule: 'FREQ=DAILY', time: '21:00' })).toBe('Every day at 21:00');
    expect(scheduleWords({ rule: buildRule({ kind: 'days', days: [1, 3, 5] }), time: '18:15' })).toBe(
      'Mon, Wed and Fri at 18:15',
    );
    expect(scheduleWords({ rule: buildRule({ kind: 'days', days: [6] }), time: '09:00' })).toBe(
      'Saturdays at 9:00',
    );
    expect(scheduleWords({ rule: buildRule({ kind: 'interval', every: 2 }), time: '08:00' })).toBe(
      'Every 2 days at 8:00',
    );
  });

  it('says when it next runs, in the routine time zone', () => {
    const weekdays = schedule({ rule: buildRule({ kind: 'weekdays' }) });
    expect(nextRunWords(weekdays, new Date('2026-03-30T05:00:00Z'))).toBe('Next: today at 7:30');
    expect(nextRunWords(weekdays, new Date('2026-03-30T07:00:00Z'))).toBe('Next: tomorrow at 7:30');
    expect(nextRunWords(weekdays, new Date('2026-03-27T12:00:00Z'))).toBe('Next: Monday 30 March at 7:30');
  });
});
