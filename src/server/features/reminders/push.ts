import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushSubscriptionInput, ReminderPush } from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminders';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { VapidKeys } from './vapid';

// Web Push (decision 102): each device's subscription is kept; a reminder is encrypted for it with the
// web-push package and posted to its push service. A push service that no longer knows the subscription
// (404 or 410) has it removed.

const SUBSCRIPTION = 'That device';
/** A push waits this long at the push service for a device that is off: no later than a reminder may come. */
const TTL_SECONDS = STALE_AFTER_MINUTES * 60;
const SEND_TIMEOUT_MS = 10_000;
/** A person's devices that can get reminders; one more replaces the oldest. */
export const DEVICES_MAX = 10;

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;
const PRIVATE = /^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|169\.254\.|0\.|\[f[cd]|\[fe80)/;

/**
 * A push service is a public https address. A loopback one is accepted only outside production, for a test
 * push service on this computer; a private network address never, so no one can make the server post to it.
 */
export function checkEndpoint(endpoint: string, production: boolean): void {
  const url = new URL(endpoint);
  const local = LOOPBACK.test(url.hostname);
  const fine =
    (url.protocol === 'https:' && !local && !PRIVATE.test(url.hostname)) ||
    (!production && local && (url.protocol === 'http:' || url.protocol === 'https:'));
  if (!fine) {
    throw new ApiError(400, 'invalid_request', 'endpoint: That is not the address of a push service.');
  }
}

export async function addSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ id: string }> {
  const values = { userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() };
  // The same browser subscribing again (or after another person signed in on it) is one device, now theirs.
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new Error('The subscription was not returned.');
  const mine = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt);
  for (const old of mine.slice(0, Math.max(0, mine.length - DEVICES_MAX))) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
  }
  return row;
}

export async function removeSubscription(db: Database, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound(SUBSCRIPTION);
}

export type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * Sends one reminder to one device. Answers how it went: sent, gone (the subscription was removed), or
 * failed (kept, to try with the next reminder).
 */
export async function pushTo(
  db: Database,
  subscription: Subscription,
  message: ReminderPush,
  vapid: VapidKeys,
): Promise<'sent' | 'gone' | 'failed'> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high' },
  );
  let status: number;
  try {
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(request.body),
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    status = answer.status;
    await answer.body?.cancel();
  } catch {
    return 'failed';
  }
  if (status === 404 || status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    return 'gone';
  }
  if (status < 200 || status >= 300) return 'failed';
  await db
    .update(pushSubscriptions)
    .set({ lastSentAt: new Date() })
    .where(eq(pushSubscriptions.id, subscription.id));
  return 'sent';
}
