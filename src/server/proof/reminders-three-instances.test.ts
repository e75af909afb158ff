import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { RunningServer } from '../../../e2e/support/server';
import { startServer } from '../../../e2e/support/server';
import { openDatabase } from '../db/client';
import { createEmptyPostgresDatabase } from '../test/database';
import type { TestDevice } from '../test/push-service';
import { startPushService } from '../test/push-service';
import { ADMIN_URL, SERVER_ENV } from './support/servers';

// Issue 65's proof of the reminder queue (decisions 163, 177): three instances of the built server on one
// PostgreSQL, PEOPLE people with a daily routine, a reminder and a device, due over two minutes (a third of them
// at each of three minutes), and one instance killed with SIGKILL while the first minute's reminders are being sent. Every reminder reaches its device once,
// each within LATE_BOUND_MS of its time.

const PEOPLE = 1000;
const INSTANCES = 3;
const LATE_BOUND_MS = 30_000;
/**
 * The first start plans everyone's job (about 19 statements a person; 1,000 people took 52 s on 2 shared cores):
 * the first due minute leaves it time.
 */
const PLANNING_MS = 80_000;
const MINUTE = 60_000;

const vapid = webPush.generateVAPIDKeys();
let made: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let admin: pg.Client;
let service: Awaited<ReturnType<typeof startPushService>>;
let servers: RunningServer[] = [];

beforeAll(async () => {
  made = await createEmptyPostgresDatabase(ADMIN_URL);
  const migrating = openDatabase({ databaseUrl: made.url });
  await migrating.migrate();
  await migrating.close();
  admin = new pg.Client({ connectionString: made.url });
  await admin.connect();
  service = await startPushService();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await service?.close();
  await admin?.end();
  await made?.drop();
});

const hhmm = (at: Date) => at.toISOString().slice(11, 16);

interface Person {
  id: string;
  routine: string;
  dueAt: number;
  device: TestDevice;
}

/**
 * Writes the people straight into the database, as many rows a statement as fit (through the API, 1,000 sign-ups
 * would take minutes of password hashing): in UTC, quiet hours off, each with a routine at their due minute, a
 * reminder of it at its start, and a device at the test's push service.
 */
