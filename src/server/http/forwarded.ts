import { isIP } from 'node:net';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

/**
 * The client's address in X-Forwarded-For when `hops` proxies stand in front: each proxy appends the
 * address it was called from, so the entry `hops` from the right is the one the outermost proxy saw.
 * Entries further left are whatever the client wrote. Undefined when the list is shorter than that (the
 * request did not pass every proxy) or the entry is not an address.
 */
export function forwardedAddress(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  if (entries.length < hops) return undefined;
  const address = entries[entries.length - hops];
  return address && isIP(address) ? address : undefined;
}

/**
 * Leaves in X-Forwarded-For only the entry the proxies vouch for, or nothing, before the rate limits read
 * it (they take the last entry, or the socket's address when there is none): a client cannot pick the
 * address its attempts are counted under by writing one into the header.
 */
export function believedForwardedFor(hops: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const headers = c.req.raw.headers;
    const address = forwardedAddress(headers.get('x-forwarded-for') ?? undefined, hops);
    if (address) headers.set('x-forwarded-for', address);
    else headers.delete('x-forwarded-for');
    await next();
  });
}
