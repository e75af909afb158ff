import { describe, expect, it } from 'vitest';
import { addDays, dayRange } from './days';
import type { HabitLike } from './schedule';
import { dayStatus, isDueToday, scheduleWords, weekProgress, welcomesBack, windowOf } from './schedule';
import type { Checkin, HabitSchedule } from './habits';

const habit = (
  schedule: HabitSchedule,
  checkins: Checkin[] = [],
  extra: Partial<HabitLike> = {},
): HabitLike => ({
  schedule,
  target: { kind: 'check' },
  pauses: [],
  startDay: '2026-11-02',
  checkins,
  ...extra,
});
const done = (day: string, amount: number | null = null): Checkin => ({ day, state: 'done', amount });

describe('habit schedules', () => {
  it('says how often in words', () => {
    expect(scheduleWords({ kind: 'daily' })).toBe('Every day');
    expect(scheduleWords({ kind: 'weekdays', days: [5, 1, 3] })).toBe('Mon, Wed, Fri');
    expect(scheduleWords({ kind: 'weekly', times: 3 })).toBe('3 times a week');
    expect(scheduleWords({ kind: 'weekly', times: 1 })).toBe('Once a week');
    expect(scheduleWords({ kind: 'interval', every: 2 })).toBe('Every 2 days');
  });

  it('expects chosen weekdays only on those days', () => {
    const schedule: HabitSchedule = { kind: 'weekdays', days: [1, 3] };
    expect(windowOf(schedule, '2026-11-02', '2026-11-23')).toBeDefined(); // Monday
    expect(windowOf(schedule, '2026-11-02', '2026-11-24')).toBeUndefined(); // Tuesday
  });

  it('groups "every N days" in blocks from the first day', () => {
    const schedule: HabitSchedule = { kind: 'interval', every: 3 };
    expect(windowOf(schedule, '2026-11-02', '2026-11-06')).toEqual({
      start: '2026-11-05',
      end: '2026-11-07',
      quota: 1,
    });
  });

  it('counts "3 times a week" in Monday-to-Sunday weeks, any days', () => {
    const h = habit({ kind: 'weekly', times: 3 }, [done('2026-11-23'), done('2026-11-25')]);
    expect(weekProgress(h, '2026-11-26')).toEqual({ done: 2, of: 3 });
    expect(isDueToday(h, '2026-11-26')).toBe(true);
    const full = { ...h, checkins: [...h.checkins, done('2026-11-26')] };
    expect(isDueToday(full, '2026-11-27')).toBe(false);
    // A new week asks again.
    expect(isDueToday(full, '2026-11-30')).toBe(true);
  });

  it('shows each day by what happened, missing only a one-day window that is over', () => {
    const h = habit(
      { kind: 'daily' },
      [
        done('2026-11-20'),
        done('2026-11-21', 4),
        { day: '2026-11-22', state: 'skip', amount: null },
        { day: '2026-11-23', state: 'rest', amount: null },
      ],
      {
        target: { kind: 'count', amount: 8, unit: 'glasses' },
        pauses: [{ from: '2026-11-10', until: '2026-11-12' }],
      },
    );
    const today = '2026-11-25';
    expect(dayStatus(h, '2026-11-20', today)).toBe('done'); // done with no amount counts whole
    expect(dayStatus({ ...h, checkins: [done('2026-11-20', 8)] }, '2026-11-20', today)).toBe('done');
    expect(dayStatus(h, '2026-11-21', today)).toBe('partial');
    expect(dayStatus(h, '2026-11-22', today)).toBe('skip');
    expect(dayStatus(h, '2026-11-23', today)).toBe('rest');
    expect(dayStatus(h, '2026-11-24', today)).toBe('missed');
    expect(dayStatus(h, today, today)).toBe('open');
    expect(dayStatus(h, '2026-11-26', today)).toBe('future');
    expect(dayStatus(h, '2026-11-11', today)).toBe('paused');
    expect(dayStatus(h, '2026-11-01', today)).toBe('before');
    const weekly = habit({ kind: 'weekly', times: 3 });
    expect(dayStatus(weekly, '2026-11-10', today)).toBe('open');
  });

  it('expects nothing on a paused day', () => {
    const h = habit({ kind: 'daily' }, [], { pauses: [{ from: '2026-11-20', until: null }] });
    expect(isDueToday(h, '2026-11-25')).toBe(false);
    expect(isDueToday(habit({ kind: 'daily' }), '2026-11-25')).toBe(true);
  });

  it('welcomes back after several quiet days, but not after a pause', () => {
    const today = '2026-11-25';
    const busy = habit(
      { kind: 'daily' },
      dayRange('2026-11-02', '2026-11-24').map((d) => done(d)),
    );
    expect(welcomesBack(busy, today)).toBe(false);
    const quiet = habit(
      { kind: 'daily' },
      dayRange('2026-11-02', '2026-11-15').map((d) => done(d)),
    );
    expect(welcomesBack(quiet, today)).toBe(true);
    const paused = { ...quiet, pauses: [{ from: '2026-11-16', until: addDays(today, 3) }] };
    expect(welcomesBack(paused, today)).toBe(false);
    expect(welcomesBack(habit({ kind: 'daily' }, [], { startDay: '2026-11-23' }), today)).toBe(false);
  });
});
