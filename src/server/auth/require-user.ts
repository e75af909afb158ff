import { getCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import type { Auth } from './auth';
import { revealDatabaseFailure } from './hidden-failure';
import { cookieKeysOf, userFromSessionCopy } from './session-cookie';

const READS = new Set(['GET', 'HEAD']);

/**
 * Lets the request through only with a valid session, and puts its user on the context. `fresh`: a read asks
 * the database too, for a read that opens something long-lived (a focus room's stream, decision 166).
 */
export function requireUser(auth: Auth, { fresh = false }: { fresh?: boolean } = {}) {
  let keys: ReturnType<typeof cookieKeysOf> | undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    // A read may trust the signed session cookie for a short while, checked here without a call into the
    // auth library; a write always asks the database, so a session that was signed out or deleted can
    // change nothing (decision 023, decision 058).
    const trustCopy = READS.has(c.req.method) && !fresh;
    if (trustCopy) {
      const user = userFromSessionCopy(getCookie(c), await (keys ??= cookieKeysOf(auth)));
      if (user) {
        c.set('user', user);
        return next();
      }
    }
    const { headers, response: result } = await revealDatabaseFailure(
      () =>
        auth.api.getSession({
          headers: c.req.raw.headers,
          query: { disableCookieCache: !trustCopy },
          returnHeaders: true,
        }),
      () => false,
    );
    if (!result) throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
    const { id, email, name, emailVerified, createdAt } = result.user;
    c.set('user', {
      id,
      email,
      name,
      emailVerified,
      createdAt,
      signedInAt: new Date(result.session.createdAt),
      session: { id: result.session.id, expiresAt: new Date(result.session.expiresAt) },
    });
    await next();
    // A renewed copy of the session cookie goes back to the browser with the answer.
    for (const cookie of headers.getSetCookie()) c.res.headers.append('Set-Cookie', cookie);
  });
}
