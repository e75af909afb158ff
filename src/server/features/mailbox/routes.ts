import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { socketAddress } from '../../auth/client-ip';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';
import { isLoopbackHostname } from '../../http/hosts';

const MAILBOX_SIZE = 50;

/**
 * Headers that proxies and load balancers add. Their presence alone, even empty, means the request came
 * through one, so the loopback address of the connection says nothing about who sent it.
 */
const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

/**
 * The local mailbox exists only when no SMTP server is configured and NeuroNest is addressed on this computer
 * (PUBLIC_URL is a loopback address: the links in its mails point there anyway).
 */
export function localMailboxEnabled(config: Config): boolean {
  return !config.SMTP_URL && isLoopbackHostname(new URL(config.PUBLIC_URL).hostname);
}

/** The local outbox, readable without signing in but only from this computer: its links sign people in. */
export function mailboxRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (cameThroughProxy(c) || !isLoopbackAddress(socketAddress(c))) {
      throw new ApiError(
        403,
        'mailbox_local_only',
        'The local mailbox can only be opened on the computer running NeuroNest.',
      );
    }
    const rows = await db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        link: mailOutbox.link,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(MAILBOX_SIZE);
    return c.json({ messages: rows });
  });
}

function cameThroughProxy(c: Context): boolean {
  for (const name of c.req.raw.headers.keys()) {
    if (name.startsWith('x-forwarded-') || PROXY_HEADERS.includes(name)) return true;
  }
  return false;
}

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === '::1' || /^(::ffff:)?127(\.\d{1,3}){3}$/.test(address);
}
