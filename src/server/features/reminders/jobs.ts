import { and, eq, gt, isNull, min } from 'drizzle-orm';
import type { Job, JobResult, Db as QueueDb } from 'pg-boss';
import { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';
import type { Logger } from '../../logger';
import { dueBetween } from './moments';
import { personReminders } from './queries';
import type { RoundDeps } from './rounds';
import { peopleToRemind, reminderRound, tidyHourly } from './rounds';

// Reminders on a kept job queue (decision 163, pg-boss): each person with reminders has one job, due at their next
// reminder moment. Whichever server process of whichever instance takes it (the queue's SKIP LOCKED) sends what
// has come due for that person and plans the job again for the moment after. A change that can move a moment
// (a schedule, quiet hours, a time zone, a snooze, a device) brings the job forward to now, and the run plans it
// afresh. A job whose process dies is taken again after JOB_EXPIRES_SECONDS; the moments' unique keys
// (decision 102) stay the last word, so a moment is pushed once however many times its job runs.

/** The queue of people's reminder jobs: the job's singleton key is the person's id. */
export const REMINDER_QUEUE = 'reminders';
/** The hourly tidying (rounds.ts), run by one process of the whole deployment. */
const TIDY_QUEUE = 'reminders-tidy';
/** Plans a job for everyone with reminders who has none (the first start on the queue, a lost job). */
const SWEEP_QUEUE = 'reminders-sweep';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
/** How far ahead a person's next moment is looked for; with none in it, the job looks again in a week. */
const HORIZON_MS = 8 * DAY;
const LOOK_AGAIN_MS = 7 * DAY;
/** When some of a person's moments did not fit this minute's pushes (decision 138), they are tried again after this. */
const CEILING_WAIT_MS = 15 * SECOND;
/**
 * A taken job not finished by then (its process died or stalled) is given back to the queue and run again: with
 * the queue's look every SUPERVISE_SECONDS, a killed instance's reminders go out within about 20 s of their time
 * (decision 177). A run that outlives it is harmless: the moment's key and its transaction keep the push single.
 */
export const JOB_EXPIRES_SECONDS = 10;
/** How often the queue looks for jobs whose process died. */
const SUPERVISE_SECONDS = 5;
/** Jobs taken in one fetch and run one after another by a process. */
const JOBS_AT_ONCE = 10;

export interface ReminderQueueOptions {
  /** How often a process looks for due jobs; moments are sent within about this of their time. */
  pollingSeconds?: number;
  /** How often the queue looks for jobs whose process died. */
  superviseSeconds?: number;
  /** After how long a taken, unfinished job is run again; JOB_EXPIRES_SECONDS by default. */
  expiresSeconds?: number;
}

export interface ReminderQueue {
  /**
   * Brings the person's job forward to now, when they have a device and reminders: its run sends what is due and
   * plans their next moment.
   */
  replan(userId: string): Promise<void>;
  /** Takes due jobs in this process until stopped. */
  work(deps: RoundDeps): Promise<void>;
  /** The person's job waiting to run, if any: when it runs. */
  waitingJob(userId: string): Promise<Date | undefined>;
  stop(): Promise<void>;
}

/** The person's next moment after `now` (a reminder or a waiting snooze), or a week on when none comes sooner. */
export async function nextMoment(deps: RoundDeps, userId: string, now: Date): Promise<Date | undefined> {
  const { db } = deps;
  if ((await peopleToRemind(db, [userId])).length === 0) return undefined;
  const after = new Date(now.getTime() + 1);
  const person = await personReminders(db, userId, now);
  const [first] = dueBetween(
    person.sources,
    person.settings,
    person.timeZone,
    after,
    new Date(now.getTime() + HORIZON_MS),
  );
  const [snoozed] = await db
    .select({ at: min(reminderDeliveries.dueAt) })
    .from(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        isNull(reminderDeliveries.sentAt),
        gt(reminderDeliveries.dueAt, now),
      ),
    );
  const times = [first ? new Date(first.at).getTime() : Infinity, snoozed?.at?.getTime() ?? Infinity];
  const next = Math.min(...times);
  return new Date(Number.isFinite(next) ? next : now.getTime() + LOOK_AGAIN_MS);
}

/**
 * The people whose job waits or runs, read a page at a time: the queue answers at most 1,000 jobs a read unless
 * told more, and a sweep that saw only those would move everyone else's job to now (decision 177).
 */
export async function peopleWithJobs(boss: PgBoss, page = 10_000): Promise<Set<string>> {
  const people = new Set<string>();
  let after: string | undefined;
  for (;;) {
    const jobs = await boss.findJobs(REMINDER_QUEUE, {
      queued: true,
      limit: page,
      ...(after ? { after } : {}),
    });
    for (const job of jobs) if (job.singletonKey) people.add(job.singletonKey);
    if (jobs.length < page) return people;
    after = jobs.at(-1)?.id;
  }
}

