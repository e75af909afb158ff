import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPEARANCE_COOKIE, encodeAppearance } from '../../shared/appearance';
import { DEFAULT_SETTINGS } from '../../shared/settings';
import { spaRoutes } from './spa';

let dir: string;
let app: ReturnType<typeof spaRoutes>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'neuronest-spa-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'index-1234.js'), 'console.log(1);\n');
  await writeFile(path.join(dir, 'assets', 'index-1234.js.map'), '{"sources":["secret.ts"]}');
  await writeFile(path.join(dir, 'app.css.map'), '{"sources":["secret.css"]}');
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div></body></html>',
  );
  app = spaRoutes(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const page = (cookie?: string) => app.request('/dashboard', { headers: cookie ? { cookie } : {} });

describe('the app page', () => {
  it('is served for client routes', async () => {
    const res = await page();
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<html lang="en"><body>');
  });

  it("is painted in the person's remembered look before any script runs", async () => {
    const look = encodeAppearance({
      ...DEFAULT_SETTINGS,
      themeColor: 'rose',
      colorScheme: 'dark',
      lineSpacing: 2.4,
    });
    const res = await page(`${APPEARANCE_COOKIE}=${look}`);
    const html = await res.text();
    expect(html).toContain('data-color-scheme="dark"');
    expect(html).toContain('--theme-color: #e11d48');
    expect(html).toContain('--line-height: 2.4');
    expect(res.headers.get('vary')).toBe('Cookie');
  });

  it('ignores a cookie it did not write, whatever it holds', async () => {
    const evil = encodeURIComponent(
      JSON.stringify({ ...DEFAULT_SETTINGS, themeColor: '"><script>alert(1)</script>' }),
    );
    const html = await (await page(`${APPEARANCE_COOKIE}=${evil}`)).text();
    expect(html).toContain('<html lang="en"><body>');
    expect(html).not.toContain('script');
    expect(await (await page(`${APPEARANCE_COOKIE}=%E0%A4%A`)).text()).toContain('<html lang="en"><body>');
  });

  it('serves built files but never a source map, even one left in the folder', async () => {
    expect((await app.request('/assets/index-1234.js')).status).toBe(200);
    for (const map of ['/assets/index-1234.js.map', '/app.css.map']) {
      const res = await app.request(map);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('answers a missing script file with 404, not the page', async () => {
    expect((await app.request('/assets/gone-1234.js')).status).toBe(404);
  });
});
