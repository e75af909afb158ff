import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './env';

const REQUEST_ID = /^[\w-]{1,64}$/;

/** A password-reset link and a calendar feed carry their secret in the path; the log keeps only the route. */
export const loggedPath = (path: string) =>
  path
    .replace(/^(\/api\/auth\/reset-password\/)[^/]+/, '$1:token')
    .replace(/^(\/calendar\/)[^/]+/, '$1:secret');

/** Gives every request an id (echoed in X-Request-Id) and a logger that stamps it on each line. */
export function requestContext(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('logger', log);
    // Set before the handler runs: headers added to a finished response can be dropped by the Node adapter.
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
}
