import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { localMailboxEnabled } from './features/mailbox/routes';
import { createLogger } from './logger';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  const database = openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT * 1000,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT * 1000,
  });
  await database.migrate();
  const app = createApp({ config, database, logger });
  if (!config.SMTP_URL && !localMailboxEnabled(config)) {
    logger.warn(
      'No SMTP_URL is set and NeuroNest is not on this computer only, so nobody can read its e-mails: sign-in links and password resets will not arrive. Set SMTP_URL.',
    );
  }

  const server = serve({ fetch: app.fetch, port: config.PORT }, (info) => {
    logger.info({ port: info.port, database: database.kind }, `NeuroNest is running at ${config.PUBLIC_URL}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    server.close(() => {
      database
        .close()
        .then(() => {
          logger.info('database closed');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'could not close the database cleanly');
          process.exit(1);
        });
    });
    // Open keep-alive connections would hold close() forever.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // One plain line, not a stack trace: most often the database cannot be reached.
  console.error(`NeuroNest could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
