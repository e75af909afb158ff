import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayRange } from './days';
import type { HabitLike } from './schedule';
import { habitStreak, habitStrength, strengthPercent, strengthWords } from './strength';
import type { Checkin, CheckinState, HabitSchedule } from './habits';

const START = '2026-01-05'; // a Monday
const habit = (schedule: HabitSchedule, checkins: Checkin[], extra: Partial<HabitLike> = {}): HabitLike => ({
  schedule,
  target: { kind: 'check' },
  pauses: [],
  startDay: START,
  checkins,
  ...extra,
});
const mark = (day: string, state: CheckinState = 'done', amount: number | null = null): Checkin => ({
  day,
  state,
  amount,
});
const run = (days: number) => dayRange(START, addDays(START, days - 1)).map((d) => mark(d));

describe('the strength score (decision 084)', () => {
  const longRun = run(90);
  const after = addDays(START, 90); // the day after the run
  const daily: HabitSchedule = { kind: 'daily' };
  const strong = habitStrength(habit(daily, longRun), addDays(after, 0));

  it('grows with a long run, without reaching 100% at once', () => {
    expect(strengthPercent(habitStrength(habit(daily, run(7)), addDays(START, 7)))).toBeLessThan(40);
    expect(strengthPercent(strong)).toBeGreaterThan(95);
    expect(strengthWords(strong)).toBe('Strong');
  });

  it('moves less than 10 points for one missed day after a long run', () => {
    const missed = habitStrength(habit(daily, longRun), addDays(after, 1));
    expect(strengthPercent(strong) - strengthPercent(missed)).toBeLessThan(10);
    expect(missed).toBeLessThan(strong);
  });

  it.each(['skip', 'rest'] as const)('moves 0 for a %s day', (state) => {
    const withDay = habitStrength(habit(daily, [...longRun, mark(after, state)]), addDays(after, 1));
    expect(withDay).toBe(strong);
  });

  it('moves 0 for paused days, however many', () => {
    const paused = habit(daily, longRun, { pauses: [{ from: after, until: addDays(after, 20) }] });
    expect(habitStrength(paused, addDays(after, 21))).toBe(strong);
  });

  it('keeps a day that was done before the habit was paused on it', () => {
    const donePaused = habit(daily, [mark(START)], { pauses: [{ from: START, until: null }] });
    const done = habit(daily, [mark(START)]);
    expect(habitStrength(donePaused, START)).toBe(habitStrength(done, START));
    expect(habitStrength(donePaused, START)).toBeGreaterThan(0);
  });

  it('never counts today as missed before it ends', () => {
    expect(habitStrength(habit(daily, longRun), after)).toBe(strong);
  });

  it('keeps partial progress as a share of the target', () => {
    const target = { kind: 'count', amount: 8, unit: 'glasses' } as const;
    const half = habitStrength(habit(daily, [mark(START, 'done', 4)], { target }), addDays(START, 1));
    const whole = habitStrength(habit(daily, [mark(START, 'done', 8)], { target }), addDays(START, 1));
    const none = habitStrength(habit(daily, [], { target }), addDays(START, 1));
    expect(half).toBeGreaterThan(none);
    expect(half).toBeCloseTo(whole / 2, 5);
  });

  it('counts "3 times a week" by the week: three on any days is as good as a daily run', () => {
    const weeks = 20;
    const checkins = Array.from({ length: weeks }, (_, w) =>
      [0, 2, 5].map((d) => mark(addDays(START, w * 7 + d))),
    ).flat();
    const weekly = habitStrength(habit({ kind: 'weekly', times: 3 }, checkins), addDays(START, weeks * 7));
    expect(strengthPercent(weekly)).toBeGreaterThan(90);
    // Two in a week lacks one check-in: one small step down.
    const short = checkins.filter((c) => c.day !== addDays(START, (weeks - 1) * 7 + 5));
    const less = habitStrength(habit({ kind: 'weekly', times: 3 }, short), addDays(START, weeks * 7));
    expect(strengthPercent(weekly) - strengthPercent(less)).toBeLessThan(10);
  });

  it('stays between 0 and 1 whatever happens', () => {
    const state = fc.constantFrom<CheckinState | 'none'>('done', 'skip', 'rest', 'none');
    fc.assert(
      fc.property(fc.array(state, { maxLength: 60 }), (states) => {
        const checkins = states.flatMap((s, i) => (s === 'none' ? [] : [mark(addDays(START, i), s)]));
        const score = habitStrength(habit(daily, checkins), addDays(START, states.length));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('streaks (off unless turned on)', () => {
  it('counts full days back from the latest, stepping over skipped days and an open today', () => {
    const checkins = [...run(5), mark(addDays(START, 5), 'skip'), mark(addDays(START, 6))];
    expect(habitStreak(habit({ kind: 'daily' }, checkins), addDays(START, 7))).toBe(6);
    expect(habitStreak(habit({ kind: 'daily' }, checkins), addDays(START, 8))).toBe(0);
  });
});
