import { and, eq, exists, inArray, sql } from 'drizzle-orm';
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
import type { RoundShare } from './share';
import type { VapidKeys } from './vapid';

// The server's rounds (decision 102): every few seconds each server process looks for reminders that have
// come due for the people of its share (decision 133) with a device to push to, writes each moment under its
// unique key, and pushes the ones it wrote. Another process, or the open app, that wrote a moment first has
// it; nothing is sent twice. A moment more than STALE_AFTER_MINUTES old is never sent: a server back after a
// long stop sends no burst. A person's devices get at most PUSHES_PER_MINUTE pushes a minute; the rest wait for
// a later round (decision 138).

const MINUTE = 60_000;
const WHOLE: RoundShare = { index: 0, of: 1 };
export const ROUND_EVERY_MS = 15_000;

export interface RoundDeps {
  db: Database;
  vapid: VapidKeys;
  /** Where pushes may go besides the public internet (decision 137). */
  outbound: OutboundAllowance;
  logger: Logger;
  /** The people this process looks after (REMINDER_SHARE); everyone when not given. */
  share?: RoundShare;
}

/** The person's share: their id's hash, 0 to n − 1 (hashtext's value shifted from a signed to a whole number). */
const inShare = (share: RoundShare) =>
  sql`mod(hashtext(${pushSubscriptions.userId})::bigint + 2147483648, ${share.of}) = ${share.index}`;

/** People with task reminders on, a reminder, and a device that can be pushed to, in this process's share. */
async function peopleToRemind(db: Database, share: RoundShare = WHOLE): Promise<string[]> {
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
        share.of > 1 ? inShare(share) : undefined,
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

/** One round at `now`: what it pushed, and to how many devices. */
export async function reminderRound({ db, vapid, outbound, logger, share }: RoundDeps, now = new Date()) {
  const from = new Date(now.getTime() - STALE_AFTER_MINUTES * MINUTE);
  const to = new Date(now.getTime() + 1);
  const moments: Moment[] = [];
  for (const userId of await peopleToRemind(db, share)) {
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
    ...(await dueSnoozes(db, now)).map((moment) => ({ ...moment, snoozed: true })),
  ];
  if (waiting.length === 0) return { moments: 0, devices: 0 };
  const people = [...new Set(waiting.map((moment) => moment.userId))];
  const everyDevice = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, people));
  const devicesOf = (userId: string) =>
    everyDevice.filter((device) => device.userId === userId).slice(0, PUSHES_PER_MINUTE.max);
  const toSend: Moment[] = [];
  for (const userId of people) {
    const theirs = waiting.filter((moment) => moment.userId === userId);
    toSend.push(...(await withinCeiling(db, userId, theirs, devicesOf(userId).length, now)));
  }
  if (toSend.length === 0) return { moments: 0, devices: 0 };
  let reached = 0;
  await Promise.all(
    toSend.flatMap((moment) => {
      const message: ReminderPush = {
        key: moment.key,
        title: moment.title,
        body: moment.body,
        url: moment.url,
        at: moment.at.toISOString(),
      };
      return devicesOf(moment.userId).map(async (device) => {
        const result = await pushTo(db, device, message, vapid, outbound);
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
  return { moments: toSend.length, devices: reached };
}

/** Once an hour: old moments (decision 102) and deleted ids past their keeping (decision 140) are forgotten. */
async function tidyHourly(db: Database, now: Date) {
  await forgetOldMoments(db, now);
  await forgetOldDeletedIds(db, now);
}

/**
 * Runs a round every ROUND_EVERY_MS until stopped; a failed round is logged and the next one tries again. The
 * first comes one interval after the start, so it never holds up the server's first answers; a moment due
 * meanwhile is still in its window then.
 */
export function startReminderRounds(deps: RoundDeps): () => void {
  let running = false;
  let rounds = 0;
  const tick = () => {
    if (running) return;
    running = true;
    rounds += 1;
    const now = new Date();
    reminderRound(deps, now)
      .then(() => (rounds % 240 === 1 ? tidyHourly(deps.db, now) : undefined))
      .catch((error: unknown) => deps.logger.warn({ err: error }, 'a reminder round failed'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, ROUND_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
