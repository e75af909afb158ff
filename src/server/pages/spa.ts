import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { APPEARANCE_COOKIE, decodeAppearance } from '../../shared/appearance';
import type { AppEnv } from '../http/env';
import { projectRoot } from '../root';
import { paintAppearance } from './paint-appearance';
import { writeFirstData } from './spa-first-data';
import { screenPreloads, writePreloads } from './spa-preload';
import type { PageSession } from './spa-session';

export const clientDir = path.join(projectRoot, 'dist', 'client');

export interface SpaOptions {
  /**
   * The request's live session and the person's first data, or null. A signed-in visitor never gets the
   * landing or sign-in page; their app pages carry what the first render needs.
   */
  session?: (request: Request) => Promise<PageSession | null>;
}

/** Pages only for people who are signed out; the server sends a signed-in visitor on before any HTML. */
const SIGNED_OUT_PAGES = new Set(['/', '/auth']);

/**
 * Serves the built React app: files as they are (brotli or gzip copies made at build time when the browser
 * takes them), the prerendered landing page at /, and index.html for every other client route.
 */
export function spaRoutes(dir = clientDir, options: SpaOptions = {}) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), dir) || '.';
  const pages = new Map<string, string | null>();
  const page = async (name: string) => {
    if (!pages.has(name)) {
      pages.set(name, await readFile(path.join(dir, name), 'utf8').catch(() => null));
    }
    return pages.get(name) ?? null;
  };

  const preloads = screenPreloads(dir);

  // The build makes no source maps; one left in the folder is still the app's source, so it is never sent.
  app.use('*', async (c, next) => {
    if (c.req.path.endsWith('.map')) return c.text('Not found', 404);
    await next();
  });
  if (existsSync(dir)) serveFiles(app, root);
  // A missing script or style is a 404, not the app's page: a stale tab then knows to reload.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    const session = (await options.session?.(c.req.raw)) ?? null;
    for (const cookie of session?.setCookies ?? []) c.header('Set-Cookie', cookie, { append: true });
    if (SIGNED_OUT_PAGES.has(c.req.path) && session) {
      c.header('Cache-Control', 'no-store');
      return c.redirect('/dashboard', 302);
    }
    const landing = c.req.path === '/' ? await page('landing.html') : null;
    const shell = await page('index.html');
    const html = landing ?? (shell && writePreloads(shell, preloads(c.req.path)));
    if (!html) {
      return c.text(
        'NeuroNest has not been built yet. Run "npm run build", then start the server again.',
        503,
      );
    }
    if (!session) return sendPage(c, html, 'private, no-cache');
    // The person's own data is in this page: no cache, not even the browser's, may keep it.
    return sendPage(c, writeFirstData(html, session.data), 'private, no-store');
  });
  return app;
}

/** The page carries the person's look at least, so no shared cache may hand it to anyone else. */
function sendPage(c: Context<AppEnv>, html: string, cacheControl: string) {
  c.header('Cache-Control', cacheControl);
  c.header('Vary', 'Cookie');
  return c.html(paintAppearance(html, decodeAppearance(getCookie(c, APPEARANCE_COOKIE))));
}

function serveFiles(app: Hono<AppEnv>, root: string) {
  const assets = serveStatic<AppEnv>({ root, precompressed: true });
  app.use('/assets/*', async (c, next) => {
    const res = await assets(c, next);
    // Every built file's name carries a hash of its content: a new version is a new address.
    if (res instanceof Response) res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return res;
  });
  // The service worker and the manifest keep their names across versions: the browser asks each time.
  app.use('/sw.js', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-cache');
  });
  const files = serveStatic<AppEnv>({ root, precompressed: true });
  // Only a name with an extension is a file; pages (and the HTML they are made from) go to the page handler.
  app.use('*', (c, next) => {
    const ext = path.extname(c.req.path);
    return ext && ext !== '.html' ? files(c, next) : next();
  });
}
