import { and, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { localDay } from '../../../shared/habits/days';
import type { ReminderDue, ReminderKind } from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminders';
import type { Database } from '../../db/client';
import { reminderDeliveries, todos } from '../../db/schema';
import { notFound } from '../../http/errors';
import { writeCheckin } from '../habits/queries';
import { clockOf } from '../my-day/queries';
import { dueBetween, readKey } from './moments';
import { personReminders, REMINDER } from './queries';

// Each reminder moment is written once, under the person and its key (decision 102): by a server's round, by
// the open app that showed it, or ahead of time by a snooze. Whoever writes it first sends it; the rest find
// it taken.

const MINUTE = 60_000;
/** Moments sent longer ago than this are forgotten; their keys can no longer come round again. */
const KEPT_DAYS = 3;

export interface Moment {
  userId: string;
  key: string;
  at: Date;
  title: string;
  body: string;
  url: string;
}

/** Writes these moments as sent now; returns the ones no one had written before. */
export async function claimMoments(db: Database, moments: readonly Moment[], now: Date): Promise<Moment[]> {
  if (moments.length === 0) return [];
  const written = await db
    .insert(reminderDeliveries)
    .values(
      moments.map((moment) => ({
        userId: moment.userId,
        key: moment.key,
        dueAt: moment.at,
        sentAt: now,
        title: moment.title,
        body: moment.body,
        url: moment.url,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: reminderDeliveries.userId, key: reminderDeliveries.key });
  const taken = new Set(written.map((row) => `${row.userId} ${row.key}`));
  return moments.filter((moment) => taken.has(`${moment.userId} ${moment.key}`));
}

/** Of these moments, the ones no one has written yet. */
export async function unwritten(db: Database, moments: readonly Moment[]): Promise<Moment[]> {
  if (moments.length === 0) return [];
  const written = await db
    .select({ userId: reminderDeliveries.userId, key: reminderDeliveries.key })
    .from(reminderDeliveries)
    .where(
      and(
        inArray(reminderDeliveries.userId, [...new Set(moments.map((moment) => moment.userId))]),
        inArray(reminderDeliveries.key, [...new Set(moments.map((moment) => moment.key))]),
      ),
    );
  const taken = new Set(written.map((row) => `${row.userId} ${row.key}`));
  return moments.filter((moment) => !taken.has(`${moment.userId} ${moment.key}`));
}

/** Snoozes that have come due and not gone stale, not yet sent; of `only` when given. */
export async function dueSnoozes(db: Database, now: Date, only?: readonly string[]): Promise<Moment[]> {
  if (only?.length === 0) return [];
  const rows = await db
    .select()
    .from(reminderDeliveries)
    .where(
      and(
        isNull(reminderDeliveries.sentAt),
        lte(reminderDeliveries.dueAt, now),
        sql`${reminderDeliveries.dueAt} > ${new Date(now.getTime() - STALE_AFTER_MINUTES * MINUTE)}`,
        only ? inArray(reminderDeliveries.userId, [...only]) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, at: row.dueAt }));
}

/** Marks these waiting snoozes of one person sent; returns the ones that were still waiting. */
export async function claimSnoozes(
  db: Database,
  userId: string,
  keys: string[],
  now: Date,
): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .update(reminderDeliveries)
    .set({ sentAt: now })
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        inArray(reminderDeliveries.key, keys),
        isNull(reminderDeliveries.sentAt),
      ),
    )
    .returning({ key: reminderDeliveries.key });
  return rows.map((row) => row.key);
}

/** Forgets moments sent or due more than KEPT_DAYS ago. */
export async function forgetOldMoments(db: Database, now: Date): Promise<void> {
  await db
    .delete(reminderDeliveries)
    .where(lt(reminderDeliveries.dueAt, new Date(now.getTime() - KEPT_DAYS * 24 * 60 * MINUTE)));
}

/** The person's reminders from `from` for `hours` hours. */
export async function upcoming(
  db: Database,
  userId: string,
  from: Date,
  hours: number,
): Promise<ReminderDue[]> {
  const person = await personReminders(db, userId, from);
  const to = new Date(from.getTime() + hours * 60 * MINUTE);
  return dueBetween(person.sources, person.settings, person.timeZone, from, to);
}

