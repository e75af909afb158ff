import { describe, expect, it } from 'vitest';
import type { DayPlan } from '../../../shared/my-day';
import type { Todo } from '../../../shared/todo/todos';
import type { WordsDayAnswer } from '../../../shared/words/day';
import { PLACEMENT_MINUTES_DEFAULT } from '../../../shared/my-day';
import { placeToday, timeTodayIn } from '../../../shared/words/day';
import { minutesOf } from '../../../shared/clock-time';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';

const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

const at = (time: string) => minutesOf(time);

describe('where "Add to My Day" places a task', () => {
  it('takes the first free time from now that holds the task whole, around what is there', () => {
    const busy = [
      { start: at('10:00'), end: at('10:20') },
      { start: at('10:40'), end: at('11:30') },
    ];
    // 09:52 rounds up to 09:55; 30 minutes do not fit before 10:00, nor between 10:20 and 10:40.
    expect(placeToday(busy, [{ minutes: 30 }], at('09:52'))).toEqual(['11:30']);
    // 5 minutes fit before 10:00; the next task is placed after the first, never over it.
    expect(placeToday(busy, [{ minutes: 5 }, { minutes: 20 }], at('09:52'))).toEqual(['09:55', '10:20']);
  });

  it('uses the time the ask names for today when it is ahead and free, and the next free time when not', () => {
    expect(placeToday([], [{ minutes: 30, when: 'today at 3pm' }], at('09:00'))).toEqual(['15:00']);
    expect(placeToday([], [{ minutes: 30, when: 'by 4 pm' }], at('09:00'))).toEqual(['15:30']);
    // Taken: the next free time from now instead.
    const busy = [{ start: at('15:00'), end: at('16:00') }];
    expect(placeToday(busy, [{ minutes: 30, when: 'at 15:00' }], at('09:00'))).toEqual(['09:00']);
    // Already past, or another day: from now.
    expect(placeToday([], [{ minutes: 30, when: 'at 8am' }], at('09:00'))).toEqual(['09:00']);
    expect(placeToday([], [{ minutes: 30, when: 'on Friday at 3pm' }], at('09:00'))).toEqual(['09:00']);
  });

  it('never places a task past midnight: what does not fit today gets no time', () => {
    expect(placeToday([], [{ minutes: 30 }], at('23:40'))).toEqual([null]);
    expect(placeToday([], [{ minutes: 20 }, { minutes: 30 }], at('23:40'))).toEqual(['23:40', null]);
    const full = [{ start: at('12:00'), end: 24 * 60 }];
    expect(placeToday(full, [{ minutes: 5 }], at('12:00'))).toEqual([null]);
  });

  it('reads a time today only from a date that names no other day', () => {
    expect(timeTodayIn('today at 3pm')).toEqual({ minutes: at('15:00'), by: false });
    expect(timeTodayIn('by 10:30')).toEqual({ minutes: at('10:30'), by: true });
    expect(timeTodayIn('at noon')).toEqual({ minutes: at('12:00'), by: false });
    expect(timeTodayIn('tomorrow at 3pm')).toBeNull();
    expect(timeTodayIn('on Monday at 3pm')).toBeNull();
    expect(timeTodayIn('by Friday')).toBeNull();
    expect(timeTodayIn(null)).toBeNull();
  });
});

describe('POST /api/words/my-day', () => {
  it('adds each task as a todo placed on today, in free time and never over an entry', async () => {
    const res = await call(alice, 'POST', '/api/words/my-day', {
      tasks: [
        { title: 'Send them the slides', when: null },
        { title: 'Reply: Are you free on Monday?', when: 'on Monday' },
      ],
      timeZone: 'Europe/London',
    });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as WordsDayAnswer;
    const todos = await json<Todo[]>(call(alice, 'GET', '/api/todos'));
    expect(todos.map((todo) => todo.title).sort()).toEqual([
      'Reply: Are you free on Monday?',
      'Send them the slides',
    ]);
    const plan = await json<DayPlan>(call(alice, 'GET', '/api/day?timeZone=Europe/London'));
    expect(plan.day).toBe(answer.day);
    const placed = answer.items.filter((item) => item.start !== null);
    expect(plan.placements.map((p) => [p.todoId, p.start, p.minutes]).sort()).toEqual(
      placed.map((item) => [item.todoId, item.start, item.minutes]).sort(),
    );
    for (const item of answer.items) {
      const todo = todos.find((each) => each.id === item.todoId);
      expect(item.minutes).toBe(todo?.estimate ? todo.estimate.high : PLACEMENT_MINUTES_DEFAULT);
    }
    const spans = placed.map((item) => [
      minutesOf(item.start ?? ''),
      minutesOf(item.start ?? '') + item.minutes,
    ]);
    for (const [start = 0, end = 0] of spans) {
      expect(end).toBeLessThanOrEqual(24 * 60);
      expect(spans.filter(([s = 0, e = 0]) => s < end && start < e)).toHaveLength(1);
    }
    // Bob's day is his own.
    expect((await json<DayPlan>(call(bob, 'GET', '/api/day?timeZone=Europe/London'))).placements).toEqual([]);
  });

  it('says which did not fit when the rest of today is full, and keeps them on the todo list', async () => {
    const day = (await json<DayPlan>(call(bob, 'GET', '/api/day?timeZone=UTC'))).today;
    for (const start of ['00:00', '08:00', '16:00']) {
      const todo = await json<Todo>(call(bob, 'POST', '/api/todos', { title: `Block ${start}` }));
      const placed = await call(bob, 'PUT', `/api/day/placements/${todo.id}`, { day, start, minutes: 480 });
      expect(placed.status).toBe(200);
    }
    const answer = await json<WordsDayAnswer>(
      call(bob, 'POST', '/api/words/my-day', { tasks: [{ title: 'Buy milk' }], timeZone: 'UTC' }),
    );
    expect(answer.items).toEqual([expect.objectContaining({ title: 'Buy milk', start: null })]);
    const plan = await json<DayPlan>(call(bob, 'GET', '/api/day?timeZone=UTC'));
    expect(plan.placements.map((p) => p.title)).not.toContain('Buy milk');
    const todos = await json<Todo[]>(call(bob, 'GET', '/api/todos'));
    expect(todos.map((todo) => todo.title)).toContain('Buy milk');
  });

  it('refuses an empty list or a bad task with a plain message', async () => {
    const empty = await call(alice, 'POST', '/api/words/my-day', { tasks: [] });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { message: string } }).error.message).toMatch(
      /at least one task/,
    );
    const blank = await call(alice, 'POST', '/api/words/my-day', { tasks: [{ title: '  ' }] });
    expect(blank.status).toBe(400);
  });
});
