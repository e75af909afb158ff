import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { ApiError } from './errors';
import { refuseJson } from './hostile-json';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export const CROSS_SITE_MESSAGE =
  'This request came from another website, so NeuroNest did not carry it out. Please use NeuroNest directly.';
export const JSON_ONLY_MESSAGE =
  'NeuroNest only accepts requests written as JSON (Content-Type: application/json).';

/** The addresses NeuroNest's own pages are served from: PUBLIC_URL, and its twin name on this computer. */
export function appOrigins(publicUrl: string): string[] {
  const origin = new URL(publicUrl);
  const origins = new Set([origin.origin]);
  // localhost and 127.0.0.1 are the same machine but different origins to a browser.
  if (origin.hostname === 'localhost') origins.add(origin.origin.replace('localhost', '127.0.0.1'));
  if (origin.hostname === '127.0.0.1') origins.add(origin.origin.replace('127.0.0.1', 'localhost'));
  return [...origins];
}

/**
 * Refuses a state-changing request that a page of another site made the browser send (it would carry the
 * person's cookie). Browsers name the sending page in Origin on every POST, PUT, PATCH and DELETE, and in
 * Sec-Fetch-Site; a request with neither did not come from one of our pages either.
 */
export function sameOriginOnly(origins: readonly string[]) {
  const allowed = new Set(origins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fromApp =
        origin === undefined ? c.req.header('sec-fetch-site') === 'same-origin' : allowed.has(origin);
      if (!fromApp) throw new ApiError(403, 'cross_site', CROSS_SITE_MESSAGE);
    }
    await next();
  });
}

/**
 * Every request body is JSON that can be stored: anything else is refused here, once for every route, before
 * a handler or the auth library reads it (415 for another content type, 400 for text PostgreSQL cannot keep
 * or nesting too deep to walk). A request without a body, such as a sign-out, passes. The `rawBodies` are the
 * POSTs whose body is a file's own bytes, which their route reads and checks itself (a picture, decision 168).
 */
export function storableJsonOnly(rawBodies: readonly string[] = []) {
  const raw = new Set(rawBodies);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (/%00/.test(c.req.url)) {
      throw new ApiError(400, 'invalid_request', 'That address contains a character that is not allowed.');
    }
    if (!STATE_CHANGING.has(c.req.method) || !c.req.raw.body) return next();
    if (c.req.method === 'POST' && raw.has(c.req.path)) return next();
    // Read once and kept by Hono: the route's own validator reads the same text.
    const text = await c.req.text();
    if (text.length === 0) return next();
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new ApiError(415, 'json_only', JSON_ONLY_MESSAGE);
    }
    const problem = refuseJson(text);
    if (problem) throw new ApiError(400, 'invalid_request', problem);
    await next();
  });
}
