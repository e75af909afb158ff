import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/database';
import { post, STRONG_PASSWORD, uniqueEmail } from '../test/users';
import type { DatabaseHandle } from '../db/client';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let port: number;
const inbox: Received[] = [];
let database: DatabaseHandle;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          // Undo quoted-printable line wrapping so the link can be read whole.
          raw: Buffer.concat(chunks)
            .toString('utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '='),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  database = await createTestDatabase();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await database.close();
});

describe('with SMTP_URL set', () => {
  it('delivers the confirmation e-mail to a real SMTP server, and has no local mailbox', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-signing-cookies',
      TRUST_PROXY: 'true',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'NeuroNest <hello@neuronest.test>',
    });
    const app = createApp({ config, database, logger: createLogger('silent'), clientDir: '/nonexistent' });
    const email = uniqueEmail('smtp');
    const res = await post(app, '/api/auth/sign-up/email', { email, password: STRONG_PASSWORD, name: '' });
    expect(res.status).toBe(200);

    const message = inbox.find((m) => m.to.includes(email));
    expect(message?.from).toBe('hello@neuronest.test');
    expect(message?.raw).toContain('Subject: Confirm your NeuroNest e-mail address');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    expect(message?.raw).toMatch(/verify-email\?token=/);

    const mailbox = await app.request('/api/mailbox');
    expect(mailbox.status).toBe(404);
  });
});
