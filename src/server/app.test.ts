import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from './db/errors';
import { SCHEMA_RECHECK_MS } from './features/health/routes';
import { createTestApp, useTestApp } from './test/app';
import { ORIGIN } from './test/users';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok after a real query, naming the database', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    const expected = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(await res.json()).toEqual({ status: 'ok', database: expected });
  });

  it('answers 503 with a plain message when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.request('/api/health');
    expect(res.status).toBe(503);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({ code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE });
  });

  it('answers 503 when a table of the schema is missing, though the database answers', async () => {
    const partial = await createTestApp();
    try {
      await partial.database.db.execute(sql`drop table feedback`);
      const res = await partial.app.request('/api/health');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('database_not_ready');
    } finally {
      await partial.close();
    }
  });

  it('notices a table dropped after a healthy answer once the schema is due to be looked at again', async () => {
    const partial = await createTestApp();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await partial.app.request('/api/health')).status).toBe(200);
      await partial.database.db.execute(sql`drop table feedback`);
      // Within the bound the light query answers; after it the schema is read again.
      expect((await partial.app.request('/api/health')).status).toBe(200);
      vi.advanceTimersByTime(SCHEMA_RECHECK_MS);
      const res = await partial.app.request('/api/health');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('database_not_ready');
    } finally {
      vi.useRealTimers();
      await partial.close();
    }
  });

  it('answers 503 at once when the database goes away after a healthy answer', async () => {
    const broken = await createTestApp();
    expect((await broken.app.request('/api/health')).status).toBe(200);
    await broken.database.close();
    expect((await broken.app.request('/api/health')).status).toBe(503);
  });

  it('answers 503 when the newest migration has not been applied', async () => {
    const stale = await createTestApp();
    try {
      await stale.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const res = await stale.app.request('/api/health');
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('database_not_ready');
    } finally {
      await stale.close();
    }
  });
});

describe('every response', () => {
  it('carries security headers and a request id', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('denies the browser features NeuroNest never uses, on pages and API answers alike', async () => {
    for (const path of ['/api/health', '/dashboard']) {
      const policy = (await t.app.request(path)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy.split(', ')).toContain(`${feature}=()`);
      }
      // Nothing the app uses is denied: read-aloud's speech and the timer's screen wake lock stay allowed.
      expect(policy).not.toMatch(/speaker-selection|screen-wake-lock|fullscreen/);
    }
  });

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await t.app.request('/api/health', { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
  });
});

describe('GET /robots.txt', () => {
  it('is a real robots file that keeps crawlers out of the API, the mailbox and signed-in screens', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ['/api/', '/mailbox', '/dashboard', '/settings', '/tools/']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).not.toContain('<html');
  });
});

describe('errors', () => {
  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.request('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'There is nothing at this address.' },
    });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.app.request('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('connection')).toBe('close');
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('too_large');
  });

  it('answers a body announced over 1 MB with 413 over the socket, then closes the connection', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.write(
        [
          'POST /api/todos HTTP/1.1',
          'Host: localhost:3000',
          `Origin: ${ORIGIN}`,
          'Content-Type: application/json',
          `Content-Length: ${2 * 1024 * 1024}`,
          '',
          '{"title":"',
        ].join('\r\n'),
      );
      // The server ends the connection itself once it has answered: the client need not send the rest.
      await once(socket, 'close');
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('That request is too large. The limit is 1 MB.');
    } finally {
      server.close();
    }
  });
});
