import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE, loggableError } from '../../db/errors';
import type { Readiness } from '../../db/readiness';
import { checkReadiness } from '../../db/readiness';
import { DATABASE_RETRY_AFTER, errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/env';

export const DATABASE_NOT_READY_MESSAGE =
  "NeuroNest's database is not set up yet. Please try again in a minute.";

/** How long a schema found complete is trusted before health looks at it again (decision 065). */
export const SCHEMA_RECHECK_MS = 10_000;

/**
 * GET /api/health: 200 only when the database answers a real query and holds the expected schema. Every
 * call queries the database; the schema itself is looked at again at most every SCHEMA_RECHECK_MS once
 * it was found complete, so a load balancer's polling costs one light query.
 */
export function healthRoutes(database: DatabaseHandle) {
  let schemaReadyAt = Number.NEGATIVE_INFINITY;
  async function readiness(): Promise<Readiness> {
    if (Date.now() - schemaReadyAt < SCHEMA_RECHECK_MS) {
      await database.db.execute(sql`select 1`);
      return 'ready';
    }
    const found = await checkReadiness(database.db);
    schemaReadyAt = found === 'ready' ? Date.now() : Number.NEGATIVE_INFINITY;
    return found;
  }

  return new Hono<AppEnv>().get('/', async (c) => {
    let found;
    try {
      found = await readiness();
    } catch (error) {
      c.var.logger.error({ err: loggableError(error) }, 'health check: database unreachable');
      c.header('Retry-After', DATABASE_RETRY_AFTER);
      return c.json(errorBody('database_unavailable', DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    if (found !== 'ready') {
      c.var.logger.error('health check: the database schema is missing or out of date');
      return c.json(errorBody('database_not_ready', DATABASE_NOT_READY_MESSAGE), 503);
    }
    return c.json({ status: 'ok' as const, database: database.kind });
  });
}
