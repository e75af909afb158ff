import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { AppEnv } from '../../http/env';

const MAILBOX_SIZE = 50;

/** The local outbox, readable without signing in. Mounted only when no SMTP server is configured. */
export function mailboxRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
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
