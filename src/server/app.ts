import { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { healthRoutes } from './features/health/routes';
import type { AppEnv } from './http/env';
import { errorBody, handleError } from './http/errors';
import { requestContext } from './http/request-context';
import { limitBody, securityHeaders } from './http/security';
import { spaRoutes } from './http/spa';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Folder of the built client; tests point it elsewhere or leave it unbuilt. */
  clientDir?: string;
}

/** Builds the whole HTTP application. main.ts and every server test use this one function. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('*', requestContext(deps.logger));
  app.use('*', securityHeaders());
  app.use('/api/*', limitBody());
  app.onError(handleError);

  const api = new Hono<AppEnv>().route('/health', healthRoutes(deps.database));

  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'There is nothing at this address.'), 404));
  app.route('/', spaRoutes(deps.clientDir));
  app.notFound((c) => c.json(errorBody('not_found', 'There is nothing at this address.'), 404));
  return app;
}

export type ApiApp = ReturnType<typeof createApp>;
