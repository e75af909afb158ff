import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createUser, fromApp } from '../../test/users';
import { createHttpBionicReader } from './reader';

interface Received {
  fields: Record<string, string>;
}

/** A reading service on 127.0.0.1. Its reply depends on the content it is sent. */
async function startReadingService() {
  const received: Received[] = [];
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'content-type': req.headers['content-type'] ?? '' },
    }).formData();
    const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
    received.push({ fields });
    const content = fields.content ?? '';
    if (content === 'fail') {
      res.writeHead(503).end('busy');
    } else if (content === 'json please') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ content: '<b class="b bionic">js</b>on <b>ple</b>ase' }));
    } else if (content === 'slow') {
      // Never answers; the server's time limit must end the wait.
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        '<div class="bionic-reader"><b class="b bionic">Hel</b>lo <script>alert("x")</script>' +
          '<img src=x onerror="alert(1)"><strong onclick="steal()">wor</strong>ld &amp; <i>more</i>' +
          '<!-- note --><a href="javascript:alert(2)">link</a></div>',
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/convert`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let t: TestApp;
let service: Awaited<ReturnType<typeof startReadingService>>;
let alice: TestUser;

beforeAll(async () => {
  service = await startReadingService();
  t = await createTestApp({ BIONIC_API_URL: service.url });
  alice = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(() => {
  service.received.length = 0;
});

const convert = (body: unknown, app = t.app, user = alice) =>
  app.request('/api/bionic', as(user, { method: 'POST', body: JSON.stringify(body) }));

describe('POST /api/bionic', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.request(
      '/api/bionic',
      fromApp({ method: 'POST', body: JSON.stringify({ texts: ['Hello'] }) }),
    );
    expect(res.status).toBe(401);
    expect(service.received).toHaveLength(0);
  });

  it('sends the multipart form of docs/product.md#calls and answers only text and bold', async () => {
    const res = await convert({ texts: ['Hello world & more'] });
    expect(res.status).toBe(200);
    expect(service.received[0]?.fields).toEqual({
      content: 'Hello world & more',
      fixation: '1',
      saccade: '10',
      response: 'html',
    });
    const {
      html: [html],
    } = (await res.json()) as { html: string[] };
    expect(html).toBe('<b>Hel</b>lo <strong>wor</strong>ld &amp; morelink');
    expect(html).not.toMatch(/script|onerror|onclick|img|javascript|class=/i);
  });

  it('reads a JSON reply from its content field', async () => {
    const res = await convert({ texts: ['json please'] });
    expect(await res.json()).toEqual({ html: ['<b>js</b>on <b>ple</b>ase'] });
  });

  it('answers null when the service fails, so the browser keeps its own', async () => {
    const res = await convert({ texts: ['fail'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ html: [null] });
  });

  it('converts a list of texts in one request, answering in order, null only where the service failed', async () => {
    const res = await convert({ texts: ['json please', 'fail', 'json please'] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      html: ['<b>js</b>on <b>ple</b>ase', null, '<b>js</b>on <b>ple</b>ase'],
    });
    expect(service.received.map((r) => r.fields.content)).toEqual(['json please', 'fail', 'json please']);
  });

  it('answers null without asking anyone when no service is configured', async () => {
    const offline = await createTestApp({}, t.database);
    const res = await convert({ texts: ['Hello', 'world'] }, offline.app);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ html: [null, null] });
    expect(service.received).toHaveLength(0);
  });

  it.each([
    [{ texts: [''] }, 'texts.0: Please give some text to convert.'],
    [{ texts: ['fine', '   \n '] }, 'texts.1: Please give some text to convert.'],
    [{}, 'texts: Please give a list of texts to convert.'],
    [{ texts: [] }, 'texts: Please give a list of texts to convert.'],
    [{ texts: 'Hello' }, 'texts: Please give a list of texts to convert.'],
    [{ texts: [42] }, 'texts.0: Please give some text to convert.'],
    [{ texts: ['a'.repeat(5001)] }, 'texts.0: Text can be at most 5,000 characters.'],
    [{ texts: Array.from({ length: 51 }, () => 'a') }, 'texts: At most 50 texts can be converted at once.'],
  ])('refuses %j with a 400 and a plain message', async (body, message) => {
    const res = await convert(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(service.received).toHaveLength(0);
  });

  it('accepts text of exactly 5,000 characters', async () => {
    const res = await convert({ texts: ['a'.repeat(5000)] });
    expect(res.status).toBe(200);
  });
});

describe('HTTP reading service', () => {
  it('gives up after its time limit', async () => {
    const reader = createHttpBionicReader(service.url, { timeoutMs: 150 });
    await expect(reader.convert('slow')).rejects.toThrow();
  });
});