/** What the embedded database or PostgreSQL gives the queue to run its statements on. */
export function queueBoss(database: DatabaseHandle, logger: Logger, options: ReminderQueueOptions = {}) {
  const boss = new PgBoss({
    db: database.queue as QueueDb,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    superviseIntervalSeconds: options.superviseSeconds ?? SUPERVISE_SECONDS,
    monitorIntervalSeconds: options.superviseSeconds ?? SUPERVISE_SECONDS,
  });
  boss.on('error', (error: unknown) => logger.warn({ err: error }, 'the reminder queue met an error'));
  return boss;
}

/**
 * The reminder queue of this process. Nothing is asked of the database until the first use; `work` starts the
 * taking of due jobs.
 */
export function reminderQueue(
  database: DatabaseHandle,
  logger: Logger,
  options: ReminderQueueOptions = {},
): ReminderQueue {
  const boss = queueBoss(database, logger, options);
  let started: Promise<void> | undefined;
  const start = () => {
    started ??= (async () => {
      await boss.start();
      await boss.createQueue(REMINDER_QUEUE, {
        // One waiting and one running job a person: a change made while their job runs waits behind it.
        policy: 'stately',
        expireInSeconds: options.expiresSeconds ?? JOB_EXPIRES_SECONDS,
        retryLimit: 5,
        retryDelay: 1,
        deleteAfterSeconds: 60 * 60,
      });
      await boss.createQueue(TIDY_QUEUE, { policy: 'short' });
      await boss.createQueue(SWEEP_QUEUE, { policy: 'short' });
    })();
    return started;
  };

  const plan = async (userId: string, at: Date) => {
    await boss.upsert(REMINDER_QUEUE, { userId }, { singletonKey: userId, startAfter: at });
  };

  /** One person's job: send what is due, then plan the next run. */
  const run = async (deps: RoundDeps, userId: string, now: Date) => {
    const result = await reminderRound(deps, now, [userId]);
    const next =
      result.waiting > 0 ? new Date(now.getTime() + CEILING_WAIT_MS) : await nextMoment(deps, userId, now);
    if (next) await plan(userId, next);
  };

  /** Everyone with reminders and a device whose job is missing gets one, run now. */
  const sweep = async (deps: RoundDeps) => {
    const people = await peopleToRemind(deps.db);
    const waiting = await peopleWithJobs(boss);
    for (const userId of people) if (!waiting.has(userId)) await plan(userId, new Date());
  };

  return {
    async replan(userId) {
      try {
        // Most people have no device to remind: their changes cost one indexed read, not a job and its run.
        if ((await peopleToRemind(database.db, [userId])).length === 0) return;
        await start();
        await plan(userId, new Date());
      } catch (error) {
        // The change itself is saved; the person's hourly sweep or next change plans the job.
        logger.warn({ err: error }, 'a reminder job could not be planned');
      }
    },
    async work(deps) {
      await start();
      // Each start looks once for people without a job (taken by the first poll below); the queue's policy
      // keeps one such look waiting at a time.
      await boss.send(SWEEP_QUEUE, null, { singletonKey: 'sweep' });
      await boss.schedule(TIDY_QUEUE, '17 * * * *');
      const pollingIntervalSeconds = options.pollingSeconds ?? 2;
      // Up to JOBS_AT_ONCE jobs a fetch, fetched again at once while fetches come back full: a minute in which
      // many people are due is sent in bursts, not one job a poll. Each job's outcome is its own, so one
      // person's failure retries only their job.
      await boss.work<{ userId: string }>(
        REMINDER_QUEUE,
        { pollingIntervalSeconds, batchSize: JOBS_AT_ONCE, perJobResults: true, burstWhenBatchFull: true },
        async (jobs: Job<{ userId: string }>[]) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await run(deps, job.data.userId, new Date());
              results.push({ id: job.id, status: 'completed' });
            } catch (error) {
              deps.logger.warn({ err: error }, 'a reminder job failed; it will be tried again');
              results.push({ id: job.id, status: 'failed' });
            }
          }
          return results;
        },
      );
      await boss.work(TIDY_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
        const now = new Date();
        await tidyHourly(deps.db, now);
        await sweep(deps);
      });
      await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 30 }, () => sweep(deps));
    },
    async waitingJob(userId) {
      await start();
      const [job] = await boss.findJobs(REMINDER_QUEUE, { key: userId, queued: true });
      return job?.startAfter;
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
  };
}
