import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { answerText } from './answer-text';
import type { AppEnv } from './env';

/** Below this, compression saves less than a packet and costs a little time on both sides. */
export const COMPRESS_MIN_BYTES = 1024;

// Whole answers only: a stream (a reply written as it is made) is passed through untouched.
const COMPRESSIBLE =
  /^(application\/(json|javascript|xml)|text\/(html|plain|css|javascript)|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export type Encoding = 'br' | 'gzip';

/** The encoding the request takes, brotli first; null when it takes neither. */
export function chooseEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  const offered = accept
    .toLowerCase()
    .split(',')
    .map((part) => {
      const [name = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { name: name.trim(), q: q ? Number(q.slice(2)) : 1 };
    });
  const q = (name: string) =>
    offered.find((o) => o.name === name)?.q ?? offered.find((o) => o.name === '*')?.q ?? 0;
  if (q('br') > 0 && q('br') >= q('gzip')) return 'br';
  if (q('gzip') > 0) return 'gzip';
  return null;
}

/** An answer's body in the encoding chosen for it. */
export const compress = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? // Quality 2: within a few hundred bytes of quality 5 on a list read, at under half its time
      // (decision 113); the built files keep quality 11, made once at build time.
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } })
    : gzipSync(body, { level: 6 });

const brotliLater = promisify(brotliCompress);
const gzipLater = promisify(gzip);

/**
 * From this size an answer is compressed on zlib's worker threads instead of this one: a list answer of
 * megabytes (the study buddy's cards, up to the 10 MB of docs/product.md#limits) would otherwise hold every
 * other request for the time it takes (decision 139).
 */
export const COMPRESS_ELSEWHERE_BYTES = 64 * 1024;

/** `compress`, on zlib's worker threads: the same bytes, without holding this thread. */
export const compressElsewhere = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotliLater(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } })
    : gzipLater(body, { level: 6 });

/** A JSON text kept between requests, its length in bytes, and its compressed copies made so far. */
export interface KeptJson {
  text: string;
  bytes: number;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * A kept JSON text sent the way `compressAnswers` would send it: a short text, or one for a client that
 * takes no compression, goes out as it is; otherwise the copy in the chosen encoding, made and added to
 * the kept copies the first time it is asked for.
 */
export function sendKeptJson(c: Context<AppEnv>, kept: KeptJson): Response {
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  const headers = { 'Content-Type': 'application/json' };
  if (!encoding || kept.bytes < COMPRESS_MIN_BYTES) return c.body(kept.text, 200, headers);
  const body = (kept.encoded[encoding] ??= compress(Buffer.from(kept.text), encoding));
  return c.body(new Uint8Array(body), 200, {
    ...headers,
    'Content-Encoding': encoding,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
  });
}

/**
 * Compresses the text answers made on each request (pages, API JSON) with brotli, or gzip for older
 * browsers. Built files are already compressed at build time and served as they are (decision 022).
 */
export function compressAnswers() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const res = c.res;
    // Headers and status only until an answer is known to be compressed: reading the body of a Hono answer
    // turns it into a stream that the Node adapter then copies out piece by piece.
    const type = res.headers.get('Content-Type') ?? '';
    if (
      c.req.method === 'HEAD' ||
      res.status === 204 ||
      res.status === 206 ||
      res.status === 304 ||
      res.headers.has('Content-Encoding') ||
      !COMPRESSIBLE.test(type) ||
      NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
    ) {
      return;
    }
    const text = answerText(res);
    // Asking a light answer of the Node adapter for its body makes the full answer from the headers the route
    // gave, which drops a header set since: so the body is asked for first, then Vary is set.
    const hasBody = text !== null || res.body !== null;
    const vary = res.headers.get('Vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) {
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !hasBody) return;
    const body = text === null ? Buffer.from(await res.arrayBuffer()) : Buffer.from(text);
    // A short answer made from text goes out as it was made (the adapter counts its length).
    if (text !== null && body.length < COMPRESS_MIN_BYTES) return;
    const headers = new Headers(res.headers);
    let sent: Buffer = body;
    if (body.length >= COMPRESS_MIN_BYTES) {
      sent =
        body.length >= COMPRESS_ELSEWHERE_BYTES
          ? await compressElsewhere(body, encoding)
          : compress(body, encoding);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('ETag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(sent.length));
    // Cleared first: otherwise the old answer's headers (its length, its strong ETag) would be copied over. No
    // status text: asking for it would make the full answer that `answerText` saves.
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent), { status: res.status, headers });
  });
}
