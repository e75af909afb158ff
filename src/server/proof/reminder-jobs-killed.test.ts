import type { ChildProcess } from 'node:child_process';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import type { Todo } from '../../shared/todo/todos';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import type { ReminderQueue } from '../features/reminders/jobs';
import { reminderQueue } from '../features/reminders/jobs';
import { createLogger } from '../logger';
import type { TestApp } from '../test/app';
import { createTestApp } from '../test/app';
import { createEmptyPostgresDatabase } from '../test/postgres';
import { startPushService } from '../test/push-service';
import type { TestUser } from '../test/users';
import { as, createUser } from '../test/users';
import { ADMIN_URL } from './support/servers';

// A server process that takes a person's reminder job and is killed with SIGKILL before finishing it (decision
// 163): the queue gives the job to another process, and the person's device has the reminder once.

const TAKER = path.join(import.meta.dirname, 'support/reminder-job-taker.ts');
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const vapid = webPush.generateVAPIDKeys();

let made: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let database: DatabaseHandle;
let service: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service?.close());
// Each test on a database of its own: a job an earlier test left to be given back (taken, its process stopped)
// would otherwise be the one the next test's taker is handed.
beforeEach(async () => {
  made = await createEmptyPostgresDatabase(ADMIN_URL);
  database = openDatabase({ databaseUrl: made.url });
  await database.migrate();
});
afterEach(() => made?.drop());

/** The child process of the taker, and the line it says once it holds the job (and, for "send", has pushed). */
function startTaker(stage: 'take' | 'send'): { child: ChildProcess; said: Promise<string> } {
  const child = fork(TAKER, [made.url, stage], {
    execArgv: ['--import', TSX_LOADER],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
  });
  const said = new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', (code) => reject(new Error(`the taker stopped early (${String(code)})`)));
  });
  return { child, said };
}

/** A person in Reykjavik (UTC all year) with a device and a task on My Day starting this minute, reminded of it. */
async function personDueNow(app: TestApp) {
  const call = (user: TestUser, method: string, url: string, body?: unknown) =>
    app.app.request(url, as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));
  const me = await createUser(app.app);
  await call(me, 'PATCH', '/api/profile', {
    location: { city: 'Reykjavik', country: 'IS', timezone: 'Atlantic/Reykjavik' },
  });
  await call(me, 'PATCH', '/api/settings', { taskReminders: true });
  await call(me, 'PATCH', '/api/reminders/settings', { quietHours: false });
  const device = service.device();
  expect((await call(me, 'POST', '/api/reminders/push-subscriptions', device)).status).toBe(201);
  const now = new Date();
  const todo = (await (await call(me, 'POST', '/api/todos', { title: 'Take the bins out' })).json()) as Todo;
  const placed = await call(me, 'PUT', `/api/day/placements/${todo.id}`, {
    day: now.toISOString().slice(0, 10),
    start: now.toISOString().slice(11, 16),
    minutes: 15,
  });
  expect(placed.status).toBe(200);
  // Saving the reminder brings the person's job to now: it is due, waiting for a process to take it.
  const saved = await call(me, 'PUT', '/api/reminders', { kind: 'todo', targetId: todo.id, leadMinutes: 0 });
  expect(saved.status).toBe(200);
  return { me, device };
}

/** The test's own process taking due jobs, given back 3 s after they were taken (the production wait is 10 s). */
async function takeJobsHere(app: TestApp, queue: ReminderQueue) {
  await queue.work({
    db: database.db,
    vapid: app.app.services.vapid,
    outbound: app.app.services.outbound,
    logger: createLogger('silent'),
  });
}

describe('a reminder job whose process is killed', () => {
  for (const stage of ['take', 'send'] as const) {
    it(`is run again by another process and pushes once (killed after "${stage}")`, async () => {
      // Jobs given back 3 s after they were taken, so the test waits seconds, not the production 20.
      const queue: ReminderQueue = reminderQueue(database, createLogger('silent'), {
        pollingSeconds: 0.5,
        superviseSeconds: 1,
        expiresSeconds: 3,
      });
      const app = await createTestApp(
        { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
        database,
        createLogger('silent'),
        queue,
      );
      try {
        const { me, device } = await personDueNow(app);
        const taker = startTaker(stage);
        expect(await taker.said).toBe(`${stage} ${me.id}`);
        const gone = new Promise((resolve) => taker.child.once('exit', resolve));
        taker.child.kill('SIGKILL');
        await gone;
        expect(service.to(device)).toHaveLength(stage === 'send' ? 1 : 0);
        const killedAt = new Date();
        // This process takes due jobs from now: the killed one's job comes back to the queue and runs here.
        await takeJobsHere(app, queue);
        await vi.waitFor(() => expect(service.to(device)).toHaveLength(1), { timeout: 60_000 });
        // The run that followed planned the person's next look, later than now.
        await vi.waitFor(
          async () => expect((await queue.waitingJob(me.id))?.getTime()).toBeGreaterThan(+killedAt),
          { timeout: 60_000 },
        );
        expect(service.to(device)).toHaveLength(1);
      } finally {
        await queue.stop();
        await app.close();
      }
    }, 120_000);
  }

  // Decision 177: the moment is written and pushed in one transaction. Killed with the push on its way, nothing is
  // written, so the next run sends it again: the device may have it twice, under one key, and shows it once.
  it('is sent again by another process when the first dies with the push on its way', async () => {
    const queue: ReminderQueue = reminderQueue(database, createLogger('silent'), {
      pollingSeconds: 0.5,
      superviseSeconds: 1,
      expiresSeconds: 3,
    });
    const app = await createTestApp(
      { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey },
      database,
      createLogger('silent'),
      queue,
    );
    try {
      const { device } = await personDueNow(app);
      service.hold(device);
      const taker = startTaker('send');
      taker.said.catch(() => undefined);
      await vi.waitFor(() => expect(service.to(device)).toHaveLength(1), { timeout: 60_000 });
      const gone = new Promise((resolve) => taker.child.once('exit', resolve));
      taker.child.kill('SIGKILL');
      await gone;
      service.release(device);
      await takeJobsHere(app, queue);
      await vi.waitFor(() => expect(service.to(device)).toHaveLength(2), { timeout: 60_000 });
      const [first, again] = service.to(device).map((push) => device.read(push) as { key: string });
      expect(again?.key).toBe(first?.key);
    } finally {
      await queue.stop();
      await app.close();
    }
  }, 120_000);
});
