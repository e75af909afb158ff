import { Hono } from 'hono';
import { retryMessage } from '../../shared/auth-messages';
import type { AppEnv } from '../http/env';
import { ACCOUNT_SLOWED } from './account-limits';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';
import { revealDatabaseFailure } from './hidden-failure';

/** Hands /api/auth/* to Better Auth, telling it the caller's address for its rate limits. */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // The body was already read, and checked, by the app's JSON guard; Hono keeps that copy.
    const body = c.req.method === 'GET' ? undefined : await c.req.arrayBuffer();
    // An empty body is no body: the library refuses an empty one without a JSON type (a bare sign-out).
    const init: RequestInit = { method: c.req.method, headers, body: body?.byteLength ? body : undefined };
    const res = await revealDatabaseFailure(
      () => auth.handler(new Request(c.req.raw.url, init)),
      (answer) => answer.status >= 500,
    );
    return res.status === 429 ? await tooManyRequests(res) : res;
  });
}

/** The library's 429 says only "later"; people need to know how long to wait (and the account limit, what else to do). */
async function tooManyRequests(res: Response): Promise<Response> {
  const seconds = Number(res.headers.get('x-retry-after')) || 60;
  const own = (await res.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  const body =
    own?.code === ACCOUNT_SLOWED && typeof own.message === 'string'
      ? { code: ACCOUNT_SLOWED, message: own.message }
      : { code: 'RATE_LIMITED', message: retryMessage(seconds) };
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  headers.set('retry-after', String(seconds));
  return new Response(JSON.stringify(body), { status: 429, headers });
}
