import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header through which the server tells the auth library who is calling; never taken from the client. */
export const CLIENT_IP_HEADER = 'x-neuronest-client-ip';

/**
 * The caller's address: the first X-Forwarded-For entry behind a trusted proxy, otherwise the socket's
 * address. Rate limits are counted per address.
 */
export function clientIp(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
