// The database statements a minute that sending reminders costs (decision 163): the rounds of before (every
// person with reminders looked at every 15 s) against the job queue (a job per person, run when due), for
// PEOPLE people with a daily routine, a reminder and a device, of whom 1 % are due in the measured minute.
// The people are written in batches and their jobs put on the queue as its runs would leave them (each at the
// person's next moment), so the measured minute is the queue's steady state; the rounds are measured on a sample
// of ROUND_SAMPLE people with the same 1 % due, and multiplied (a round asks the same of every person).
// Run alone: npx tsx bench/reminder-statements.ts (PEOPLE=30000 by default; DATABASE_URL names the server).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count, isNotNull } from 'drizzle-orm';
import pg from 'pg';
import webPush from 'web-push';
import { openDatabase } from '../src/server/db/client';
import {
  pushSubscriptions,
  reminderDeliveries,
  reminders,
  routines,
  user,
  userSettings,
} from '../src/server/db/schema';
import { queueBoss, REMINDER_QUEUE, reminderQueue } from '../src/server/features/reminders/jobs';
import { reminderRound } from '../src/server/features/reminders/rounds';
import { outboundAllowance } from '../src/server/http/outbound';
import { createLogger } from '../src/server/logger';
import { startPushService } from '../src/server/test/push-service';
import { createBenchDatabase } from './postgres';
import type { Row } from './report';
import { formatCount } from '../src/shared/count';
import { ratio } from './report';

const ROUND_SAMPLE = 3000;
const ROWS_A_STATEMENT = 500;

export interface ReminderStatements {
  people: number;
  due: number;
  sentByQueue: number;
  /** Statements of one round over the sample, nothing due and with its 1 % due. */
  sample: number;
  roundStatementsNothingDue: number;
  roundStatementsWithDue: number;
  /** Four rounds a minute over everyone, from the sample. */
  roundsStatementsAMinute: number;
  queueStatementsTheDueMinute: number;
  setUpMs: number;
}

// Every statement any pg client of this process sends, the queue's included.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const hhmm = (at: Date) => at.toISOString().slice(11, 16);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inBatches<T>(items: T[], write: (batch: T[]) => Promise<unknown>) {
  for (let from = 0; from < items.length; from += ROWS_A_STATEMENT)
    await write(items.slice(from, from + ROWS_A_STATEMENT));
}

