// A consistent copy of the running embedded database and the keys beside it (decision 154).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { BackupContents } from './archive';
import { BACKUP_FORMAT, KEY_FILES, packBackup } from './archive';

/** What the database side gives: PGlite's dump of its folder, taken while no statement runs, and its migration. */
export interface DatabaseCopy {
  dumpDataDir(): Promise<Blob>;
  newestMigration(): Promise<number>;
}

export async function takeBackup(copy: DatabaseCopy, dataDir: string, made = new Date()): Promise<Buffer> {
  const migration = await copy.newestMigration();
  // PGlite holds its query lock for the whole dump, so the tar is the folder between two statements: what a
  // clean crash would leave, which PostgreSQL's own recovery opens (committed writes kept, the rest rolled back).
  const database = Buffer.from(await (await copy.dumpDataDir()).arrayBuffer());
  const keys: BackupContents['keys'] = {};
  for (const name of KEY_FILES) {
    const content = await readFile(path.resolve(dataDir, name)).catch(() => undefined);
    if (content) keys[name] = content;
  }
  return packBackup({
    manifest: { format: BACKUP_FORMAT, kind: 'pglite', made: made.toISOString(), migration },
    database,
    keys,
  });
}

/** What a backup reads from an open PGlite. */
export function pgliteCopy(client: PGlite): DatabaseCopy {
  return {
    dumpDataDir: () => client.dumpDataDir('none'),
    newestMigration: async () => {
      const { rows } = await client.query<{ newest: string }>(
        `select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
      );
      return Number(rows[0]?.newest ?? 0);
    },
  };
}
