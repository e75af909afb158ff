import { afterAll, beforeAll, expect } from 'vitest';
import type { Reminder } from '../../shared/reminders';
import { reminderRound } from '../features/reminders/rounds';
import { createLogger } from '../logger';
import { useTestApp } from './app';
import type { TestDevice } from './push-service';
import { startPushService } from './push-service';
import type { TestUser } from './users';
import { as, createUser } from './users';

/**
 * What the server's reminder rounds' tests share (decision 102): the test app, a test push service on
 * 127.0.0.1 that receives each reminder as a push service would (each message decrypted with the device's
 * keys, as the browser does), and people in New York with a daily routine, a reminder and a device.
 */
export function useRemindedPeople() {
  const t = useTestApp();
  let service: Awaited<ReturnType<typeof startPushService>> | undefined;
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(() => service?.close());
  const push = () => {
    if (!service) throw new Error('The push service starts in beforeAll; use it inside a test.');
    return service;
  };

  const call = (user: TestUser, method: string, path: string, body?: unknown) =>
    t.app.request(path, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
  const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
  const deps = () => ({
    db: t.database.db,
    vapid: t.app.services.vapid,
    outbound: t.app.services.outbound,
    logger: createLogger('silent'),
  });
  const round = (now: string) => reminderRound(deps(), new Date(now));

  /** A person in New York with task reminders on, a device, and a routine every day at 07:30 on their clock. */
  async function personWithRoutine(lead = 0) {
    const me = await createUser(t.app);
    await call(me, 'PATCH', '/api/profile', {
      location: { city: 'Boston', country: 'US', timezone: 'America/New_York' },
    });
    await call(me, 'PATCH', '/api/settings', { taskReminders: true });
    const routine = await json<{ id: string }>(
      call(me, 'POST', '/api/routines', {
        name: 'Morning',
        steps: [
          { title: 'Wash', minutes: 10 },
          { title: 'Dress', minutes: 5 },
        ],
        schedule: { rule: 'FREQ=DAILY', time: '07:30', timeZone: 'America/New_York', startDay: '2026-01-01' },
      }),
    );
    const reminder = await json<Reminder>(
      call(me, 'PUT', '/api/reminders', { kind: 'routine', targetId: routine.id, leadMinutes: lead }),
    );
    const device = push().device();
    const res = await call(me, 'POST', '/api/reminders/push-subscriptions', device);
    expect(res.status).toBe(201);
    return { me, routine, reminder, device };
  }

  const messages = (device: TestDevice) =>
    push()
      .to(device)
      .map((each) => device.read(each));

  return { t, push, call, json, deps, round, personWithRoutine, messages };
}