async function writePeople(dueMinutes: Date[]): Promise<Person[]> {
  const people: Person[] = Array.from({ length: PEOPLE }, (_, i) => ({
    id: randomUUID(),
    routine: `Routine ${i + 1}`,
    dueAt: dueMinutes[i % dueMinutes.length]!.getTime(),
    device: service.device(),
  }));
  const insert = async (table: string, columns: string[], rows: unknown[][]) => {
    for (let from = 0; from < rows.length; from += 200) {
      const chunk = rows.slice(from, from + 200);
      const values = chunk.map(
        (row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
      );
      await admin.query(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
        chunk.flat(),
      );
    }
  };
  await insert(
    '"user"',
    ['id', 'name', 'email'],
    people.map((p, i) => [p.id, `Person ${i + 1}`, `person-${i + 1}@example.com`]),
  );
  await insert(
    'user_settings',
    ['user_id', 'task_reminders', 'settings'],
    people.map((p) => [p.id, true, JSON.stringify({ reminders: { quietHours: false } })]),
  );
  const routineIds = people.map(() => randomUUID());
  await insert(
    'routines',
    ['id', 'user_id', 'name', 'rrule', 'start_time', 'time_zone', 'start_day'],
    people.map((p, i) => [
      routineIds[i],
      p.id,
      p.routine,
      'FREQ=DAILY',
      hhmm(new Date(p.dueAt)),
      'UTC',
      '2026-01-01',
    ]),
  );
  await insert(
    'reminders',
    ['user_id', 'kind', 'routine_id', 'lead_minutes'],
    people.map((p, i) => [p.id, 'routine', routineIds[i], 0]),
  );
  await insert(
    'push_subscriptions',
    ['user_id', 'endpoint', 'p256dh', 'auth'],
    people.map((p) => [p.id, p.device.endpoint, p.device.keys.p256dh, p.device.keys.auth]),
  );
  return people;
}

async function countJobs(where: string, values: unknown[] = []) {
  const { rows } = await admin.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'reminders' AND ${where}`,
    values,
  );
  return rows[0]?.n ?? 0;
}

describe(`reminders on ${INSTANCES} instances, one killed while sending`, () => {
  it(`reach each of ${PEOPLE} people once, within 30 s of their time`, async () => {
    const started = Date.now();
    const first = new Date(Math.ceil((Date.now() + PLANNING_MS) / MINUTE) * MINUTE);
    const last = new Date(first.getTime() + 2 * MINUTE);
    const people = await writePeople([first, new Date(first.getTime() + MINUTE), last]);
    const wrote = Date.now();

    servers = await Promise.all(
      Array.from({ length: INSTANCES }, () =>
        startServer({
          ...SERVER_ENV,
          // Only a test run pushes to a service on this computer (decision 137).
          NODE_ENV: 'test',
          DATABASE_URL: made.url,
          SERVER_PROCESSES: '1',
          VAPID_PUBLIC_KEY: vapid.publicKey,
          VAPID_PRIVATE_KEY: vapid.privateKey,
        }),
      ),
    );
    // Each start's sweep gives everyone a job, and its run plans the person's moment: all planned before it comes.
    await expect
      .poll(() => countJobs(`state = 'created' AND start_after >= $1`, [first]), {
        timeout: first.getTime() - Date.now() - 5000,
        interval: 1000,
      })
      .toBe(PEOPLE);
    const planned = Date.now();
    expect(service.received).toEqual([]);

    // Killed while the first minute is being sent, with jobs taken and not finished.
    const [killed, ...others] = servers;
    await expect
      .poll(() => service.received.length, {
        timeout: first.getTime() - Date.now() + LATE_BOUND_MS,
        interval: 100,
      })
      .toBeGreaterThanOrEqual(PEOPLE / 4);
    const inFlight = await countJobs(`state = 'active'`);
    await killed!.kill();
    const killedAt = Date.now();
    expect(others.length).toBe(INSTANCES - 1);

    // Every run has finished when everyone's next job waits for tomorrow: nothing more will be sent.
    const tomorrow = new Date(first.getTime() + 12 * 60 * MINUTE);
    await expect
      .poll(() => countJobs(`state = 'created' AND start_after > $1`, [tomorrow]), {
        timeout: last.getTime() - Date.now() + 3 * MINUTE,
        interval: 1000,
      })
      .toBe(PEOPLE);

    const late: string[] = [];
    const twice: string[] = [];
    const again: string[] = [];
    const wrong: string[] = [];
    let latest = 0;
    for (const person of people) {
      const pushes = service.to(person.device);
      // What the person sees: one notification a moment. A moment pushed again by the process that took over
      // from the killed one carries the same key (the notification's tag) and Topic, so it replaces the first
      // rather than showing twice; only the jobs running when the process was killed can be sent again.
      const moments = new Set(
        pushes.map((push) => {
          const { key } = (person.device.read(push) ?? {}) as { key?: string };
          return `${key} ${String(push.headers.topic)}`;
        }),
      );
      if (pushes.length === 0 || moments.size !== 1) twice.push(`${person.routine}: ${pushes.length} pushes`);
      if (pushes.length > 1) again.push(person.routine);
      for (const push of pushes) {
        const after = push.at - person.dueAt;
        latest = Math.max(latest, after);
        if (after < 0 || after > LATE_BOUND_MS) late.push(`${person.routine}: ${after} ms after its time`);
        if (!JSON.stringify(person.device.read(push)).includes(person.routine))
          wrong.push(`${person.routine}: ${JSON.stringify(person.device.read(push))}`);
      }
    }
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM reminder_deliveries WHERE sent_at IS NOT NULL',
    );
    console.info(
      `${PEOPLE} people written in ${wrote - started} ms; ${INSTANCES} instances planned everyone ${
        planned - wrote
      } ms after; one killed ${killedAt - first.getTime()} ms into the first minute with ${inFlight} jobs running; latest push ${latest} ms after its time`,
    );
    expect(twice).toEqual([]);
    expect(again.length).toBeLessThanOrEqual(inFlight);
    expect(late).toEqual([]);
    expect(wrong).toEqual([]);
    expect(service.received).toHaveLength(PEOPLE + again.length);
    expect(rows[0]?.n).toBe(PEOPLE);
  }, 600_000);
});
