import { and, eq, exists, inArray } from 'drizzle-orm';
import type { ReminderPush } from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminders';
import type { Limit } from '../../auth/limits';
import { returnPlace, takePlace } from '../../auth/limits';
import type { Database } from '../../db/client';
import { pushSubscriptions, reminders, userSettings } from '../../db/schema';
import type { OutboundAllowance } from '../../http/outbound';
import type { Logger } from '../../logger';
import type { Moment } from './deliveries';
import { claimMoments, claimSnoozes, dueSnoozes, forgetOldMoments, unwritten } from './deliveries';
import { dueBetween } from './moments';
import { personReminders } from './queries';
import { pushTo } from './push';
import { forgetOldDeletedIds } from '../sent-once';
import type { VapidKeys } from './vapid';

type Device = typeof pushSubscriptions.$inferSelect;

// Sending what has come due (decision 102), for the people a reminder job names (decision 163) or for everyone:
// the reminders that have come due for people with a device to push to, each moment written under its unique
// key, and pushed by whoever wrote it. Another process, or the open app, that wrote a moment first has
// it; nothing is sent twice. A moment more than STALE_AFTER_MINUTES old is never sent: a server back after a
// long stop sends no burst. A person's devices get at most PUSHES_PER_MINUTE pushes a minute; the rest wait for
// a later round (decision 138).

const MINUTE = 60_000;

export interface RoundDeps {
  db: Database;
  vapid: VapidKeys;
  /** Where pushes may go besides the public internet (decision 137). */
  outbound: OutboundAllowance;
  logger: Logger;
  /**
   * The embedded database: one connection, which a transaction holds against every other request. Its moments
   * are written first and pushed after (decision 177).
   */
  oneConnection?: boolean;
}

/** People with task reminders on, a reminder, and a device that can be pushed to; of `only` when given. */
export async function peopleToRemind(db: Database, only?: readonly string[]): Promise<string[]> {
  if (only?.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .innerJoin(userSettings, eq(userSettings.userId, pushSubscriptions.userId))
    .where(
      and(
        eq(userSettings.taskReminders, true),
        exists(
          db
            .select({ id: reminders.id })
            .from(reminders)
            .where(eq(reminders.userId, pushSubscriptions.userId)),
        ),
        only ? inArray(pushSubscriptions.userId, [...only]) : undefined,
      ),
    );
  return rows.map((row) => row.userId);
}

/** Pushes one person's devices are sent in a minute, every reminder and snooze together (decision 138). */
export const PUSHES_PER_MINUTE: Limit = { max: 60, windowSeconds: 60 };

type Waiting = Moment & { snoozed?: boolean };

/**
 * Of one person's waiting moments, oldest first, the ones whose pushes (one to each device, at most the
 * ceiling's worth) still fit this minute's ceiling, written as sent. The ceiling's places are taken first, in one
 * statement each; what does not fit stays unwritten and waits for a later round, and places taken for a moment
 * someone else wrote first are given back.
 */
async function withinCeiling(db: Database, userId: string, waiting: Waiting[], devices: number, now: Date) {
  const places = Math.min(devices, PUSHES_PER_MINUTE.max);
  const key = `pushes:${userId}`;
  const fit: Waiting[] = [];
  let windowEnds: number | undefined;
  for (const moment of [...waiting].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (places > 0) {
      const allowance = await takePlace(db, key, PUSHES_PER_MINUTE, { places, now: now.getTime() });
      if (!allowance.allowed) break;
      windowEnds = allowance.windowEnds;
    }
    fit.push(moment);
  }
  const snoozed = new Set(
    await claimSnoozes(
      db,
      userId,
      fit.filter((moment) => moment.snoozed).map((moment) => moment.key),
      now,
    ),
  );
  const claimed = [
    ...(await claimMoments(
      db,
      fit.filter((moment) => !moment.snoozed),
      now,
    )),
    ...fit.filter((moment) => moment.snoozed && snoozed.has(moment.key)),
  ];
  const unclaimed = fit.length - claimed.length;
  if (unclaimed > 0 && windowEnds !== undefined) await returnPlace(db, key, windowEnds, unclaimed * places);
  return claimed;
}

/**
 * Sends what has come due at `now` for these people (everyone when not given): what it pushed, to how many
 * devices, and how many due moments wait for the next minute's pushes (decision 138).
 */
export async function reminderRound(
  { db, vapid, outbound, logger, oneConnection = false }: RoundDeps,
  now = new Date(),
  only?: readonly string[],
) {
  const from = new Date(now.getTime() - STALE_AFTER_MINUTES * MINUTE);
  const to = new Date(now.getTime() + 1);
  const moments: Moment[] = [];
  for (const userId of await peopleToRemind(db, only)) {
    const person = await personReminders(db, userId, from);
    for (const due of dueBetween(person.sources, person.settings, person.timeZone, from, to)) {
      moments.push({
        userId,
        key: due.key,
        at: new Date(due.at),
        title: due.title,
        body: due.body,
        url: due.url,
      });
    }
  }
  const waiting: Waiting[] = [
    ...(await unwritten(db, moments)),
    ...(await dueSnoozes(db, now, only)).map((moment) => ({ ...moment, snoozed: true })),
  ];
  if (waiting.length === 0) return { moments: 0, devices: 0, waiting: 0 };
  const people = [...new Set(waiting.map((moment) => moment.userId))];
  const everyDevice = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, people));
  const devicesOf = (userId: string) =>
    everyDevice.filter((device) => device.userId === userId).slice(0, PUSHES_PER_MINUTE.max);
  const sent = new Set<string>();
  let reached = 0;
  const push = (tx: Database, claimed: readonly Waiting[], devices: readonly Device[]) =>
    Promise.all(
      claimed.flatMap((moment) => {
        sent.add(`${moment.userId} ${moment.key}`);
        const message: ReminderPush = {
          key: moment.key,
          title: moment.title,
          body: moment.body,
          url: moment.url,
          at: moment.at.toISOString(),
        };
        return devices.map(async (device) => {
          const result = await pushTo(tx, device, message, vapid, outbound);
          if (result === 'sent') reached += 1;
          else if (result === 'refused')
            logger.warn(
              { result },
              'a reminder was not sent: its device is registered at an address that is not public',
            );
          else logger.info({ result }, 'a reminder did not reach a device');
        });
      }),
    );
  for (const userId of people) {
    const theirs = waiting.filter((moment) => moment.userId === userId);
    const devices = devicesOf(userId);
    if (oneConnection) {
      // The embedded database's one connection is never held while a push is on its way, which may take
      // seconds: every screen would wait. There is one process, so only its own end can come between.
      await push(db, await withinCeiling(db, userId, theirs, devices.length, now), devices);
      continue;
    }
    // Each person's moments are written and pushed in one transaction (decision 177): a process that dies before
    // the commit leaves them unwritten, so the job's next run sends them. One that dies between a push and the
    // commit sends that push again; the device shows it once, under its key.
    await db.transaction(async (tx) =>
      push(tx, await withinCeiling(tx, userId, theirs, devices.length, now), devices),
    );
  }
  // Moments of people with a device that did not fit this minute's pushes wait for a later run.
  const left = waiting.filter(
    (moment) => devicesOf(moment.userId).length > 0 && !sent.has(`${moment.userId} ${moment.key}`),
  ).length;
  return { moments: sent.size, devices: reached, waiting: left };
}

/** Once an hour: old moments (decision 102) and deleted ids past their keeping (decision 140) are forgotten. */
export async function tidyHourly(db: Database, now: Date) {
  await forgetOldMoments(db, now);
  await forgetOldDeletedIds(db, now);
}
