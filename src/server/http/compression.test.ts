import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compressAnswers } from './compression';
import type { AppEnv } from './env';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `A calm task number ${i}` })) };

const app = new Hono<AppEnv>()
  .use(compressAnswers())
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }))
  .get('/stream', () => new Response('data: hi\n\n', { headers: { 'content-type': 'text/event-stream' } }))
  .get('/kept', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(big);
  });

const get = (path: string, encoding?: string) =>
  app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compressed answers', () => {
  it('sends brotli to a browser that takes it, and the same JSON comes out', async () => {
    const res = await get('/big', 'gzip, deflate, br, zstd');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it('sends gzip to a browser that takes only gzip', async () => {
    const res = await get('/big', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it('sends plain JSON when no compression is accepted', async () => {
    const res = await get('/big');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });

  it(`leaves answers under ${COMPRESS_MIN_BYTES} bytes, streams and no-transform answers as they are`, async () => {
    const small = await get('/small', 'br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const stream = await get('/stream', 'br');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(await stream.text()).toBe('data: hi\n\n');
    expect((await get('/kept', 'br')).headers.get('content-encoding')).toBeNull();
  });
});
