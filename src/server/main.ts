import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createAdaptorServer, serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from './app';
import type { HeldDataDir } from './backup/channel';
import { holdDataDir } from './backup/channel';
import { startDailyBackups } from './backup/daily';
import { backupsFolder, removePartials } from './backup/files';
import { answerBackups } from './backup/serve';
import { takeBackup } from './backup/take';
import { resolveAuthSecret } from './auth/secret';
import type { Config } from './config';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createPgliteDirectory } from './db/pglite';
import { localMailboxEnabled } from './features/mailbox/routes';
import { reminderQueue } from './features/reminders/jobs';
import { resolveVapidKeys } from './features/reminders/vapid';
import type { Logger } from './logger';
import { createLogger } from './logger';

/** How long requests already under way may take to finish once the server is asked to stop. */
const STOP_GRACE_MS = 3000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * On PostgreSQL the server keeps nothing in memory between requests (sessions, rate limits and data are in
 * the database), so several processes can share the port: by default one per core but one, which is left
 * to the database and the rest of the machine (decision 071). PGlite is a database inside this process:
 * it always runs exactly one (decision 059).
 */
function serverProcesses(config: Config): number {
  if (!config.DATABASE_URL) return 1;
  return config.SERVER_PROCESSES || Math.max(1, availableParallelism() - 1);
}

async function openConfiguredDatabase(config: Config) {
  // The embedded database is created on the first start, in a process of its own (decision 107).
  if (!config.DATABASE_URL) await createPgliteDirectory(config.DATA_DIR);
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    listenUrl: config.DATABASE_LISTEN_URL,
    dataDir: config.DATA_DIR,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT * 1000,
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT * 1000,
    poolSize: config.DATABASE_POOL_SIZE,
    pooler: config.DATABASE_POOLER,
  });
}

/**
 * Behind a pooler the server sends no statement time limit (decision 176): the role carries it. Said once per
 * start when the role has none, since a stalled statement would then hold its server connection for good.
 */
async function warnAboutStatementLimit(
  config: Config,
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>,
  logger: Logger,
) {
  if (!config.DATABASE_URL || config.DATABASE_POOLER !== 'transaction') return;
  const { rows } = (await database.db.execute(
    sql`SELECT current_setting('statement_timeout') AS "limit"`,
  )) as unknown as { rows: { limit: string }[] };
  if (rows[0]?.limit !== '0') return;
  logger.warn(
    `DATABASE_POOLER is transaction and the database role has no statement time limit. Set one: ALTER ROLE your_role SET statement_timeout = '${config.DATABASE_QUERY_TIMEOUT}s'`,
  );
}

/** Said once per start, by the process that starts the others (or the only one). */
function warnAboutMail(config: Config, logger: Logger) {
  if (!config.SMTP_URL && !localMailboxEnabled(config)) {
    logger.warn(
      'No SMTP_URL is set and NeuroNest is not on this computer only, so nobody can read its e-mails: sign-in links and password resets will not arrive. Set SMTP_URL.',
    );
  }
}

const announce = (config: Config, logger: Logger, details: Record<string, unknown>) =>
  logger.info(details, `NeuroNest is running at ${config.PUBLIC_URL}`);

/** The embedded database's daily backups, after what a backup cut short left behind is removed (decision 154). */
function startPgliteBackups(
  config: Config,
  database: Awaited<ReturnType<typeof openConfiguredDatabase>>,
  logger: Logger,
) {
  const copy = database.copy;
  if (!copy) return () => undefined;
  const folder = backupsFolder(config.DATA_DIR);
  void removePartials(folder);
  return startDailyBackups({
    folder,
    keep: config.DAILY_BACKUPS,
    take: () => takeBackup(copy, config.DATA_DIR),
    logger,
  });
}

