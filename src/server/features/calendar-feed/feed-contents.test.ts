import { describe, expect, it } from 'vitest';
import type { CalendarFeedState } from '../../../shared/calendar-feed';
import { FEED_DAYS } from '../../../shared/calendar-feed';
import { addDays, localDay, weekday } from '../../../shared/habits/days';
import { zonedInstant } from '../../../shared/routine-planner/schedule';
import type { Habit } from '../../../shared/habits/habits';
import type { Todo } from '../../../shared/todo/todos';
import { readCalendar } from '../../test/ical-reader';
import { useFeatureTest } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

// What the private calendar feed holds, read back by python3-icalendar as a calendar app would
// (docs/product.md#calendar-feed, decision 100).

const feature = useFeatureTest<CalendarFeedState>('/api/calendar-feed');
const { t, alice, bob, request } = feature;

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

const NEW_YORK = 'America/New_York';

async function placeTodo(user: TestUser, title: string, day: string, start: string, minutes: number) {
  const todo = await json<Todo>(call(user, 'POST', '/api/todos', { title }));
  const res = await call(user, 'PUT', `/api/day/placements/${todo.id}`, { day, start, minutes });
  expect(res.status).toBe(200);
  return todo;
}

/** Turns the feed on and reads it as a calendar app does: no cookie, only the address. */
async function feedOf(user: TestUser) {
  const state = await json<CalendarFeedState>(request(user, 'POST'));
  const res = await t.app.request(new URL(state.address!).pathname);
  expect(res.status).toBe(200);
  return { res, text: await res.text() };
}

