import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase } from '../db/client';
import type { DatabaseHandle } from '../db/client';
import { copyPostgresDatabase, createEmptyPostgresDatabase } from './postgres';

export { createEmptyPostgresDatabase };

/**
 * A migrated database of its own for one test file: a copy of the migrated PGlite dump by default, or
 * a copy of the run's migrated PostgreSQL template (dropped on close) when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL;
  if (url) return createPostgresDatabase(url);
  const dump = await readFile(inject('pgliteDump'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite: client });
}

async function createPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  // Outside the server project (a script's own test) there is no template: the database is migrated here.
  const template = inject('postgresTemplate') ?? '';
  const created = template
    ? await copyPostgresDatabase(adminUrl, template)
    : await createEmptyPostgresDatabase(adminUrl);
  const handle = openDatabase({ databaseUrl: created.url });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}
