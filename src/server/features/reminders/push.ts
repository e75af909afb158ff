import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import webPush from 'web-push';
import type { PushSubscriptionInput, ReminderPush } from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminders';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import type { OutboundAllowance } from '../../http/outbound';
import { checkDestination, RefusedDestination, sendOutbound } from '../../http/outbound';
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

/**
 * A push service is a public https address (decision 137): refused with a 400 when it is not, or when its name
 * stands for an address that is not public. The check is made again at each push.
 */
export async function checkEndpoint(endpoint: string, allowance: OutboundAllowance): Promise<void> {
  try {
    await checkDestination(endpoint, allowance);
  } catch (error) {
    if (error instanceof RefusedDestination) {
      throw new ApiError(400, 'invalid_request', 'endpoint: That is not the address of a push service.');
    }
    throw error;
  }
}

/** Said when a device's push address is already another account's (decision 137). */
export const DEVICE_OF_ANOTHER_ACCOUNT =
  'That device gets reminders for another account. Sign out there first.';

/**
 * Keeps a device for the person. The same browser subscribing again is one device, its keys renewed. An address
 * another account holds is refused (409), never moved: whoever knows a push address could otherwise take over
 * someone's device and stop their reminders without a word. On a shared computer the browser gives its address
 * up at sign-out (`forgetPush`), or the next person's browser makes a new one when told of the 409.
 */
export async function addSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ id: string }> {
  const values = { p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ endpoint: input.endpoint, userId, ...values })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: values,
      // One statement: a device registered by two accounts at once goes to one of them, never to both in turn.
      setWhere: eq(pushSubscriptions.userId, userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (!row) throw new ApiError(409, 'device_taken', DEVICE_OF_ANOTHER_ACCOUNT);
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
 * The push's Topic (RFC 8030): a moment's key, hashed to the 32 URL-safe characters a topic may hold. A push
 * sent twice for one moment (a process killed after sending, before its write was kept, decision 177) replaces
 * the first at the push service while undelivered, and the device's notification, tagged with the key, shows once.
 */
export const pushTopic = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 32);

/**
 * Sends one reminder to one device. Answers how it went: sent, gone (the subscription was removed), failed
 * (kept, to try with the next reminder), or refused: its address is not one the server connects to now
 * (decision 137), and nothing was sent. A refused one is kept too: its name may stand for a public address again.
 */
export async function pushTo(
  db: Database,
  subscription: Subscription,
  message: ReminderPush,
  vapid: VapidKeys,
  allowance: OutboundAllowance,
): Promise<'sent' | 'gone' | 'failed' | 'refused'> {
  const request = webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high', topic: pushTopic(message.key) },
  );
  let status: number;
  try {
    const answer = await sendOutbound(
      request.endpoint,
      {
        method: request.method,
        headers: request.headers,
        body: new Uint8Array(request.body),
        timeoutMs: SEND_TIMEOUT_MS,
      },
      allowance,
    );
    status = answer.status;
  } catch (error) {
    return error instanceof RefusedDestination ? 'refused' : 'failed';
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
