import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { mailOutbox } from '../db/schema';
import { useTestApp } from '../test/app';
import { createOutboxMailer, OUTBOX_KEEP_MESSAGES } from './mailer';
import { renderMail } from './templates';

const t = useTestApp();

describe('the local outbox', () => {
  it('forgets mail older than a week, and keeps only the newest messages', async () => {
    const db = t.database.db;
    const old = new Date(Date.now() - 8 * 86_400_000);
    await db
      .insert(mailOutbox)
      .values({ to: 'old@example.com', ...renderMail('verify', 'http://x/old'), createdAt: old });
    const many = Array.from({ length: OUTBOX_KEEP_MESSAGES + 20 }, (_, i) => ({
      to: `many-${i}@example.com`,
      ...renderMail('verify', `http://x/${i}`),
      createdAt: new Date(Date.now() - (1000 - i) * 1000),
    }));
    await db.insert(mailOutbox).values(many);

    const mailer = createOutboxMailer(db, createLogger('silent'), false);
    await mailer.send('new@example.com', renderMail('verify', 'http://x/new'));

    const [kept] = await db.select({ n: count() }).from(mailOutbox);
    expect(kept?.n).toBe(OUTBOX_KEEP_MESSAGES);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'old@example.com'))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'many-0@example.com'))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'new@example.com'))).toHaveLength(1);
  });
});
