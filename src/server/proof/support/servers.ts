import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { RunningServer } from '../../../../e2e/support/server';
import { startServer } from '../../../../e2e/support/server';
import { createEmptyPostgresDatabase } from '../../test/database';
import type { RunningPgBouncer } from '../../test/pgbouncer';
import { startPgBouncer } from '../../test/pgbouncer';

/** PostgreSQL is always there in CI; DATABASE_URL names another server when set. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * What every server of these tests shares: one secret (so instances accept each other's cookies), callers told
 * apart by X-Forwarded-For, no weather service, and only errors in the log.
 */
export const SERVER_ENV = {
  AUTH_SECRET: 'proof-secret-that-is-long-enough-for-signing-cookies',
  TRUST_PROXY: 'true',
  WEATHER_API_URL: 'off',
  LOG_LEVEL: 'error',
};

/** Counts rows of the product tables, to prove nothing but the acknowledged rows was stored. */
export type RowCounter = () => Promise<Record<string, number>>;

const COUNTED = ['todos', 'kanban_tasks', 'text_conversions', 'budget_profiles', 'projects'];

async function countWith(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const counts: Record<string, number> = {};
  for (const table of COUNTED) {
    const { rows } = await query(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = (rows[0] as { n: number }).n;
  }
  return counts;
}

/** How the servers reach PostgreSQL: directly, or through PgBouncer in transaction mode (decision 176). */
export type Route = 'directly' | 'through PgBouncer';
export const ROUTES: Route[] = ['directly', 'through PgBouncer'];

/** PostgreSQL's own address, for the pooler to forward to. */
export function adminTarget() {
  const admin = new URL(ADMIN_URL);
  return { host: admin.hostname, port: Number(admin.port || 5432) };
}

/**
 * What a server is given to reach `databaseUrl` by `route`: through the pooler, the pooler's address, the setting
 * that says so, and PostgreSQL itself for LISTEN (decision 166).
 */
export function databaseEnv(databaseUrl: string, pooler?: RunningPgBouncer): Record<string, string> {
  if (!pooler) return { DATABASE_URL: databaseUrl };
  return {
    DATABASE_URL: pooler.through(databaseUrl),
    DATABASE_POOLER: 'transaction',
    DATABASE_LISTEN_URL: databaseUrl,
  };
}

/**
 * `count` servers on one new PostgreSQL database, started together (directly or all through one PgBouncer);
 * stopAll stops them and the pooler and drops the database.
 */
export async function startPostgresServers(
  count: number,
  env: Record<string, string> = {},
  route: Route = 'directly',
) {
  const database = await createEmptyPostgresDatabase(ADMIN_URL);
  const pooler = route === 'through PgBouncer' ? await startPgBouncer({ target: adminTarget() }) : undefined;
  const starting = Array.from({ length: count }, () =>
    startServer({ ...SERVER_ENV, ...databaseEnv(database.url, pooler), ...env }),
  );
  const started = await Promise.allSettled(starting);
  const failed = started.find((result) => result.status === 'rejected');
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (failed) {
    await Promise.all(servers.map((server) => server.stop()));
    await pooler?.stop();
    await database.drop();
    throw failed.reason;
  }
  const countRows: RowCounter = async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await countWith((sql) => client.query(sql));
    } finally {
      await client.end();
    }
  };
  return {
    servers,
    databaseUrl: database.url,
    countRows,
    stopAll: async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await pooler?.stop();
      await database.drop();
    },
  };
}

/** A data directory of its own for PGlite servers; `remove` deletes it. */
export async function pgliteDataDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-proof-'));
  return {
    dir,
    start: (env: Record<string, string> = {}, healthyWithinMs?: number): Promise<RunningServer> =>
      startServer({ ...SERVER_ENV, DATA_DIR: dir, ...env }, { healthyWithinMs }),
    /** Opens the data directory itself (no server may be running on it) and counts its rows. */
    countRows: (async () => {
      const client = await PGlite.create(path.join(dir, 'pglite'));
      try {
        return await countWith((sql) => client.query(sql));
      } finally {
        await client.close();
      }
    }) satisfies RowCounter,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
