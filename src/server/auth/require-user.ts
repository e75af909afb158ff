import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import type { Auth } from './auth';
import { revealDatabaseFailure } from './hidden-failure';

/** Lets the request through only with a valid session, and puts its user on the context. */
export function requireUser(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await revealDatabaseFailure(
      () => auth.api.getSession({ headers: c.req.raw.headers }),
      () => false,
    );
    if (!result) throw new ApiError(401, 'unauthorized', 'Please sign in to continue.');
    const { id, email, name, emailVerified, createdAt } = result.user;
    c.set('user', { id, email, name, emailVerified, createdAt });
    await next();
  });
}
