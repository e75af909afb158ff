import type { Day } from './days';
import type { HabitLike } from './schedule';
import { checkinsByDay, windowResult, windowsBetween } from './schedule';

/**
 * The strength score (decision 084, docs/product.md#habit-tracker): an exponentially smoothed average of
 * the check-ins the habit asked for. Each expected check-in moves the score part of the way towards its
 * value (1 done, a share for partial progress, 0 missed); after HALF_LIFE expected check-ins, half of the
 * old score is left. Skipped, rest and paused days ask for nothing, so they move it by 0.
 */
export const HALF_LIFE = 13;
const KEEP = 0.5 ** (1 / HALF_LIFE);

/** One step of the score towards `value`. */
export function nextStrength(score: number, value: number): number {
  return score * KEEP + value * (1 - KEEP);
}

/**
 * The score from 0 to 1 at the end of `today`. Windows that are over count what they lacked as missed; the
 * window still open counts only what is done, so today is never a miss before it ends.
 */
export function habitStrength(habit: HabitLike, today: Day): number {
  if (today < habit.startDay) return 0;
  const byDay = checkinsByDay(habit.checkins);
  let score = 0;
  for (const window of windowsBetween(habit.schedule, habit.startDay, habit.startDay, today)) {
    const result = windowResult(habit, window, today, byDay);
    for (const value of result.values) score = nextStrength(score, value);
    if (result.closed)
      for (let i = result.values.length; i < result.quota; i += 1) score = nextStrength(score, 0);
  }
  return score;
}

/** The score as a whole percentage. */
export const strengthPercent = (score: number) => Math.round(score * 100);

/** The score in words, never about loss: "Just starting", "Growing", "Steady", "Strong". */
export function strengthWords(score: number): string {
  const percent = strengthPercent(score);
  if (percent < 15) return 'Just starting';
  if (percent < 45) return 'Growing';
  if (percent < 75) return 'Steady';
  return 'Strong';
}

/**
 * The streak, shown only when the person turns streaks on: how many windows in a row got everything they
 * asked for, counting back from the latest. Windows that asked for nothing (skipped, rest, paused) neither
 * add nor break it, and the open window adds once it is full but never breaks it.
 */
export function habitStreak(habit: HabitLike, today: Day): number {
  if (today < habit.startDay) return 0;
  const byDay = checkinsByDay(habit.checkins);
  const windows = windowsBetween(habit.schedule, habit.startDay, habit.startDay, today).reverse();
  let streak = 0;
  for (const window of windows) {
    const result = windowResult(habit, window, today, byDay);
    if (result.quota === 0) continue;
    const full = result.values.filter((v) => v >= 1).length >= result.quota;
    if (full) streak += 1;
    else if (result.closed) break;
  }
  return streak;
}
