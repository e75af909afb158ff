import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { DatabaseHandle } from '../../db/client';
import { errorBody } from '../../http/errors';
import type { AppEnv } from '../../http/env';

export function healthRoutes(database: DatabaseHandle) {
  return new Hono<AppEnv>().get('/', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      c.var.logger.error({ err: error }, 'health check: database unreachable');
      return c.json(errorBody('database_unavailable', 'The database cannot be reached right now.'), 503);
    }
    return c.json({ status: 'ok' as const, database: database.kind });
  });
}
