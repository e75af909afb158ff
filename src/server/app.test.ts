import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from './test/app';

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
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('The database cannot be reached right now.');
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

  it('echoes a well-formed request id and replaces a malformed one', async () => {
    const kept = await t.app.request('/api/health', { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await t.app.request('/api/health', { headers: { 'x-request-id': '<script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('<script>');
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
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('too_large');
  });
});
