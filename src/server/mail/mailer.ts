import type { Logger } from 'pino';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loadOnce } from '../../shared/load-once';
import { mailOutbox } from '../db/schema';
import type { MailContent } from './templates';

export interface Mailer {
  /** 'smtp' delivers real mail; 'outbox' keeps it in the database for the local mailbox screen. */
  readonly kind: 'smtp' | 'outbox';
  send(to: string, content: MailContent): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  // The mail library is loaded with the first message, not when the server starts.
  const transport = loadOnce(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    kind: 'smtp',
    async send(to, content) {
      const smtp = await transport();
      await smtp.sendMail({
        from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      // The address is personal data: the log says only that a message of this kind went out.
      logger.info({ kind: content.kind }, 'mail sent');
    },
  };
}

/** What the local outbox keeps: a week of mail, and at most this many messages (README, decision 075). */
export const OUTBOX_KEEP_DAYS = 7;
export const OUTBOX_KEEP_MESSAGES = 500;

/** Drops mail older than the bound, then all but the newest messages; links in it have long expired. */
export async function pruneOutbox(db: Database) {
  await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(Date.now() - OUTBOX_KEEP_DAYS * 86_400_000)));
  await db
    .delete(mailOutbox)
    .where(
      sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox} order by ${mailOutbox.createdAt} desc offset ${OUTBOX_KEEP_MESSAGES})`,
    );
}

/**
 * Keeps mail in the database, pruned as it goes. The log says that a message of its kind was kept, never to
 * whom or its link: a link signs someone in or sets their password, and logs are copied, shipped and kept far
 * longer than a week (decision 137). `mailbox`: the local mailbox is on, where the person running NeuroNest on
 * this computer reads the message whole.
 */
export function createOutboxMailer(db: Database, logger: Logger, mailbox: boolean): Mailer {
  return {
    kind: 'outbox',
    async send(to, { kind, subject, text, html, link }) {
      await db.insert(mailOutbox).values({ to, subject, text, html, link });
      await pruneOutbox(db);
      logger.info({ kind }, mailbox ? 'mail kept in the local mailbox' : 'mail stored in the outbox');
    },
  };
}
