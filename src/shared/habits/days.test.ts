import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  dayRange,
  daysBetween,
  isDay,
  localDay,
  monthStart,
  weekDays,
  weekStart,
  weekday,
} from './days';

describe('local days in a time zone', () => {
  it('counts a check-in at 23:30 in London for that evening, in summer and in winter', () => {
    // 23:30 British Summer Time is 22:30 UTC.
    expect(localDay(new Date('2026-07-14T22:30:00Z'), 'Europe/London')).toBe('2026-07-14');
    expect(localDay(new Date('2026-07-14T23:30:00Z'), 'Europe/London')).toBe('2026-07-15');
    // In winter London is on UTC.
    expect(localDay(new Date('2026-01-14T23:30:00Z'), 'Europe/London')).toBe('2026-01-14');
  });

  it('counts a check-in at 23:30 in New York for that evening, not the next day as UTC would', () => {
    // 23:30 EDT is 03:30 UTC the next day; 23:30 EST is 04:30 UTC.
    expect(localDay(new Date('2026-07-15T03:30:00Z'), 'America/New_York')).toBe('2026-07-14');
    expect(localDay(new Date('2026-01-15T04:30:00Z'), 'America/New_York')).toBe('2026-01-14');
    expect(localDay(new Date('2026-01-15T05:00:00Z'), 'America/New_York')).toBe('2026-01-15');
  });

  it('reads an unknown or empty zone as UTC', () => {
    expect(localDay(new Date('2026-07-14T23:30:00Z'), 'Not/AZone')).toBe('2026-07-14');
    expect(localDay(new Date('2026-07-14T23:30:00Z'), '')).toBe('2026-07-14');
  });

  it.each([
    ['Europe/London', '2026-03-29', '2026-10-25'],
    ['America/New_York', '2026-03-08', '2026-11-01'],
  ])('keeps seven days in the weeks when %s changes its clocks', (zone, spring, autumn) => {
    for (const change of [spring, autumn]) {
      const week = weekDays(change);
      expect(week).toHaveLength(7);
      expect(new Set(week).size).toBe(7);
      expect(daysBetween(week[0]!, week[6]!)).toBe(6);
      // Every day of the week is reached by some local noon, one after another.
      const noons = week.map((day) => localDay(new Date(`${day}T12:00:00Z`), zone));
      expect(noons).toEqual(week);
    }
    // Around the change, every hour belongs to one of the local days, in order, with none skipped.
    const hours = Array.from({ length: 72 }, (_, i) =>
      localDay(new Date(Date.parse(`${addDays(spring, -1)}T00:00:00Z`) + i * 3_600_000), zone),
    );
    const distinct = [...new Set(hours)];
    for (let i = 1; i < distinct.length; i += 1) expect(daysBetween(distinct[i - 1]!, distinct[i]!)).toBe(1);
  });

  it('names weekdays from Monday 1 to Sunday 7 and starts weeks on Monday', () => {
    expect(weekday('2026-11-23')).toBe(1);
    expect(weekday('2026-11-29')).toBe(7);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
  });

  it('checks dates and moves across months and years', () => {
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-1-01')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayRange('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(monthStart('2026-11-24')).toBe('2026-11-01');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-01');
  });

  it('adds and subtracts days consistently', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30_000 }), fc.integer({ min: -400, max: 400 }), (n, k) => {
        const day = addDays('2000-01-01', n);
        expect(isDay(day)).toBe(true);
        expect(daysBetween(day, addDays(day, k))).toBe(k);
      }),
    );
  });
});
