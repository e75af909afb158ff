import { Hono } from 'hono';
import type { AppEnv } from '../http/env';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER, clientIp } from './client-ip';

/** Hands /api/auth/* to Better Auth, telling it the caller's address for its rate limits. */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const init: RequestInit & { duplex?: 'half' } = {
      method: c.req.method,
      headers,
      body: c.req.raw.body,
      duplex: 'half',
    };
    return auth.handler(new Request(c.req.raw.url, init));
  });
}
