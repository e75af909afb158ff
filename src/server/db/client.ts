import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Applies every migration under drizzle/ that has not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Any fixed number; only NeuroNest's migrations take this advisory lock. */
const MIGRATION_LOCK = 4_201_337;

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export interface OpenOptions {
  databaseUrl?: string;
  dataDir?: string;
  /** An already opened PGlite, used by tests that start from a migrated dump. */
  pglite?: PGlite;
}

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options);
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Instances starting together take turns: the first applies the migrations, the rest find them done.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

function openPglite(options: OpenOptions): DatabaseHandle {
  let client: PGlite;
  if (options.pglite) {
    client = options.pglite;
  } else if (options.dataDir) {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
