import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { APPEARANCE_COOKIE, decodeAppearance } from '../../shared/appearance';
import type { AppEnv } from './env';
import { paintAppearance } from './paint-appearance';

export const clientDir = path.resolve(import.meta.dirname, '../../../dist/client');

/** Serves the built React app: files as they are, and index.html for every client route. */
export function spaRoutes(dir = clientDir) {
  const app = new Hono<AppEnv>();
  const root = path.relative(process.cwd(), dir) || '.';
  let indexHtml: string | undefined;

  if (existsSync(dir)) serveFiles(app, root);
  // A missing script or style is a 404, not the app's page: a stale tab then knows to reload.
  app.get('/assets/*', (c) => c.text('Not found', 404));
  app.get('*', async (c) => {
    indexHtml ??= await readFile(path.join(dir, 'index.html'), 'utf8').catch(() => undefined);
    if (!indexHtml) {
      return c.text(
        'NeuroNest has not been built yet. Run "npm run build", then start the server again.',
        503,
      );
    }
    // The page carries the person's look, so no cache may hand it to anyone else.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie');
    return c.html(paintAppearance(indexHtml, decodeAppearance(getCookie(c, APPEARANCE_COOKIE))));
  });
  return app;
}

function serveFiles(app: Hono<AppEnv>, root: string) {
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
}
