import { describe, expect, it } from 'vitest';
import type { Day } from './days';
import { addDays, dayRange } from './days';
import type { HabitLike } from './schedule';
import { dayStatus, isDueToday, welcomesBack } from './schedule';
import { habitStrength, strengthPercent, strengthWords } from './strength';
import type { Checkin, CheckinState, HabitSchedule, HabitTarget } from './habits';

/*
 * Four habits kept for a month as a person really keeps them: a good start, misses, skipped days, a week's
 * holiday pause and check-ins logged a day late. Day by day, the progress the screen shows must stay honest
 * and kind: a missed day never wipes it out, and skips and the pause move nothing.
 */
const FIRST: Day = '2026-03-02'; // a Monday
const LAST: Day = '2026-03-31';
const HOLIDAY = { from: '2026-03-16', until: '2026-03-22' };

interface Plan {
  name: string;
  schedule: HabitSchedule;
  target: HabitTarget;
  /** What the person does on a day: a check-in, or nothing. */
  act(day: Day, n: number): { state: CheckinState; amount?: number } | undefined;
  /** Logged the day after, from the "earlier days" list. */
  late?(n: number): boolean;
}

const PLANS: Plan[] = [
  {
    name: 'Drink water, 8 glasses',
    schedule: { kind: 'daily' },
    target: { kind: 'count', amount: 8, unit: 'glasses' },
    // Mostly all 8, some days part of it, a missed day now and then.
    act: (_day, n) => (n % 9 === 4 ? undefined : { state: 'done', amount: n % 5 === 2 ? 5 : 8 }),
    late: (n) => n % 6 === 1,
  },
  {
    name: 'Exercise',
    schedule: { kind: 'weekly', times: 3 },
    target: { kind: 'check' },
    act: (_day, n) => ([0, 2, 4].includes(n % 7) && n !== 9 ? { state: 'done' } : undefined),
  },
  {
    name: 'Read one page',
    schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
    target: { kind: 'check' },
    act: (_day, n) => (n % 11 === 3 ? { state: 'skip' } : n % 13 === 7 ? undefined : { state: 'done' }),
    late: (n) => n % 4 === 0,
  },
  {
    name: 'Stretch',
    schedule: { kind: 'interval', every: 2 },
    target: { kind: 'check' },
    act: (_day, n) => (n % 2 === 0 && n !== 22 ? { state: n === 10 ? 'rest' : 'done' } : undefined),
  },
];

/** The month lived day by day: what the habit holds at the end of each day (late check-ins land a day later). */
function live(plan: Plan) {
  const habit: HabitLike & { checkins: Checkin[] } = {
    schedule: plan.schedule,
    target: plan.target,
    pauses: [HOLIDAY],
    startDay: FIRST,
    checkins: [],
  };
  const days = dayRange(FIRST, LAST);
  const seen: { day: Day; strength: number; habit: HabitLike; acted?: CheckinState }[] = [];
  let lateOne: Checkin | undefined;
  days.forEach((day, n) => {
    if (lateOne) habit.checkins.push(lateOne);
    lateOne = undefined;
    const onHoliday = day >= HOLIDAY.from && day <= HOLIDAY.until;
    const action = onHoliday ? undefined : plan.act(day, n);
    if (action) {
      const checkin = { day, state: action.state, amount: action.amount ?? null };
      if (plan.late?.(n)) lateOne = checkin;
      else habit.checkins.push(checkin);
    }
    seen.push({
      day,
      strength: habitStrength(habit, addDays(day, 1)),
      habit: { ...habit, checkins: [...habit.checkins] },
      acted: action?.state,
    });
  });
  return { habit, seen };
}

describe.each(PLANS)('a month of "$name"', (plan) => {
  const { habit, seen } = live(plan);

  it('never loses more than 10 points in a day, and ends the month with real progress', () => {
    for (let i = 1; i < seen.length; i += 1) {
      const drop = strengthPercent(seen[i - 1]!.strength) - strengthPercent(seen[i]!.strength);
      expect(drop, `${plan.name} on ${seen[i]!.day}`).toBeLessThanOrEqual(10);
    }
    const end = habitStrength(habit, addDays(LAST, 1));
    // A month is a start (the score's half-life is 13 check-ins): growing, and more than before the holiday.
    expect(strengthPercent(end)).toBeGreaterThanOrEqual(30);
    expect(strengthWords(end)).not.toBe('Just starting');
    expect(end).toBeGreaterThan(habitStrength(habit, HOLIDAY.from));
  });

  it('moves nothing during the holiday pause, and shows its days as paused, not missed', () => {
    const before = habitStrength(habit, HOLIDAY.from);
    for (const day of dayRange(HOLIDAY.from, HOLIDAY.until)) {
      expect(dayStatus(habit, day, LAST)).toBe('paused');
      expect(isDueToday(habit, day)).toBe(false);
      expect(habitStrength(habit, day)).toBeCloseTo(before, 10);
    }
    expect(welcomesBack(habit, addDays(HOLIDAY.until, 1))).toBe(false);
  });

  it('counts a late check-in exactly as if it had been made on the day', () => {
    const onTime = live({ ...plan, late: undefined }).habit;
    expect(habitStrength(habit, addDays(LAST, 1))).toBeCloseTo(habitStrength(onTime, addDays(LAST, 1)), 10);
  });

  it('shows skipped and rest days as such, and they move the score by 0', () => {
    const quiet = seen.filter((s) => s.acted === 'skip' || s.acted === 'rest');
    if (plan.name === 'Read one page' || plan.name === 'Stretch') expect(quiet.length).toBeGreaterThan(0);
    for (const { day, acted } of quiet) {
      expect(dayStatus(habit, day, LAST)).toBe(acted);
      const without = { ...habit, checkins: habit.checkins.filter((c) => c.day !== day) };
      // A skip asks for nothing: the score is what it would be had the day never asked at all.
      expect(habitStrength(habit, addDays(day, 1))).toBeGreaterThanOrEqual(
        habitStrength(without, addDays(day, 1)),
      );
    }
  });
});
