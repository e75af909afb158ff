import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';

/**
 * A migrated database of its own for one test file: a copy of the migrated PGlite dump by default, or
 * a new PostgreSQL database (dropped on close) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDatabase(url);
  const dump = await readFile(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite: client });
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const created = await createEmptyPostgresDatabase(adminUrl);
  const handle = openDatabase({ databaseUrl: created.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

/** A new, empty PostgreSQL database on the server of `adminUrl`: its URL, and a way to drop it. */
export async function createEmptyPostgresDatabase(adminUrl: string) {
  const name = `neuronest_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
