// The database statements a minute that sending reminders costs (decision 163): the rounds of before (every
// person with reminders looked at every 15 s) against the job queue (a job per person, run when due), for
// PEOPLE people with a daily routine, a reminder and a device, of whom 1 % are due in the measured minute.
// Run: npx tsx bench/reminder-statements.ts (PEOPLE=300 by default; DATABASE_URL names the PostgreSQL server).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import webPush from 'web-push';
import { count, isNotNull } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import {
  pushSubscriptions,
  reminderDeliveries,
  reminders,
  routines,
  user,
  userSettings,
} from '../src/server/db/schema';
import { reminderQueue } from '../src/server/features/reminders/jobs';
import { reminderRound } from '../src/server/features/reminders/rounds';
import { outboundAllowance } from '../src/server/http/outbound';
import { createLogger } from '../src/server/logger';
import { startPushService } from '../src/server/test/push-service';
import { createBenchDatabase } from './postgres';

const PEOPLE = Number(process.env.PEOPLE ?? 300);
const DUE = Math.max(1, Math.round(PEOPLE / 100));
const ADMIN = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Every statement any pg client of this process sends, the queue's included.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const hhmm = (at: Date) => at.toISOString().slice(11, 16);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const made = await createBenchDatabase(ADMIN);
const database = openDatabase({ databaseUrl: made.url, poolSize: 10 });
const service = await startPushService();
try {
  await database.migrate();
  const { db } = database;
  // The due minute begins at least 90 s from now (in UTC, the people's clock), so everyone is planned by then.
  const dueAt = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
  const elsewhere = new Date(dueAt.getTime() + 6 * 60 * 60_000);
  for (let i = 0; i < PEOPLE; i += 1) {
    const id = randomUUID();
    await db.insert(user).values({ id, name: `Person ${i}`, email: `person-${i}@example.com` });
    await db
      .insert(userSettings)
      .values({ userId: id, taskReminders: true, settings: { reminders: { quietHours: false } } });
    const [routine] = await db
      .insert(routines)
      .values({
        userId: id,
        name: 'Morning',
        rrule: 'FREQ=DAILY',
        startTime: hhmm(i < DUE ? dueAt : elsewhere),
        timeZone: 'UTC',
        startDay: '2026-01-01',
      })
      .returning({ id: routines.id });
    await db
      .insert(reminders)
      .values({ userId: id, kind: 'routine', routineId: routine!.id, leadMinutes: 0 });
    const device = service.device();
    await db
      .insert(pushSubscriptions)
      .values({ userId: id, endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth });
  }
  const keys = webPush.generateVAPIDKeys();
  const deps = {
    db,
    vapid: { ...keys, subject: 'mailto:bench@example.com' },
    outbound: outboundAllowance('test'),
    logger: createLogger('silent'),
  };

  // Before: one whole round with nothing due, and one at the due moment (the shares of all processes together).
  let before = statements;
  await reminderRound(deps, new Date(dueAt.getTime() - 60 * 60_000));
  const idleRound = statements - before;
  before = statements;
  await reminderRound(deps, new Date(dueAt.getTime() + 1000));
  const dueRound = statements - before;
  await db.delete(reminderDeliveries);
  // A minute holds four rounds; one of them finds the due moments.
  const roundsMinute = 3 * idleRound + dueRound;

  // After: the queue, one process taking jobs; the first sweep plans everyone's job.
  const queue = reminderQueue(database, createLogger((process.env.QUEUE_LOG ?? 'silent') as 'warn'));
  before = statements;
  const planning = Date.now();
  await queue.work(deps);
  for (;;) {
    const planned = await database.queue.executeSql(
      "select count(*)::int as n from pgboss.job where name = 'reminders' and state = 'created' and start_after > now()",
    );
    if ((planned.rows[0] as { n: number }).n >= PEOPLE) break;
    await wait(500);
  }
  const plannedIn = Date.now() - planning;
  const planStatements = statements - before;
  if (Date.now() > dueAt.getTime() - 5000)
    throw new Error('Planning took past the due minute: run with fewer PEOPLE.');
  await wait(dueAt.getTime() - 5000 - Date.now());
  before = statements;
  await wait(60_000);
  const queueMinute = statements - before;
  const [sent] = await db
    .select({ n: count() })
    .from(reminderDeliveries)
    .where(isNotNull(reminderDeliveries.sentAt));
  await queue.stop();
  console.log(
    JSON.stringify({
      people: PEOPLE,
      due: DUE,
      sentByQueue: sent?.n,
      roundStatementsNothingDue: idleRound,
      roundStatementsWithDue: dueRound,
      roundsStatementsAMinute: roundsMinute,
      queueStatementsTheDueMinute: queueMinute,
      queueFirstPlanningStatements: planStatements,
      queueFirstPlanningMs: plannedIn,
    }),
  );
} finally {
  await service.close();
  await database.close();
  await made.drop();
}
