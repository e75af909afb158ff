import type { Context } from 'hono';
import { Hono } from 'hono';
import { availableParallelism } from 'node:os';
import { AUTH_MESSAGES, retryMessage, SIGN_UP_BUSY } from '../../shared/auth-messages';
import { busyGate } from '../http/busy-gate';
import type { Config } from '../config';
import type { AppEnv } from '../http/env';
import { ACCOUNT_SLOWED } from './account-limits';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';
import { revealDatabaseFailure } from './hidden-failure';

/** Seconds a sign-up turned away for now is told to wait: a burst is over in a few. */
export const SIGN_UP_RETRY_SECONDS = 5;

/**
 * Sign-ups one process runs at once (decision 139): as configured, or by default half the machine's cores shared
 * among its server processes, at least one, so hashing never takes the cores that answer everyone else.
 */
export function signUpsAtOnce(
  config: Pick<Config, 'SIGN_UPS_AT_ONCE' | 'DATABASE_URL' | 'SERVER_PROCESSES'>,
) {
  if (config.SIGN_UPS_AT_ONCE) return config.SIGN_UPS_AT_ONCE;
  const cores = availableParallelism();
  const processes = config.DATABASE_URL ? config.SERVER_PROCESSES || Math.max(1, cores - 1) : 1;
  return Math.max(1, Math.floor(cores / 2 / processes));
}

/**
 * Hands /api/auth/* to Better Auth, telling it the caller's address for its rate limits. Sign-ups pass a gate
 * first: `signUps` at once, a few more waiting their turn (twice as many, at least four), the rest told at once
 * to try again in a few seconds, so a burst of them neither starves the other requests nor leaves every one
 * unanswered (decision 139).
 */
export function authRoutes(auth: Auth, trustProxy: boolean, signUps: number) {
  const signUpGate = busyGate(signUps, Math.max(4, signUps * 2));
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    const leave =
      c.req.method === 'POST' && c.req.path.endsWith('/sign-up/email') ? await signUpGate.enter() : undefined;
    if (leave === null) {
      c.var.logger.warn('sign-up turned away: too many at once');
      return c.json({ code: SIGN_UP_BUSY, message: AUTH_MESSAGES.signUpBusy }, 503, {
        'Retry-After': String(SIGN_UP_RETRY_SECONDS),
      });
    }
    try {
      return await handOver(c);
    } finally {
      leave?.();
    }
  });

  async function handOver(c: Context<AppEnv>) {
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
  }
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
