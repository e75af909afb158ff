import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { RunningServer } from '../../../../e2e/support/server';
import { startServer } from '../../../../e2e/support/server';
import { createEmptyPostgresDatabase } from '../../test/database';

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

/** `count` servers on one new PostgreSQL database, started together; stopAll stops them and drops it. */
export async function startPostgresServers(count: number, env: Record<string, string> = {}) {
  const database = await createEmptyPostgresDatabase(ADMIN_URL);
  const servers = await Promise.all(
    Array.from({ length: count }, () => startServer({ ...SERVER_ENV, DATABASE_URL: database.url, ...env })),
  );
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
    countRows,
    stopAll: async () => {
      await Promise.all(servers.map((server) => server.stop()));
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
