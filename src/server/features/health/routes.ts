import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, loggableError } from '../../db/errors';
import { checkReadiness } from '../../db/readiness';
import { DATABASE_RETRY_AFTER, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/env';

export const DATABASE_NOT_READY_MESSAGE =
  "NeuroNest's database is not set up yet. Please try again in a minute.";

/** GET /api/health: 200 only when the database answers a real query and holds the expected schema. */
export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().get('/', async (c) => {
    let readiness;
    try {
      readiness = await checkReadiness(database.db);
    } catch (error) {
      c.var.logger.error({ err: loggableError(error) }, 'health check: database unreachable');
      c.header('Retry-After', DATABASE_RETRY_AFTER);
      return c.json(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    if (readiness !== 'ready') {
      c.var.logger.error('health check: the database schema is missing or out of date');
      return c.json(errorBody('database_not_ready', DATABASE_NOT_READY_MESSAGE), 503);
    }
    return c.json({ status: 'ok' as const, database: database.kind });
  });
}
