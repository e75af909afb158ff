import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Db as QueueDb } from 'pg-boss';
import { fromPglite } from 'pg-boss';
import type { DatabaseCopy } from '../backup/take';
import type { DatabaseEvents } from './events';
import { pgliteEvents, postgresEvents } from './events';
import { pgliteCopy } from '../backup/take';
import { projectRoot } from '../root';
import { pgliteDirectory, pgliteOptions } from './pglite';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** What stands between the server and PostgreSQL (decision 176): nothing, or a pooler in transaction mode. */
export type Pooler = 'none' | 'transaction';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Where the reminder queue runs its statements (decision 163): the same pool or embedded database. */
  queue: QueueDb;
  /** Applies every migration under drizzle/ that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Messages between the server processes on this database (decision 166). */
  events: DatabaseEvents;
  /** The embedded database only: what a backup reads (decision 154). */
  copy?: DatabaseCopy;
}

/** Any fixed number; only NeuroNest's migrations take this advisory lock. */
const MIGRATION_LOCK = 4_201_337;

export const migrationsFolder = path.join(projectRoot, 'drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  /** PostgreSQL only: where LISTEN's own connection goes, when not through DATABASE_URL's pooler (decision 166). */
  listenUrl?: string | undefined;
  /** PostgreSQL only: how long to wait for a connection (new, or free in the pool) before giving up. */
  connectTimeoutMs?: number;
  /** PostgreSQL only: how long one statement may take; a stalled connection is dropped after it. */
  queryTimeoutMs?: number;
  /** PostgreSQL only: the most connections this process opens. */
  poolSize?: number;
  /** PostgreSQL only: `transaction` when databaseUrl goes through a pooler in transaction mode (decision 176). */
  pooler?: Pooler;
  dataDir?: string;
  /** An already opened PGlite, used by tests that start from a migrated dump. */
  pglite?: PGlite;
}

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, {
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      poolSize: options.poolSize ?? DEFAULT_POOL_SIZE,
      listenUrl: options.listenUrl ?? options.databaseUrl,
      pooler: options.pooler ?? 'none',
    });
  }
  return openPglite(options);
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;
export const DEFAULT_QUERY_TIMEOUT_MS = 8000;
export const DEFAULT_POOL_SIZE = 10;

interface PoolOptions {
  listenUrl: string;
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  poolSize: number;
  pooler: Pooler;
}

/**
 * A connection that prepares every statement unnamed (decision 176). Behind a pooler in transaction mode the next
 * statement may run on another server connection, where a statement named on the first does not exist (PgBouncer
 * before 1.21 does not follow them). Unnamed, each statement is parsed where it runs; the reads named in
 * `db/prepared.ts` keep their SQL built once, and lose only PostgreSQL's plan kept per connection.
 */
class UnnamedStatementsClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((first: unknown, ...rest: unknown[]) =>
      query(withoutName(first), ...rest)) as unknown as pg.Client['query'];
  }
}

function withoutName(config: unknown): unknown {
  if (typeof config !== 'object' || config === null || !('name' in config) || 'submit' in config)
    return config;
  const unnamed: Record<string, unknown> = { ...config };
  delete unnamed['name'];
  return unnamed;
}

/**
 * Applies the migrations inside one transaction that first takes the migration lock with `pg_advisory_xact_lock`,
 * so the lock ends with the transaction on whatever server connection a pooler gave it (decision 176). Instances
 * starting together take turns: the first applies the migrations, the rest wait and find them done. Drizzle's own
 * steps (its table of applied migrations, then each new one) run in this transaction, as its `migrate` would run
 * them in one of its own.
 */
async function migrateUnderLock(connection: pg.Client) {
  await drizzlePg(connection).transaction(async (tx) => {
    // No time limit, the role's included: a migration, or the wait for another instance's, may be long.
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const session = tx._.session;
    const inThisTransaction = Object.create(session, {
      transaction: { value: (run: (inner: typeof tx) => Promise<unknown>) => run(tx) },
    }) as PgSession;
    await new PgDialect().migrate(readMigrationFiles({ migrationsFolder }), inThisTransaction, {
      migrationsFolder,
    });
  });
}

/**
 * Without limits, a database that stops answering holds every request open for minutes. With them a stalled
 * or lost database fails each query within connect + query timeout (the app answers 503), and the pool opens
 * fresh connections once it is back.
 */
function openPostgres(
  connectionString: string,
  { listenUrl, connectTimeoutMs, queryTimeoutMs, poolSize, pooler }: PoolOptions,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // The server cancels a slow statement itself; the client gives up a little later on a connection that
    // has gone silent, and the pool then drops that connection. A pooler refuses the start-up parameter that
    // carries the limit: behind one, it is the database role's setting (decision 176).
    ...(pooler === 'transaction'
      ? { Client: UnnamedStatementsClient }
      : { statement_timeout: queryTimeoutMs }),
    query_timeout: queryTimeoutMs + 1000,
    keepAlive: true,
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const events = postgresEvents(listenUrl, pool);
  return {
    events,
    db,
    kind: 'postgres',
    queue: { executeSql: (text, values) => pool.query(text, values) },
    migrate: async () => {
      // Its own connection, without the pool's limits: a migration or the wait for the lock may be long.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
      await client.connect();
      try {
        await migrateUnderLock(client);
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await events.close();
      await pool.end();
    },
  };
}

function openPglite(options: OpenOptions): DatabaseHandle {
  let client: PGlite;
  if (options.pglite) {
    client = options.pglite;
  } else if (options.dataDir) {
    const dir = pgliteDirectory(options.dataDir);
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, pgliteOptions());
  } else {
    client = new PGlite(pgliteOptions());
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    queue: fromPglite(client),
    events: pgliteEvents(client),
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    copy: pgliteCopy(client),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
