// `npm run backup [FILE]`: a backup of the data while the server runs, or while it does not (decision 154).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import type { Config } from '../config';
import { pgliteDirectory, pgliteOptions } from '../db/pglite';
import { askForBackup, holdDataDir } from './channel';
import { backupsFolder, isFile, placeWhole, stampOf } from './files';
import { dumpPostgres } from './postgres';
import { answerBackups } from './serve';
import type { DatabaseCopy } from './take';
import { pgliteCopy } from './take';

const argsSchema = z
  .array(z.string())
  .max(1, 'npm run backup takes at most one argument: the file to write.')
  .refine(
    (args) => !args.some((arg) => arg.startsWith('-')),
    'npm run backup takes no options, only a file name.',
  );

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  /** Whether the running server took it. */
  byServer: boolean;
}

/** Where the file goes: the one named (relative to where the command was typed), else DATA_DIR/backups. */
function destination(config: Config, args: string[], now: Date) {
  const named = args[0];
  const from = process.env.INIT_CWD ?? process.cwd();
  if (named) return path.resolve(from, named);
  const extension = config.DATABASE_URL ? 'pgdump' : 'tar.gz';
  return path.join(backupsFolder(config.DATA_DIR), `backup-${stampOf(now)}.${extension}`);
}

export async function runBackup(config: Config, rawArgs: string[], now = new Date()): Promise<BackupResult> {
  const parsed = argsSchema.safeParse(rawArgs);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Unexpected arguments.');
  const file = destination(config, parsed.data, now);
  if (await isFile(file)) throw new Error(`${file} already exists; name another file.`);
  await mkdir(path.dirname(file), { recursive: true });
  const started = performance.now();
  if (config.DATABASE_URL) {
    const url = config.DATABASE_URL;
    const bytes = await placeWhole(file, (partial) => dumpPostgres(url, partial));
    return { file, bytes, ms: Math.round(performance.now() - started), byServer: false };
  }
  const answer = await askForBackup(config.DATA_DIR, { ask: 'backup', to: file });
  if (answer) {
    if (!answer.ok) throw new Error(answer.message);
    return { file: answer.file, bytes: answer.bytes, ms: answer.ms, byServer: true };
  }
  // No server holds the folder: this process holds it while it copies, and a server started meanwhile refuses.
  const written = await backupWithoutServer(config, file);
  return { ...written, byServer: false };
}

async function backupWithoutServer(config: Config, file: string) {
  const folder = pgliteDirectory(config.DATA_DIR);
  if (!(await isFile(path.join(folder, 'PG_VERSION')))) {
    throw new Error(`There is no database in ${folder} yet: start NeuroNest once, or check DATA_DIR.`);
  }
  let copy: DatabaseCopy | null = null;
  const held = await holdDataDir(
    config.DATA_DIR,
    answerBackups(() => copy, config.DATA_DIR),
  );
  const client = new PGlite(folder, pgliteOptions());
  try {
    copy = pgliteCopy(client);
    const answer = await answerBackups(() => copy, config.DATA_DIR)({ ask: 'backup', to: file });
    if (!answer.ok) throw new Error(answer.message);
    return answer;
  } finally {
    await client.close();
    await held.close();
  }
}
