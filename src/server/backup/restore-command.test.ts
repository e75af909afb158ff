import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { newestMigration } from '../db/readiness';
import { BACKUP_FORMAT, packBackup } from './archive';
import { runRestore } from './restore-command';

let folder: string;
let dataDir: string;
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'neuronest-restore-'));
  dataDir = path.join(folder, 'data');
});
afterEach(() => rm(folder, { recursive: true, force: true }));

const embedded = () => loadConfig({ DATA_DIR: dataDir });

async function backupFile(migration: number) {
  const file = path.join(folder, 'backup.tar.gz');
  const made = '2026-12-02T11:00:00.000Z';
  const manifest = { format: BACKUP_FORMAT, kind: 'pglite' as const, made, migration };
  await writeFile(file, await packBackup({ manifest, database: Buffer.alloc(1024), keys: {} }));
  return file;
}

describe('npm run restore refuses, and writes nothing,', () => {
  it('without exactly one file, or with an option it does not know', async () => {
    await expect(runRestore(embedded(), [])).rejects.toThrow('Name one backup file');
    await expect(runRestore(embedded(), ['--quick'])).rejects.toThrow('The only option is --force.');
    await expect(runRestore(embedded(), ['a', 'b'])).rejects.toThrow('Name one backup file');
  });

  it('a file that is missing, or is not a backup', async () => {
    await expect(runRestore(embedded(), [path.join(folder, 'nothing.tar.gz')])).rejects.toThrow(
      'cannot be read',
    );
    const text = path.join(folder, 'notes.txt');
    await writeFile(text, 'not a backup');
    await expect(runRestore(embedded(), [text])).rejects.toThrow('not a NeuroNest backup');
  });

  it('a backup made by a newer version', async () => {
    const file = await backupFile(newestMigration() + 1);
    await expect(runRestore(embedded(), [file])).rejects.toThrow('newer version of NeuroNest');
    expect(await readdir(folder)).toEqual(['backup.tar.gz']);
  });

  it('a backup of the other kind of database than the one configured', async () => {
    const dump = path.join(folder, 'neuronest.pgdump');
    await writeFile(dump, 'PGDMP and the rest');
    await expect(runRestore(embedded(), [dump])).rejects.toThrow('set DATABASE_URL');
    const file = await backupFile(newestMigration());
    const onPostgres = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    await expect(runRestore(onPostgres, [file])).rejects.toThrow('backup of the embedded database');
  });
});
