import { describe, expect, it } from 'vitest';
import type { DayPlan } from './my-day';
import {
  estimateWords,
  firstFreeStart,
  lengthWords,
  nowAndNext,
  placedWords,
  timeline,
  todoMinutes,
} from './my-day';

const routine = (id: string, start: string, minutes: number) => ({
  id,
  name: id,
  icon: 'sun',
  start,
  minutes,
});
const placed = (todoId: string, start: string, minutes: number, completed = false) => ({
  todoId,
  title: todoId,
  completed,
  day: '2026-03-02',
  start,
  minutes,
});
const plan = (
  routines: DayPlan['routines'],
  placements: DayPlan['placements'],
): Pick<DayPlan, 'routines' | 'placements'> => ({ routines, placements });
const at = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};

describe('timeline', () => {
  it('is one free stretch from 7:00 to 22:00 on an empty day', () => {
    expect(timeline(plan([], []))).toEqual([{ kind: 'free', start: at('07:00'), end: at('22:00') }]);
  });

  it('puts routines and todos in order with the free time between them', () => {
    const entries = timeline(plan([routine('Morning', '07:30', 45)], [placed('Dentist', '10:00', 30)]));
    expect(entries.map((e) => [e.kind, e.start, e.end])).toEqual([
      ['free', at('07:00'), at('07:30')],
      ['routine', at('07:30'), at('08:15')],
      ['free', at('08:15'), at('10:00')],
      ['todo', at('10:00'), at('10:30')],
      ['free', at('10:30'), at('22:00')],
    ]);
    expect(entries.filter((e) => e.kind !== 'free').every((e) => 'overlaps' in e && !e.overlaps)).toBe(true);
  });

  it('shows overlaps on both entries and widens the day for an early start', () => {
    const entries = timeline(plan([routine('Run', '06:00', 40)], [placed('Stretch', '06:30', 20)]));
    expect(entries[0]).toMatchObject({ kind: 'routine', start: at('06:00'), overlaps: true });
    expect(entries[1]).toMatchObject({ kind: 'todo', start: at('06:30'), overlaps: true });
    // No free time inside a busy stretch, and none before the first entry.
    expect(entries[2]).toEqual({ kind: 'free', start: at('06:50'), end: at('22:00') });
  });

  it('puts a routine before a todo that starts at the same time, and stops at midnight', () => {
    const entries = timeline(plan([routine('Evening', '23:30', 60)], [placed('Pack', '23:30', 10, true)]));
    const busy = entries.filter((e) => e.kind !== 'free');
    expect(busy.map((e) => e.kind)).toEqual(['routine', 'todo']);
    expect(busy[0]?.end).toBe(24 * 60);
    expect(busy[1]).toMatchObject({ completed: true, overlaps: true });
  });
});

describe('todoMinutes and the estimate’s words', () => {
  const tax = { low: 120, high: 480, basis: 'kind', note: 'often over two or three sittings' } as const;
  const text = { low: 5, high: 20, basis: 'kind', note: null } as const;
  it('plans with the long end of the range, or 25 minutes where there is no estimate', () => {
    expect(todoMinutes({ estimate: text })).toBe(20);
    expect(todoMinutes({ estimate: tax })).toBe(480);
    expect(todoMinutes({ estimate: { ...tax, high: 900 } })).toBe(480);
    expect(todoMinutes({ estimate: null })).toBe(25);
  });

  it('says the range, its note and how the length was chosen, or plainly that there is none', () => {
    expect(estimateWords(tax)).toBe('About 2 to 8 h, often over two or three sittings.');
    expect(estimateWords(text)).toBe('About 5 to 20 min.');
    expect(estimateWords({ low: 30, high: 90, basis: 'history', note: 'from your last 4 times' })).toBe(
      'About 30 min to 1 h 30 min, from your last 4 times.',
    );
    expect(estimateWords(null)).toBe('No estimate: there is nothing to go on for this kind of task yet.');
    expect(placedWords({ estimate: text })).toBe('Planned with the longer end: 20 min.');
    expect(placedWords({ estimate: { ...tax, high: 900 } })).toBe(
      'Placed for 8 h, the most one place on the day holds.',
    );
    expect(placedWords({ estimate: null })).toBe('Placed for 25 min to start with; change it as you like.');
  });
});

describe('firstFreeStart', () => {
  const entries = timeline(plan([routine('Morning', '07:30', 45)], [placed('Dentist', '09:00', 60)]));
  it('finds the first free stretch long enough, from a time rounded up to 5 minutes', () => {
    expect(firstFreeStart(entries, 30, at('07:00'))).toBe('07:00');
    expect(firstFreeStart(entries, 35, at('07:00'))).toBe('08:15');
    expect(firstFreeStart(entries, 60, at('07:00'))).toBe('10:00');
    expect(firstFreeStart(entries, 20, at('08:21'))).toBe('08:25');
  });
  it('falls back to the time itself when nothing is free that long', () => {
    expect(firstFreeStart(entries, 480, at('20:02'))).toBe('20:05');
  });
});

describe('lengthWords', () => {
  it('says minutes and hours plainly', () => {
    expect(lengthWords(25)).toBe('25 min');
    expect(lengthWords(60)).toBe('1 h');
    expect(lengthWords(90)).toBe('1 h 30 min');
  });
});

describe('nowAndNext', () => {
  const day = timeline(
    plan(
      [routine('Morning', '07:30', 45)],
      [placed('Dentist', '10:00', 30), placed('Post', '09:00', 10, true), placed('Lunch', '12:00', 45)],
    ),
  );
  const names = (now: number) => {
    const found = nowAndNext(day, now);
    return [found.now?.title, found.next?.title];
  };

  it('is what is under way and what starts after it', () => {
    expect(names(at('07:30'))).toEqual(['Morning', 'Dentist']);
    expect(names(at('10:29'))).toEqual(['Dentist', 'Lunch']);
  });

  it('is only what comes next between things, and nothing after the last', () => {
    expect(names(at('06:00'))).toEqual([undefined, 'Morning']);
    // The 9:00 task is done: it is neither now nor next.
    expect(names(at('08:30'))).toEqual([undefined, 'Dentist']);
    expect(names(at('10:30'))).toEqual([undefined, 'Lunch']);
    expect(names(at('13:00'))).toEqual([undefined, undefined]);
  });

  it('takes the one that started first when two overlap', () => {
    const both = timeline(plan([routine('Walk', '09:00', 60)], [placed('Call', '09:30', 30)]));
    const found = nowAndNext(both, at('09:40'));
    expect([found.now?.title, found.next?.title]).toEqual(['Walk', undefined]);
  });
});
