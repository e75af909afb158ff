import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, localDay } from '../../../shared/habits/days';
import type { ReminderDue } from '../../../shared/reminders';
import { zonedInstant } from '../../../shared/routine-planner/schedule';
import type { Todo } from '../../../shared/todo/todos';
import { createLogger } from '../../logger';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { useRemindedPeople } from '../../test/reminded-people';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import type { ReminderQueue } from './jobs';
import { peopleWithJobs, queueBoss, reminderQueue } from './jobs';

// Reminders on the kept job queue (decision 163), on the real clock: each person's job waits for their next
// moment, a change moves it, and a job run any number of times pushes each moment once.

const { t, push, deps, personWithRoutine, messages } = useRemindedPeople();
let queue: ReminderQueue;
let app: TestApp;
beforeAll(async () => {
  queue = reminderQueue(t.database, createLogger('silent'), { pollingSeconds: 0.5, superviseSeconds: 1 });
  // An app on the same database whose changes plan people's jobs, as `npm start` runs it.
  app = await createTestApp({}, t.database, createLogger('silent'), queue);
  await queue.work(deps());
});
afterAll(() => queue.stop());

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  app.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));

/** The next 07:30 (or `time`) on a New York clock after now. */
function nextInNewYork(time: string): Date {
  const today = localDay(new Date(), 'America/New_York');
  const at = zonedInstant(today, time, 'America/New_York');
  return at > new Date() ? at : zonedInstant(addDays(today, 1), time, 'America/New_York');
}

describe('reminder jobs', () => {
  it('waits for the person’s next reminder, and moves when the routine’s time changes', async () => {
    const { me, routine } = await personWithRoutine();
    // The person's changes went through the app without the queue: a change through this one plans the job.
    await call(me, 'PATCH', '/api/reminders/settings', { quietHours: false });
    await vi.waitFor(async () => expect(await queue.waitingJob(me.id)).toEqual(nextInNewYork('07:30')), {
      timeout: 20_000,
    });
    const moved = await call(me, 'PATCH', `/api/routines/${routine.id}`, {
      schedule: { rule: 'FREQ=DAILY', time: '09:15', timeZone: 'America/New_York', startDay: '2026-01-01' },
    });
    expect(moved.status).toBe(200);
    await vi.waitFor(async () => expect(await queue.waitingJob(me.id)).toEqual(nextInNewYork('09:15')), {
      timeout: 20_000,
    });
  });

  it('finds every waiting job when there are more than one read of the queue holds', async () => {
    const people = [await personWithRoutine(), await personWithRoutine(), await personWithRoutine()];
    for (const { me } of people) await queue.replan(me.id);
    // A job planned for now is taken by this file's queue at once and planned again for the next 07:30: read
    // the pages once each person's job waits there, not while one is being run.
    for (const { me } of people) {
      await vi.waitFor(async () => expect(await queue.waitingJob(me.id)).toEqual(nextInNewYork('07:30')), {
        timeout: 20_000,
      });
    }
    const boss = queueBoss(t.database, createLogger('silent'));
    await boss.start();
    try {
      // Pages of two: the third person's job is on the second page.
      const found = await peopleWithJobs(boss, 2);
      for (const { me } of people) expect(found.has(me.id)).toBe(true);
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });

  it('plans no job for a person with no device to remind, whatever they change', async () => {
    const me = await createUser(app.app);
    const made = await call(me, 'POST', '/api/todos', { title: 'Post the letter' });
    expect(made.status).toBe(201);
    expect((await call(me, 'PATCH', '/api/reminders/settings', { quietHours: false })).status).toBe(200);
    expect(await queue.waitingJob(me.id)).toBeUndefined();
  });

  it('pushes a reminder whose job has come due once, however often its job runs again', async () => {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Reykjavik', country: 'IS', timezone: 'Atlantic/Reykjavik' },
    });
    await call(me, 'PATCH', '/api/settings', { taskReminders: true });
    await call(me, 'PATCH', '/api/reminders/settings', { quietHours: false });
    const device = push().device();
    expect((await call(me, 'POST', '/api/reminders/push-subscriptions', device)).status).toBe(201);
    // A task on My Day starting this minute (Reykjavik's clock is UTC all year): due now.
    const now = new Date();
    const start = now.toISOString().slice(11, 16);
    const day = now.toISOString().slice(0, 10);
    const todo = (await (await call(me, 'POST', '/api/todos', { title: 'Call the dentist' })).json()) as Todo;
    expect(
      (await call(me, 'PUT', `/api/day/placements/${todo.id}`, { day, start, minutes: 25 })).status,
    ).toBe(200);
    const saved = await call(me, 'PUT', '/api/reminders', {
      kind: 'todo',
      targetId: todo.id,
      leadMinutes: 0,
    });
    expect(saved.status).toBe(200);
    await vi.waitFor(() => expect(push().to(device)).toHaveLength(1), { timeout: 20_000 });
    const [message] = messages(device) as ReminderDue[];
    expect(message?.title).toBe('Call the dentist starts now.');
    // Run again by later changes (each brings the job to now; its run plans it later again), the job finds the
    // moment written and pushes nothing more.
    for (const change of [{ quietHours: false }, { holdUntilQuietEnds: true }]) {
      const changed = new Date();
      await call(me, 'PATCH', '/api/reminders/settings', change);
      await vi.waitFor(
        async () => expect((await queue.waitingJob(me.id))?.getTime()).toBeGreaterThan(+changed),
        {
          timeout: 20_000,
        },
      );
    }
    expect(push().to(device)).toHaveLength(1);
  });
});
