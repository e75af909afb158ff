import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { post, randomIp, STRONG_PASSWORD, uniqueEmail } from '../test/users';

const t = useTestApp();

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** One health answer, timed, after giving every other waiting task its turn (as a browser's next request would). */
async function healthTime() {
  await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  await (await t.app.request('/api/health')).text();
  return performance.now() - started;
}

describe('password hashing', () => {
  it('runs off the event loop: other work goes on while a password is hashed and checked', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 0);
    const hash = await hashPassword(STRONG_PASSWORD);
    const ok = await verifyPassword({ hash, password: STRONG_PASSWORD });
    clearInterval(timer);
    expect(ok).toBe(true);
    expect(ticks).toBeGreaterThan(0);
    // The stored format: hex salt, a colon, the hex scrypt key; what older accounts hold.
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('keeps health quick during a burst of sign-ups', async () => {
    for (let i = 0; i < 5; i += 1) await healthTime();
    const idle: number[] = [];
    for (let i = 0; i < 20; i += 1) idle.push(await healthTime());

    let done = false;
    const burst = Promise.all(
      Array.from({ length: 40 }, async () => {
        const body = { email: uniqueEmail('burst'), password: STRONG_PASSWORD, name: '' };
        return (await post(t.app, '/api/auth/sign-up/email', body, { 'x-forwarded-for': randomIp() })).status;
      }),
    ).finally(() => {
      done = true;
    });
    const busy: number[] = [];
    while (!done) busy.push(await healthTime());
    // Each is created, or told at once to try again when more arrive together than the server runs (decision 139).
    const statuses = await burst;
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    const ratio = median(busy) / median(idle);
    expect(ratio).toBeLessThan(20);
  }, 180_000);
});
