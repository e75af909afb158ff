import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header through which the server tells the auth library who is calling; never taken from the client. */
export const CLIENT_IP_HEADER = 'x-neuronest-client-ip';

/**
 * The caller's address: behind a trusted proxy, the last X-Forwarded-For entry (the one that proxy
 * added; earlier entries are whatever the client sent), otherwise the socket's address. Rate limits are
 * counted per address.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c);
}

/** The address of the connection itself; undefined when the request did not come over a socket. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
