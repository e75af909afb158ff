import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { socketAddress } from '../../auth/client-ip';
import type { AppEnv } from '../../http/env';
import { ApiError } from '../../http/errors';

const MAILBOX_SIZE = 50;

/**
 * The local outbox, readable without signing in but only from this computer: its links sign people in.
 * Mounted only when no SMTP server is configured.
 */
export function mailboxRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    // Through a proxy every request comes from the proxy's own address, so a forwarded request is refused.
    const proxied = Boolean(
      c.req.header('x-forwarded-for') ?? c.req.header('forwarded') ?? c.req.header('x-real-ip'),
    );
    if (proxied || !isLoopback(socketAddress(c))) {
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

function isLoopback(address: string | undefined): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}
