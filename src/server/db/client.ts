import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
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
}

/**
 * Without limits, a database that stops answering holds every request open for minutes. With them a stalled
 * or lost database fails each query within connect + query timeout (the app answers 503), and the pool opens
 * fresh connections once it is back.
 */
function openPostgres(
  connectionString: string,
  { listenUrl, connectTimeoutMs, queryTimeoutMs, poolSize }: PoolOptions,
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    // The server cancels a slow statement itself; the client gives up a little later on a connection that
    // has gone silent, and the pool then drops that connection.
    statement_timeout: queryTimeoutMs,
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
      // Instances starting together take turns: the first applies the migrations, the rest find them done.
      // Its own connection, without the statement limits: a migration or the wait for the lock may be long.
      const client = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
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
