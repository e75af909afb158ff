import type { IncomingMessage } from 'node:http';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText } from './answer-text';
import { compressAnswers } from './compression';
import type { AppEnv } from './env';

const big = { cards: Array.from({ length: 80 }, (_, i) => ({ id: i, front: `A calm question ${i}` })) };
const seen: (string | null)[] = [];

const app = new Hono<AppEnv>()
  .use(compressAnswers())
  // Inside the compression: records what `answerText` finds in the answer the route made.
  .use(async (c, next) => {
    await next();
    seen.push(answerText(c.res));
  })
  .get('/big', (c) => c.json(big))
  .get('/small', (c) => c.json({ ok: true }, 201))
  .get(
    '/stream',
    () => new Response(new Blob(['data: hi\n\n']).stream(), { headers: { 'content-type': 'text/plain' } }),
  );

const server = createAdaptorServer({ fetch: app.fetch });
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The raw answer, its bytes as they came (Node's fetch would undo the compression). */
function request(path: string) {
  return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
    get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the text an answer was made from, behind the Node adapter', () => {
  it('is the JSON a route answered with, and the compressed answer holds the same JSON', async () => {
    seen.length = 0;
    const { res, body } = await request('/big');
    expect(seen).toEqual([JSON.stringify(big)]);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(JSON.parse(brotliDecompressSync(body).toString())).toEqual(big);
  });

  it('leaves a short answer as it was made, with its status and length', async () => {
    const { res, body } = await request('/small');
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(JSON.parse(body.toString())).toEqual({ ok: true });
  });

  it('is null for an answer not made from text, which still arrives whole', async () => {
    seen.length = 0;
    const { res, body } = await request('/stream');
    expect(seen).toEqual([null]);
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(body.toString()).toBe('data: hi\n\n');
  });

  it("is null for the platform's own answer", async () => {
    // fetch answers with the platform's own Response, whichever one the Node adapter put in its place.
    const platformAnswer = await fetch('data:application/json,{"a":1}');
    expect(answerText(platformAnswer)).toBeNull();
  });
});
