import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import { post, uniqueEmail } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/mailbox (no SMTP configured)', () => {
  it('lists the newest messages with their links, without signing in', async () => {
    const email = uniqueEmail('mailbox');
    await post(t.app, '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
    const res = await t.app.request('/api/mailbox');
    expect(res.status).toBe(200);
    const { messages } = (await res.json()) as {
      messages: { to: string; subject: string; link: string; createdAt: string }[];
    };
    const message = messages.find((m) => m.to === email);
    expect(message?.subject).toBe('Your NeuroNest sign-in link');
    expect(message?.link).toContain('/api/auth/magic-link/verify?token=');
    expect(Number.isNaN(Date.parse(message?.createdAt ?? ''))).toBe(false);
  });
});