/** The moment a key names, worked out again from what it reminds of. */
async function describe(db: Database, userId: string, key: string): Promise<ReminderDue | undefined> {
  const found = await db
    .select()
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.userId, userId), eq(reminderDeliveries.key, key)));
  const row = found[0];
  if (row) {
    return {
      key,
      kind: 'snooze',
      targetId: '',
      at: row.dueAt.toISOString(),
      title: row.title,
      body: row.body,
      url: row.url,
    };
  }
  const read = readKey(key);
  if (!read || key.startsWith('snooze:')) return undefined;
  // The moment comes at most 15 minutes before its event, or a day later when held by quiet hours.
  const from = new Date(read.event.getTime() - 16 * MINUTE);
  const due = await upcoming(db, userId, from, 26);
  return due.find((moment) => moment.key === key);
}

/** The open app showed this reminder: no server sends it now. `first` says whether it was still unsent. */
export async function markShown(db: Database, userId: string, key: string, now: Date): Promise<boolean> {
  // A snooze is written ahead, unsent: showing it marks it sent, so no round pushes it as well.
  const waiting = await db
    .update(reminderDeliveries)
    .set({ sentAt: now })
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        eq(reminderDeliveries.key, key),
        isNull(reminderDeliveries.sentAt),
      ),
    )
    .returning({ key: reminderDeliveries.key });
  if (waiting.length > 0) return true;
  const moment = await describe(db, userId, key);
  if (!moment) throw notFound(REMINDER);
  const [claimed] = await claimMoments(db, [{ userId, ...moment, at: new Date(moment.at) }], now);
  return Boolean(claimed);
}

/** The reminder again in `minutes`, under a new key that still names the first, in place of a snooze still waiting. */
export async function snooze(
  db: Database,
  userId: string,
  key: string,
  minutes: number,
  now: Date,
): Promise<ReminderDue> {
  const moment = await describe(db, userId, key);
  if (!moment) throw notFound(REMINDER);
  const first = key.startsWith('snooze:') ? key.split(':').slice(2).join(':') : key;
  const at = new Date(now.getTime() + minutes * MINUTE);
  const again = `snooze:${at.getTime().toString(36)}:${first}`;
  // One snooze of a reminder waits at a time (decision 138): a unique index holds it, so snoozes sent together
  // replace one another in the one row rather than each adding a push.
  const fields = { key: again, dueAt: at, title: moment.title, body: moment.body, url: moment.url };
  await db
    .insert(reminderDeliveries)
    .values({ userId, snoozeOf: first, ...fields })
    .onConflictDoUpdate({
      target: [reminderDeliveries.userId, reminderDeliveries.snoozeOf],
      targetWhere: isNull(reminderDeliveries.sentAt),
      set: fields,
    });
  const read = readKey(first);
  return {
    key: again,
    kind: 'snooze',
    targetId: read?.targetId ?? '',
    at: at.toISOString(),
    title: moment.title,
    body: moment.body,
    url: moment.url,
  };
}

/**
 * "Done" from a reminder: a todo is ticked off, a habit checked in for the day of the reminder; a routine
 * needs nothing more. Waiting snoozes of the same reminder are dropped.
 */
export async function markDone(db: Database, userId: string, key: string): Promise<void> {
  const read = readKey(key);
  if (!read) throw notFound(REMINDER);
  const kind = read.kind as ReminderKind;
  if (kind === 'todo') {
    const done = await db
      .update(todos)
      .set({ completed: true })
      .where(and(eq(todos.id, read.targetId), eq(todos.userId, userId)))
      .returning({ id: todos.id });
    if (done.length === 0) throw notFound('That task');
  } else if (kind === 'habit') {
    const timeZone = await clockOf(db, userId, undefined);
    await writeCheckin(db, userId, read.targetId, { day: localDay(read.event, timeZone), state: 'done' });
  }
  const first = key.startsWith('snooze:') ? key.split(':').slice(2).join(':') : key;
  await db
    .delete(reminderDeliveries)
    .where(
      and(
        eq(reminderDeliveries.userId, userId),
        isNull(reminderDeliveries.sentAt),
        sql`${reminderDeliveries.key} like ${`snooze:%:${first}`}`,
      ),
    );
}
