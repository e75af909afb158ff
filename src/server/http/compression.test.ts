import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  compress,
  COMPRESS_ELSEWHERE_BYTES,
  COMPRESS_MIN_BYTES,
  compressAnswers,
  compressElsewhere,
} from './compression';
import type { AppEnv } from './env';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, text: `A calm task number ${i}` })) };

/** An answer of megabytes, as the study buddy's cards can be (decision 139). */
const huge = {
  cards: Array.from({ length: 6000 }, (_, i) => ({
    id: i,
    front: `Question ${i}`,
    back: 'An answer. '.repeat(20),
  })),
};

const app = new Hono<AppEnv>()
  .use(compressAnswers())
  .get('/big', (c) => c.json(big))
  .get('/huge', (c) => c.json(huge))
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

  it('compresses an answer of megabytes on zlib’s worker threads, to the same bytes, in either encoding', async () => {
    const text = JSON.stringify(huge);
    expect(text.length).toBeGreaterThan(10 * COMPRESS_ELSEWHERE_BYTES);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await get('/huge', encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body).toEqual(compress(Buffer.from(text), encoding));
      expect(await compressElsewhere(Buffer.from(text), encoding)).toEqual(body);
      expect(decode(body).toString()).toBe(text);
    }
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