export async function measureReminderStatements(
  adminUrl: string,
  people: number,
  say: (text: string) => void = () => undefined,
): Promise<ReminderStatements> {
  const due = Math.max(1, Math.round(people / 100));
  const sample = Math.min(people, ROUND_SAMPLE);
  const sampleDue = Math.max(1, Math.round(sample / 100));
  const made = await createBenchDatabase(adminUrl);
  const database = openDatabase({ databaseUrl: made.url, poolSize: 10 });
  const service = await startPushService();
  const started = Date.now();
  try {
    await database.migrate();
    const { db } = database;
    // The due minute begins at least 90 s from now (in UTC, the people's clock), so everyone is written by then.
    const dueAt = new Date(Math.ceil((Date.now() + 90_000) / 60_000) * 60_000);
    const elsewhere = new Date(dueAt.getTime() + 6 * 60 * 60_000);
    say(`writing ${formatCount(people)} people, ${formatCount(due)} of them due at ${hhmm(dueAt)} UTC`);
    const everyone = Array.from({ length: people }, (_, i) => ({
      id: randomUUID(),
      routineId: randomUUID(),
      at: i < due ? dueAt : elsewhere,
      device: service.device(),
      i,
    }));
    await inBatches(everyone, (batch) =>
      db
        .insert(user)
        .values(batch.map((p) => ({ id: p.id, name: `Person ${p.i}`, email: `person-${p.i}@example.com` }))),
    );
    await inBatches(everyone, (batch) =>
      db.insert(userSettings).values(
        batch.map((p) => ({
          userId: p.id,
          taskReminders: true,
          settings: { reminders: { quietHours: false } },
        })),
      ),
    );
    await inBatches(everyone, (batch) =>
      db.insert(routines).values(
        batch.map((p) => ({
          id: p.routineId,
          userId: p.id,
          name: 'Morning',
          rrule: 'FREQ=DAILY',
          startTime: hhmm(p.at),
          timeZone: 'UTC',
          startDay: '2026-01-01',
        })),
      ),
    );
    await inBatches(everyone, (batch) =>
      db.insert(reminders).values(
        batch.map((p) => ({
          userId: p.id,
          kind: 'routine' as const,
          routineId: p.routineId,
          leadMinutes: 0,
        })),
      ),
    );
    await inBatches(everyone, (batch) =>
      db.insert(pushSubscriptions).values(
        batch.map((p) => ({
          userId: p.id,
          endpoint: p.device.endpoint,
          p256dh: p.device.keys.p256dh,
          auth: p.device.keys.auth,
        })),
      ),
    );
    const keys = webPush.generateVAPIDKeys();
    const deps = {
      db,
      vapid: { ...keys, subject: 'mailto:bench@example.com' },
      outbound: outboundAllowance('test'),
      logger: createLogger('silent'),
    };

    // Before: one whole round over the sample with nothing due, and one at the due moment.
    const sampled = [...everyone.slice(0, sampleDue), ...everyone.slice(due, due + sample - sampleDue)].map(
      (p) => p.id,
    );
    say(`one round over ${formatCount(sampled.length)} people, nothing due, then ${sampleDue} due`);
    let before = statements;
    await reminderRound(deps, new Date(dueAt.getTime() - 60 * 60_000), sampled);
    const idleRound = statements - before;
    before = statements;
    await reminderRound(deps, new Date(dueAt.getTime() + 1000), sampled);
    const dueRound = statements - before;
    await db.delete(reminderDeliveries);
    // A minute holds four rounds; one of them finds the due moments. The sample stands for everyone.
    const roundsMinute = Math.round(((3 * idleRound + dueRound) * people) / sampled.length);

    // After: every person's job waits at their next moment, as its last run left it; one process takes jobs.
    const queue = reminderQueue(database, createLogger('silent'));
    await queue.waitingJob(everyone[0]!.id); // starts the queue: its schema and its queues
    const boss = queueBoss(database, createLogger('silent'));
    await boss.start();
    await inBatches(everyone, (batch) =>
      boss.insert(
        REMINDER_QUEUE,
        batch.map((p) => ({ data: { userId: p.id }, singletonKey: p.id, startAfter: p.at })),
      ),
    );
    await boss.stop({ graceful: false, close: false });
    if (Date.now() > dueAt.getTime() - 20_000)
      throw new Error('Writing took past the due minute: fewer people.');
    await queue.work(deps);
    await wait(dueAt.getTime() - 5000 - Date.now());
    say('the due minute, one process taking jobs');
    before = statements;
    await wait(60_000);
    const queueMinute = statements - before;
    const [sent] = await db
      .select({ n: count() })
      .from(reminderDeliveries)
      .where(isNotNull(reminderDeliveries.sentAt));
    await queue.stop();
    return {
      people,
      due,
      sentByQueue: sent?.n ?? 0,
      sample: sampled.length,
      roundStatementsNothingDue: idleRound,
      roundStatementsWithDue: dueRound,
      roundsStatementsAMinute: roundsMinute,
      queueStatementsTheDueMinute: queueMinute,
      setUpMs: Date.now() - started,
    };
  } finally {
    await service.close();
    await database.close();
    await made.drop();
  }
}

export function reminderStatementsRow(measured: ReminderStatements): Row {
  return {
    figure: `Database statements in a minute when 1 % of ${formatCount(measured.people)} people with reminders are due (decision 163)`,
    measured: `${formatCount(measured.queueStatementsTheDueMinute)} with the job queue, one process (${formatCount(measured.sentByQueue)} of ${formatCount(measured.due)} sent)`,
    reference: `${formatCount(measured.roundsStatementsAMinute)} with rounds every 15 s (a round over ${formatCount(measured.sample)} people: ${formatCount(measured.roundStatementsNothingDue)} statements, ${formatCount(measured.roundStatementsWithDue)} with 1 % due)`,
    ratio: ratio(measured.queueStatementsTheDueMinute, measured.roundsStatementsAMinute),
    target: 'in proportion to what is due, not to the people; every due reminder sent',
    met:
      measured.sentByQueue === measured.due &&
      measured.queueStatementsTheDueMinute < measured.roundsStatementsAMinute / 10,
  };
}

export async function reminderStatementsRows(
  adminUrl: string,
  notes: string[],
  people = 30_000,
): Promise<Row[]> {
  try {
    console.log(`· measuring the statements of reminders, ${formatCount(people)} people (PostgreSQL)`);
    return [
      reminderStatementsRow(
        await measureReminderStatements(adminUrl, people, (text) => console.log(`  ${text}`)),
      ),
    ];
  } catch (error) {
    notes.push(
      `Reminder statements were not measured: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(path.resolve(import.meta.dirname, '..'));
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  measureReminderStatements(adminUrl, Number(process.env.PEOPLE ?? 30_000), (text) => console.log(text))
    .then((measured) => {
      const row = reminderStatementsRow(measured);
      console.log(JSON.stringify(measured));
      console.log(`\n${row.figure}:\n  ${row.measured}\n  ${row.reference} (${row.ratio})`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
