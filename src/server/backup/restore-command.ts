// `npm run restore FILE [--force]`: puts a backup back while NeuroNest is stopped (decision 154).
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { Config } from '../config';
import { pgliteDirectory, pgliteOptions } from '../db/pglite';
import { newestMigration } from '../db/readiness';
import type { KeyFile } from './archive';
import { KEY_FILES, readBackup } from './archive';
import { answerBackups } from './serve';
import { DataDirInUse, holdDataDir } from './channel';
import { stampOf, syncFolder, writeWhole } from './files';
import { isPostgresDump, postgresHoldsTables, restorePostgres } from './postgres';

const argsSchema = z
  .array(z.string())
  .transform((args) => ({ files: args.filter((arg) => arg !== '--force'), force: args.includes('--force') }))
  .refine(({ files }) => files.length === 1, 'Name one backup file: npm run restore -- FILE [--force]')
  .refine(({ files }) => !files[0]?.startsWith('-'), 'The only option is --force.');

export interface RestoreResult {
  /** Where what was there before went (--force), if anything was. */
  setAside: string | null;
  people: number;
  made: string | null;
}

export async function runRestore(
  config: Config,
  rawArgs: string[],
  now = new Date(),
): Promise<RestoreResult> {
  const parsed = argsSchema.safeParse(rawArgs);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Unexpected arguments.');
  const { files, force } = parsed.data;
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0] ?? '');
  const content = await readFile(file).catch(() => {
    throw new Error(`${file} cannot be read: check the name.`);
  });
  if (isPostgresDump(content)) {
    if (!config.DATABASE_URL) {
      throw new Error(
        'This is a backup of a PostgreSQL database; set DATABASE_URL to the (empty) database to restore it into.',
      );
    }
    if (!force && (await postgresHoldsTables(config.DATABASE_URL))) {
      throw new Error(
        'The database in DATABASE_URL already holds tables. To replace them with the backup, run again with --force.',
      );
    }
    await restorePostgres(config.DATABASE_URL, file);
    return { setAside: null, people: await countPeopleOnPostgres(config.DATABASE_URL), made: null };
  }
  if (config.DATABASE_URL) {
    throw new Error(
      'This is a backup of the embedded database, and DATABASE_URL names PostgreSQL. Unset DATABASE_URL to restore ' +
        'it, or move to PostgreSQL as the README says (Backups and moving).',
    );
  }
  return restorePglite(config.DATA_DIR, content, force, now);
}

async function restorePglite(
  dataDir: string,
  content: Buffer,
  force: boolean,
  now: Date,
): Promise<RestoreResult> {
  const backup = await readBackup(content);
  if (backup.manifest.migration > newestMigration()) {
    throw new Error(
      'This backup was made by a newer version of NeuroNest. Update NeuroNest, then restore it.',
    );
  }
  const held = await holdDataDir(
    dataDir,
    answerBackups(() => null, dataDir, 'A restore is under way. Try again once it is done.'),
  ).catch((error: unknown) => {
    if (error instanceof DataDirInUse) {
      throw new Error(`NeuroNest is running on ${path.resolve(dataDir)}. Stop it, then restore.`);
    }
    throw error;
  });
  try {
    const target = pgliteDirectory(dataDir);
    const present = await presentFiles(dataDir, backup.keys);
    if (present.length > 0 && !force) {
      throw new Error(
        `${path.resolve(dataDir)} already holds data (${present.join(', ')}). To replace it with the backup, run ` +
          'again with --force; what is there now is moved aside, not deleted.',
      );
    }
    // Unpacked beside the live folder and opened once before anything is replaced: a backup PGlite cannot open
    // never takes the place of a database that works.
    const unpacked = `${target}.restoring`;
    await rm(unpacked, { recursive: true, force: true });
    await mkdir(unpacked, { recursive: true });
    let people: number;
    try {
      const client = new PGlite(unpacked, {
        ...pgliteOptions(),
        loadDataDir: new Blob([new Uint8Array(backup.database)]),
      });
      try {
        const { rows } = await client.query<{ n: number }>('select count(*)::int as n from "user"');
        people = rows[0]?.n ?? 0;
      } finally {
        await client.close();
      }
    } catch (error) {
      await rm(unpacked, { recursive: true, force: true });
      throw new Error(`This backup's database cannot be opened: ${(error as Error).message}`);
    }
    let setAside: string | null = null;
    if (present.length > 0) {
      setAside = path.resolve(dataDir, `before-restore-${stampOf(now)}`);
      await mkdir(setAside, { recursive: true });
      for (const name of present) await rename(path.resolve(dataDir, name), path.join(setAside, name));
    }
    await rename(unpacked, target);
    for (const name of KEY_FILES) {
      const key = backup.keys[name];
      if (key) await writeWhole(path.resolve(dataDir, name), () => Promise.resolve(key));
    }
    await syncFolder(path.resolve(dataDir));
    return { setAside, people, made: backup.manifest.made };
  } finally {
    await held.close();
  }
}

/** What the restore would replace: a database folder with anything in it, and keys unlike the backup's. */
async function presentFiles(dataDir: string, keys: Partial<Record<KeyFile, Buffer>>): Promise<string[]> {
  const present: string[] = [];
  const database = await readdir(pgliteDirectory(dataDir)).catch(() => [] as string[]);
  if (database.length > 0) present.push('pglite');
  for (const name of KEY_FILES) {
    const current = await readFile(path.resolve(dataDir, name)).catch(() => null);
    const kept = keys[name];
    if (current && kept && !current.equals(kept)) present.push(name);
  }
  return present;
}

async function countPeopleOnPostgres(databaseUrl: string): Promise<number> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from "user"');
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