/** One HTTP server on the database; a worker of several, or the only process. */
async function runServer(config: Config, logger: Logger, { alone }: { alone: boolean }) {
  // The embedded database's folder is this process's alone; `npm run backup` asks through the channel (154).
  let opened: Awaited<ReturnType<typeof openConfiguredDatabase>> | null = null;
  const held: HeldDataDir | null = config.DATABASE_URL
    ? null
    : await holdDataDir(
        config.DATA_DIR,
        answerBackups(() => opened?.copy ?? null, config.DATA_DIR),
      );
  const database = await openConfiguredDatabase(config);
  // Several workers find the migrations already applied by the process that started them.
  if (alone) await database.migrate();
  if (alone) await warnAboutStatementLimit(config, database, logger);
  opened = database;
  const stopBackups = startPgliteBackups(config, database, logger);
  const reminders = reminderQueue(database, logger);
  const app = createApp({ config, database, logger, reminders });
  if (alone) warnAboutMail(config, logger);
  const [hostname, ...moreHosts] = config.LISTEN_HOSTS;
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname }, (info) => {
    if (alone) announce(config, logger, { port: info.port, database: database.kind });
    // Every process takes the reminder jobs that come due, whoever's they are (decision 163); each moment's
    // unique key lets only one process send it (decision 102). The queue starts once the server answers, so
    // its first statements never stand between a person and their first page.
    reminders
      .work({
        db: database.db,
        vapid: app.services.vapid,
        outbound: app.services.outbound,
        logger,
        oneConnection: database.kind === 'pglite',
      })
      .catch((error: unknown) => logger.error({ err: error }, 'the reminder queue did not start'));
  });
  // localhost is two addresses (IPv4 and IPv6); a computer without IPv6 simply has the first.
  const others = moreHosts.map((host) => {
    const other = createAdaptorServer({ fetch: app.fetch });
    other.on('error', (error) => logger.debug({ err: error, host }, 'not listening on this address'));
    other.listen(config.PORT, host);
    return other;
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (alone) logger.info({ signal }, 'stopping');
    stopBackups();
    // The rooms' streams never end by themselves: ended here, their seats go and every room hears at once.
    const rooms = app.services.rooms.stop();
    server.close(() => {
      rooms
        .then(() => reminders.stop())
        .catch(() => undefined)
        .then(() => database.close())
        .then(() => held?.close())
        .then(() => {
          if (alone) logger.info('database closed');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, 'could not close the database cleanly');
          process.exit(1);
        });
    });
    for (const other of others) other.close();
    // Idle keep-alive connections would hold close() forever; requests under way get a moment to finish
    // before the database closes under them.
    for (const each of [server, ...others]) {
      if ('closeIdleConnections' in each) each.closeIdleConnections();
    }
    setTimeout(() => {
      for (const each of [server, ...others]) {
        if ('closeAllConnections' in each) each.closeAllConnections();
      }
    }, STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** Applies the migrations once, then starts `count` workers on the same port and keeps them running. */
async function runWorkers(config: Config, logger: Logger, count: number) {
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await warnAboutStatementLimit(config, database, logger);
  await database.close();
  // Made before the workers start, so they all read the same generated secret instead of racing to write one.
  resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  resolveVapidKeys(config);
  warnAboutMail(config, logger);

  let stopping = false;
  let listening = 0;
  let failed = false;
  // Each worker's place, from 0, kept by the one started in its stead.
  const running = new Map<number, number>();
  const start = (place: number) => {
    const worker = cluster.fork();
    running.set(worker.id, place);
    worker.once('listening', (address) => {
      listening += 1;
      if (listening === count) {
        announce(config, logger, { port: address.port, database: database.kind, processes: count });
      }
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const place = running.get(worker.id) ?? 0;
    running.delete(worker.id);
    if (stopping) {
      if (code !== 0) failed = true;
      if (running.size === 0) {
        logger.info('database closed');
        process.exit(failed ? 1 : 0);
      }
      return;
    }
    if (listening < count) {
      // A worker that cannot even start will not start on a second try either.
      logger.error({ code, signal }, 'a server process could not start');
      process.exit(1);
    }
    logger.error({ code, signal }, 'a server process stopped; starting another');
    start(place);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let place = 0; place < count; place += 1) start(place);
}

async function main() {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const processes = serverProcesses(config);
  if (cluster.isPrimary && processes > 1) await runWorkers(config, logger, processes);
  else await runServer(config, logger, { alone: cluster.isPrimary });
}

main().catch((error: unknown) => {
  // One plain line, not a stack trace: most often the database cannot be reached.
  console.error(`NeuroNest could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