describe('the calendar feed', () => {
  it('holds the scheduled routines and the placed todos to come, each with a reminder at its start', async () => {
    await call(alice, 'PATCH', '/api/profile', {
      fullName: 'Alice Private',
      conditions: ['ADHD', 'Dyslexia'],
      location: { city: 'Boston', country: 'US', timezone: NEW_YORK },
    });
    const morning = await json<{ id: string }>(
      call(alice, 'POST', '/api/routines', {
        name: 'Morning',
        steps: [
          { title: 'Wash', minutes: 10 },
          { title: 'Dress', minutes: 5 },
        ],
        schedule: {
          rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
          time: '07:30',
          timeZone: 'Europe/London',
          startDay: '2026-01-04',
        },
      }),
    );
    await call(alice, 'POST', '/api/routines', { name: 'Whenever', steps: [{ title: 'Stretch' }] });
    await call(alice, 'POST', '/api/habits', { name: 'Drink water' });
    // Two days' margin either side of the window, so the test holds across midnight.
    const today = localDay(new Date(), NEW_YORK);
    const soon = await placeTodo(alice, 'Call the dentist', addDays(today, 1), '09:30', 25);
    const last = await placeTodo(alice, 'Pay the rent', addDays(today, FEED_DAYS - 2), '18:00', 90);
    await placeTodo(alice, 'Already gone', addDays(today, -2), '10:00', 15);
    await placeTodo(alice, 'Too far ahead', addDays(today, FEED_DAYS + 1), '10:00', 15);
    const done = await placeTodo(alice, 'Done already', addDays(today, 2), '11:00', 15);
    await call(alice, 'PATCH', `/api/todos/${done.id}`, { completed: true });
    await placeTodo(bob, 'Not yours', addDays(today, 1), '09:00', 15);

    const { res, text } = await feedOf(alice);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    // Nothing from the profile but its time zone: no name, no conditions.
    for (const secret of [
      'Alice Private',
      'ADHD',
      'Dyslexia',
      'Boston',
      alice.email,
      'Not yours',
      'Drink water',
    ]) {
      expect(text).not.toContain(secret);
    }

    const read = readCalendar(text);
    expect(read.name).toBe('NeuroNest');
    expect(read.refresh).toBe('PT1H');
    expect(read.zones).toEqual({ 'Europe/London': [0, 1], [NEW_YORK]: [-5, -4] });
    const atStart = (name: string) => [{ action: 'DISPLAY', before: 0, description: `${name} starts now.` }];
    expect(read.events).toEqual([
      {
        uid: `routine-${morning.id}@neuronest`,
        summary: 'Morning',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
        tzid: 'Europe/London',
        start: '2026-01-05T07:30:00',
        utc: '2026-01-05T07:30:00+00:00',
        next: '2026-07-01T07:30:00+01:00',
        minutes: 15,
        alarms: atStart('Morning'),
      },
      ...[
        [soon, 'Call the dentist', addDays(today, 1), '09:30', 25],
        [last, 'Pay the rent', addDays(today, FEED_DAYS - 2), '18:00', 90],
      ].map(([todo, title, day, time, minutes]) => ({
        uid: `todo-${(todo as Todo).id}@neuronest`,
        summary: title,
        rrule: null,
        tzid: NEW_YORK,
        start: `${day as string}T${time as string}:00`,
        utc: zonedInstant(day as string, time as string, NEW_YORK)
          .toISOString()
          .replace('.000Z', '+00:00'),
        next: null,
        minutes,
        alarms: atStart(title as string),
      })),
    ]);
  });

  it('keeps each UID from one read to the next, and moves a todo that moves', async () => {
    const today = localDay(new Date(), 'UTC');
    const todo = await placeTodo(bob, 'Water the plants', addDays(today, 3), '08:00', 15);
    const first = readCalendar((await feedOf(bob)).text);
    await call(bob, 'PUT', `/api/day/placements/${todo.id}`, {
      day: addDays(today, 4),
      start: '12:15',
      minutes: 30,
    });
    const state = await json<CalendarFeedState>(request(bob, 'GET'));
    const again = readCalendar(await (await t.app.request(new URL(state.address!).pathname)).text());
    const mine = (read: typeof first) => read.events.find((e) => e.summary === 'Water the plants');
    expect(mine(again)?.uid).toBe(mine(first)?.uid);
    expect(mine(again)?.start).toBe(`${addDays(today, 4)}T12:15:00`);
    // Without a time zone in the profile, the day is read on UTC's clock.
    expect(mine(again)?.tzid).toBe('UTC');
    expect(new Set(again.events.map((e) => e.uid)).size).toBe(again.events.length);
  });

  it('is a calendar with no events, not an error, when nothing is scheduled', async () => {
    const me = await createUser(t.app);
    const read = readCalendar((await feedOf(me)).text);
    expect(read).toMatchObject({ name: 'NeuroNest', zones: {}, events: [] });
  });

  it('holds each habit with a reminder at its time, and each reminder with the lead the person chose', async () => {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Boston', country: 'US', timezone: NEW_YORK },
    });
    const walk = await json<Habit>(
      call(me, 'POST', '/api/habits', {
        name: 'Walk',
        why: 'Fresh air',
        schedule: { kind: 'weekdays', days: [1, 3, 5] },
      }),
    );
    await call(me, 'POST', '/api/habits', { name: 'No reminder' });
    const routine = await json<{ id: string }>(
      call(me, 'POST', '/api/routines', {
        name: 'Evening',
        steps: [{ title: 'Read', minutes: 20 }],
        schedule: { rule: 'FREQ=DAILY', time: '21:00', timeZone: NEW_YORK, startDay: '2026-01-01' },
      }),
    );
    await call(me, 'PUT', '/api/reminders', {
      kind: 'habit',
      targetId: walk.id,
      leadMinutes: 5,
      time: '08:00',
    });
    await call(me, 'PUT', '/api/reminders', { kind: 'routine', targetId: routine.id, leadMinutes: 15 });

    const read = readCalendar((await feedOf(me)).text);
    expect(read.events.map((e) => e.summary).sort()).toEqual(['Evening', 'Walk']);
    expect(read.events.find((e) => e.summary === 'Evening')?.alarms).toEqual([
      { action: 'DISPLAY', before: 15, description: 'Evening starts in 15 minutes.' },
    ]);
    // The first start is a Monday, Wednesday or Friday on or after the habit's first day.
    const start = read.events.find((e) => e.summary === 'Walk')!.start.slice(0, 10);
    expect(start >= walk.startDay && [1, 3, 5].includes(weekday(start))).toBe(true);
    expect(read.events.find((e) => e.summary === 'Walk')).toEqual({
      uid: `habit-${walk.id}@neuronest`,
      summary: 'Walk',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      tzid: NEW_YORK,
      start: expect.stringMatching(/T08:00:00$/),
      utc: expect.stringMatching(/T1[23]:00:00\+00:00$/),
      next: expect.stringMatching(/T08:00:00-0[45]:00$/),
      minutes: 5,
      alarms: [{ action: 'DISPLAY', before: 5, description: 'Walk in 5 minutes.' }],
    });
  });
});
