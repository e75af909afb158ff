import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/database';
import type { TestUser } from '../test/users';
import { createUser, ORIGIN } from '../test/users';

const SCRIPT = `console.log(${JSON.stringify('a calm script '.repeat(100))});`;
let dir: string;
let database: DatabaseHandle;
let app: App;
let alice: TestUser;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'neuronest-pages-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(
    path.join(dir, 'landing.html'),
    '<!doctype html><html lang="en"><body><h1>Everyday tools</h1></body></html>',
  );
  // The build's manifest: the dashboard screen's chunk imports a chunk of its own and the app's first script.
  await mkdir(path.join(dir, '.vite'));
  await writeFile(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'main.tsx': { file: 'assets/app-Ab12Cd34.js', isEntry: true },
      '_notice-Zz99.js': { file: 'assets/notice-Zz99.js', imports: ['main.tsx'] },
      'features/dashboard/dashboard-page.tsx': {
        file: 'assets/dashboard-page-Yy88.js',
        isDynamicEntry: true,
        imports: ['main.tsx', '_notice-Zz99.js'],
      },
      // A screen in a folder named otherwise: /tools/todo is features/todo/todo-page.tsx.
      'features/todo/todo-page.tsx': { file: 'assets/todo-page-Tt77.js', imports: ['main.tsx'] },
    }),
  );
  const script = path.join(dir, 'assets', 'app-Ab12Cd34.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-signing-cookies',
    TRUST_PROXY: 'true',
  });
  app = createApp({ config, database, logger: createLogger('silent'), clientDir: dir });
  alice = await createUser(app);
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the pages', () => {
  it('sends a signed-out visitor the prerendered landing page at /', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<h1>Everyday tools</h1>');
    expect((await app.request('/auth')).status).toBe(200);
  });

  it('sends a signed-in visitor from / and /auth to the dashboard before any HTML', async () => {
    for (const page of ['/', '/auth']) {
      const res = await app.request(page, { headers: { cookie: alice.cookie } });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/dashboard');
      expect(await res.text()).not.toContain('<html');
    }
    const settings = await app.request('/settings', { headers: { cookie: alice.cookie } });
    expect(await settings.text()).toContain('<div id="root">');
  });

  it('treats a session cookie that is not valid as signed out', async () => {
    const res = await app.request('/', { headers: { cookie: 'better-auth.session_token=forged.value' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Everyday tools');
  });
});

describe("a signed-in person's first data", () => {
  const firstData = (html: string) => {
    const found = /<script id="first-data" type="application\/json">(.*?)<\/script>/.exec(html);
    return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
  };

  it('writes the session, settings and profile into their app pages, kept out of every cache', async () => {
    const save = (path: string, body: unknown) =>
      app.request(path, {
        method: 'PATCH',
        headers: { cookie: alice.cookie, origin: ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Stored text that tries to end the script early.
    expect((await save('/api/profile', { fullName: '</script><b>Al', conditions: ['ADHD'] })).status).toBe(
      200,
    );
    expect((await save('/api/settings', { themeColor: 'rose' })).status).toBe(200);
    const res = await app.request('/dashboard', { headers: { cookie: alice.cookie } });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).not.toContain('</script><b>');
    const data = firstData(html) as {
      user: { email: string };
      settings: { themeColor: string };
      profile: { fullName: string; conditions: string[] };
    };
    expect(data.user.email).toBe(alice.email);
    expect(data.settings.themeColor).toBe('rose');
    expect(data.profile).toMatchObject({ fullName: '</script><b>Al', conditions: ['ADHD'] });
  });

  it('writes nothing for a visitor without a live session', async () => {
    for (const cookie of ['', 'better-auth.session_token=forged.value']) {
      const res = await app.request('/dashboard', { headers: { cookie } });
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(firstData(await res.text())).toBeNull();
    }
  });
});

describe("each screen's scripts", () => {
  const preloads = async (page: string) =>
    [
      ...(await (await app.request(page)).text()).matchAll(
        /<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g,
      ),
    ].map((link) => link[1]);

  it('come with the page of the screen, with every chunk they import, at low priority', async () => {
    expect(await preloads('/dashboard')).toEqual([
      '/assets/dashboard-page-Yy88.js',
      '/assets/app-Ab12Cd34.js',
      '/assets/notice-Zz99.js',
    ]);
  });

  it("are found by the screen's file name in any feature folder", async () => {
    expect(await preloads('/tools/todo')).toEqual(['/assets/todo-page-Tt77.js', '/assets/app-Ab12Cd34.js']);
  });

  it('are not named on pages without a screen of their own, nor on the landing page', async () => {
    expect(await preloads('/nowhere')).toEqual([]);
    expect(await preloads('/')).toEqual([]);
  });
});

describe('the built files', () => {
  const asset = (encoding?: string) =>
    app.request('/assets/app-Ab12Cd34.js', { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the brotli copy made at build time to a browser that takes it', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(Buffer.from(await res.arrayBuffer()).equals(brotliCompressSync(SCRIPT))).toBe(true);
  });

  it('sends the gzip copy, or the file itself, to browsers that take only those', async () => {
    expect((await asset('gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await asset();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('lets browsers keep hashed files for a year without asking again', async () => {
    expect((await asset('br')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
