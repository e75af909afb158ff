import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/app';
import { post, uniqueEmail } from '../../test/users';

const t = useTestApp();

/** What the Node adapter hands the app for a request that arrived over a socket from this address. */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remoteFamily: 'IPv4' } } });

describe('GET /api/mailbox (no SMTP configured)', () => {
  it('lists the newest messages with their links to a visitor on this computer, without signing in', async () => {
    const email = uniqueEmail('mailbox');
    await post(t.app, '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
    const res = await t.app.request('/api/mailbox', {}, from('127.0.0.1'));
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as {
      messages: { to: string; subject: string; link: string; createdAt: string }[];
    };
    const message = messages.find((m) => m.to === email);
    expect(message?.subject).toBe('Your NeuroNest sign-in link');
    expect(message?.link).toContain('/api/auth/magic-link/verify?token=');
    expect(Number.isNaN(Date.parse(message?.createdAt ?? ''))).toBe(false);
  });

  it('refuses anyone on another computer, whatever X-Forwarded-For says: its links sign people in', async () => {
    const res = await t.app.request(
      '/api/mailbox',
      { headers: { 'x-forwarded-for': '127.0.0.1' } },
      from('10.1.2.3'),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: {
        code: 'mailbox_local_only',
        message: 'The local mailbox can only be opened on the computer running NeuroNest.',
      },
    });
  });
});

describe('a request through a proxy on this computer', () => {
  it.each([
    ['no forwarding header but Via', { via: '1.1 proxy' }],
    ['an empty X-Forwarded-For beside X-Real-IP', { 'x-forwarded-for': '', 'x-real-ip': '203.0.113.9' }],
    ['an empty X-Forwarded-For beside Forwarded', { 'x-forwarded-for': '', forwarded: 'for=203.0.113.9' }],
    ['an empty Forwarded', { forwarded: '' }],
    ['only X-Forwarded-Host', { 'x-forwarded-host': 'neuronest.example' }],
    ['only X-Forwarded-Proto', { 'x-forwarded-proto': 'https' }],
  ])('is refused with %s', async (_case, headers) => {
    const res = await t.app.request('/api/mailbox', { headers }, from('127.0.0.1'));
    expect(res.status).toBe(403);
  });
});

describe('where there is no local mailbox', () => {
  it.each([
    ['PUBLIC_URL is not on this computer', { PUBLIC_URL: 'https://neuronest.example' }],
    ['PUBLIC_URL is a name for another computer', { PUBLIC_URL: 'http://localhost.evil.test:3000' }],
  ])('%s: /api/mailbox does not exist, even for a loopback caller', async (_case, env) => {
    const other = await createTestApp(env);
    try {
      const res = await other.app.request('/api/mailbox', {}, from('127.0.0.1'));
      expect(res.status).toBe(404);
    } finally {
      await other.close();
    }
  });
});
