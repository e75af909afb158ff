import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailContent } from './templates';

export interface Mailer {
  /** 'smtp' delivers real mail; 'outbox' keeps it in the database for the local mailbox screen. */
  readonly kind: 'smtp' | 'outbox';
  send(to: string, content: MailContent): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(to, content) {
      await transport.sendMail({
        from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      logger.info({ to, subject: content.subject }, 'mail sent');
    },
  };
}

export function createOutboxMailer(db: Database, logger: Logger): Mailer {
  return {
    kind: 'outbox',
    async send(to, content) {
      await db.insert(mailOutbox).values({ to, ...content });
      logger.info({ to, subject: content.subject, link: content.link }, 'mail stored in the local outbox');
    },
  };
}
