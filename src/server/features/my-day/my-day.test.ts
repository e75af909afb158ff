import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DayPlan, Placement } from '../../../shared/my-day';
import type { Todo } from '../../../shared/todo/todos';
import { dayPlacements } from '../../db/schema';
import { useFeatureTest } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const feature = useFeatureTest<DayPlan>('/api/day');
const { t, alice, bob, request } = feature;

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

const addTodo = (user: TestUser, title: string) => json<Todo>(call(user, 'POST', '/api/todos', { title }));
const plan = (user: TestUser, query = '') => json<DayPlan>(request(user, 'GET', query));

// Monday 2 March 2026, in London.
const MONDAY = '2026-03-02';
const weekdays = {
  rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  time: '07:30',
  timeZone: 'Europe/London',
  startDay: '2026-01-05',
};

describe('/api/day', () => {
  it("shows a weekday routine on a Monday, not on a Sunday, with its steps' length", async () => {
    await call(alice, 'POST', '/api/routines', {
      name: 'Morning',
      icon: 'sun',
      steps: [{ title: 'Wash', minutes: 10 }, { title: 'Dress', minutes: 5 }, { title: 'Tea' }],
      schedule: weekdays,
    });
    await call(alice, 'POST', '/api/routines', { name: 'Whenever', steps: [] });
    const monday = await plan(alice, `?date=${MONDAY}&timeZone=Europe/London`);
    expect(monday.day).toBe(MONDAY);
    expect(monday.routines).toEqual([
      expect.objectContaining({ name: 'Morning', icon: 'sun', start: '07:30', minutes: 15 }),
    ]);
    const sunday = await plan(alice, '?date=2026-03-01&timeZone=Europe/London');
    expect(sunday.routines).toEqual([]);
  });

  it('places a todo on a day, moves it, and keeps one place per todo; done follows the todo', async () => {
    const todo = await addTodo(alice, 'Call the dentist');
    const placed = await call(alice, 'PUT', `/api/day/placements/${todo.id}`, {
      day: MONDAY,
      start: '10:00',
      minutes: 15,
    });
    expect(placed.status).toBe(200);
    expect(await placed.json()).toEqual<Placement>({
      todoId: todo.id,
      title: 'Call the dentist',
      completed: false,
      day: MONDAY,
      start: '10:00',
      minutes: 15,
    });
    await call(alice, 'PUT', `/api/day/placements/${todo.id}`, { day: MONDAY, start: '11:30', minutes: 20 });
    await call(alice, 'PATCH', `/api/todos/${todo.id}`, { completed: true });
    const monday = await plan(alice, `?date=${MONDAY}`);
    expect(monday.placements.filter((p) => p.todoId === todo.id)).toEqual([
      expect.objectContaining({ start: '11:30', minutes: 20, completed: true }),
    ]);
    // The todo list still holds it once.
    const todos = await json<Todo[]>(call(alice, 'GET', '/api/todos'));
    expect(todos.filter((item) => item.id === todo.id)).toHaveLength(1);
  });

  it('takes a todo off the day and keeps it on the list; deleting the todo removes its place', async () => {
    const first = await addTodo(alice, 'Post the letter');
    const second = await addTodo(alice, 'Water the plants');
    for (const todo of [first, second]) {
      await call(alice, 'PUT', `/api/day/placements/${todo.id}`, {
        day: MONDAY,
        start: '14:00',
        minutes: 10,
      });
    }
    expect((await call(alice, 'DELETE', `/api/day/placements/${first.id}`)).status).toBe(200);
    // Taking it off again is no error: it is simply not placed.
    expect((await call(alice, 'DELETE', `/api/day/placements/${first.id}`)).status).toBe(200);
    await call(alice, 'DELETE', `/api/todos/${second.id}`);
    const ids = (await plan(alice, `?date=${MONDAY}`)).placements.map((p) => p.todoId);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
    const todos = await json<Todo[]>(call(alice, 'GET', '/api/todos'));
    expect(todos.map((todo) => todo.id)).toContain(first.id);
  });

  it('refuses a bad placement with a plain message and keeps the one saved', async () => {
    const todo = await addTodo(alice, 'Book the car service');
    await call(alice, 'PUT', `/api/day/placements/${todo.id}`, { day: MONDAY, start: '09:00', minutes: 30 });
    const cases: [unknown, string][] = [
      [{ day: '2026-02-30', start: '09:00', minutes: 30 }, 'Please give the day like 2026-11-24.'],
      [{ day: MONDAY, start: '25:00', minutes: 30 }, 'Please give the time like 09:30.'],
      [{ day: MONDAY, start: '09:00', minutes: 2 }, 'Please give at least 5 minutes.'],
      [{ day: MONDAY, start: '09:00', minutes: 600 }, 'A placed task can take at most 8 hours.'],
      [{ day: MONDAY, start: '09:00' }, 'Please give how long it takes, in minutes.'],
      ['nonsense', ''],
    ];
    for (const [body, message] of cases) {
      const res = await call(alice, 'PUT', `/api/day/placements/${todo.id}`, body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { message: string } };
      if (message) expect(answer.error.message).toContain(message);
    }
    const kept = (await plan(alice, `?date=${MONDAY}`)).placements.find((p) => p.todoId === todo.id);
    expect(kept).toMatchObject({ start: '09:00', minutes: 30 });
  });

  it('refuses a day that is not a date, and reads an unknown time zone on the profile clock', async () => {
    const bad = await request(alice, 'GET', '?date=tomorrow');
    expect(bad.status).toBe(400);
    const answer = (await bad.json()) as { error: { message: string } };
    expect(answer.error.message).toContain('Please give the day like 2026-11-24.');
    const fallback = await request(alice, 'GET', '?timeZone=Mars/Olympus');
    expect(fallback.status).toBe(200);
  });

  it("never shows or moves another person's todo", async () => {
    const todo = await addTodo(alice, 'Private errand');
    await call(alice, 'PUT', `/api/day/placements/${todo.id}`, { day: MONDAY, start: '16:00', minutes: 15 });
    const moved = await call(bob, 'PUT', `/api/day/placements/${todo.id}`, {
      day: MONDAY,
      start: '08:00',
      minutes: 15,
    });
    expect(moved.status).toBe(404);
    expect((await call(bob, 'DELETE', `/api/day/placements/${todo.id}`)).status).toBe(404);
    expect((await plan(bob, `?date=${MONDAY}`)).placements).toEqual([]);
    const kept = (await plan(alice, `?date=${MONDAY}`)).placements.find((p) => p.todoId === todo.id);
    expect(kept).toMatchObject({ start: '16:00' });
  });

  it('names the habits that still ask for something that day', async () => {
    const habit = await json<{ id: string }>(
      call(bob, 'POST', '/api/habits', { name: 'Stretch', icon: 'droplet', schedule: { kind: 'daily' } }),
    );
    const today = await plan(bob);
    expect(today.habits).toEqual([{ id: habit.id, name: 'Stretch' }]);
    await call(bob, 'PUT', `/api/habits/${habit.id}/checkins`, { day: today.today, state: 'done' });
    expect((await plan(bob)).habits).toEqual([]);
  });

  it('reads a check-in at the start of a 30-day window, the longest, as done that day', async () => {
    // Every 30 days from 2 January: the window of 2 March began on 1 February, when it was done.
    const habit = await json<{ id: string }>(
      call(bob, 'POST', '/api/habits', {
        name: 'Change the sheets',
        icon: 'droplet',
        schedule: { kind: 'interval', every: 30 },
        startDay: '2026-01-02',
        checkins: [{ day: '2026-02-01', state: 'done' }],
      }),
    );
    const named = (day: DayPlan) => day.habits.filter((h) => h.id === habit.id);
    expect(named(await plan(bob, `?date=${MONDAY}`))).toEqual([]);
    expect(named(await plan(bob, '?date=2026-03-03'))).toEqual([{ id: habit.id, name: 'Change the sheets' }]);
  });

  it("reads only the person's own routines and habits, and counts the habits they keep", async () => {
    const me = await createUser(t.app);
    const other = await createUser(t.app);
    const habit = (user: TestUser, name: string) =>
      json<{ id: string }>(
        call(user, 'POST', '/api/habits', { name, schedule: { kind: 'daily' }, startDay: '2026-01-05' }),
      );
    const kept = await habit(me, 'Water the plants');
    const resting = await habit(me, 'Evening walk');
    await call(me, 'PATCH', `/api/habits/${resting.id}`, { archived: true });
    await habit(other, 'Someone else’s habit');
    await call(me, 'POST', '/api/routines', {
      name: 'Untimed',
      steps: [{ title: 'Breathe' }],
      schedule: weekdays,
    });
    await call(other, 'POST', '/api/routines', { name: 'Not mine', steps: [], schedule: weekdays });
    const monday = await plan(me, `?date=${MONDAY}&timeZone=Europe/London`);
    // A routine whose steps have no minutes takes ROUTINE_MINUTES_DEFAULT on the timeline.
    expect(monday.routines).toEqual([
      expect.objectContaining({ name: 'Untimed', start: '07:30', minutes: 15 }),
    ]);
    expect(monday.habits).toEqual([{ id: kept.id, name: 'Water the plants' }]);
    expect(monday.habitCount).toBe(1);
    expect(monday.placements).toEqual([]);
  });

  it('is in the data export, and goes with the account', async () => {
    const me = await createUser(t.app);
    const todo = await addTodo(me, 'Renew the library card');
    await call(me, 'PUT', `/api/day/placements/${todo.id}`, { day: MONDAY, start: '12:00', minutes: 10 });
    const data = await json<{ dayPlacements: unknown[] }>(
      call(me, 'POST', '/api/account/export', { currentPassword: me.password }),
    );
    expect(data.dayPlacements).toEqual([
      expect.objectContaining({ todoId: todo.id, day: MONDAY, startTime: '12:00', minutes: 10 }),
    ]);
    const gone = await call(me, 'DELETE', '/api/account', {
      confirmEmail: me.email,
      currentPassword: me.password,
    });
    expect(gone.status).toBe(200);
    expect(await t.database.db.select().from(dayPlacements).where(eq(dayPlacements.userId, me.id))).toEqual(
      [],
    );
  });
});
