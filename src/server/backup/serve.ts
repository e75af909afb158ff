// The running server's side of `npm run backup` on the embedded database (decision 154).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BackupAnswer, BackupRequest } from './channel';
import { writeWhole } from './files';
import type { DatabaseCopy } from './take';
import { takeBackup } from './take';

/**
 * Writes the asked-for backup with the process's own copy of the database; `copy` gives null while there is none
 * to take (the server still opening it, or a restore under way), and the one asking is told `busy`.
 */
export function answerBackups(
  copy: () => DatabaseCopy | null,
  dataDir: string,
  busy = 'NeuroNest is still starting. Try again in a moment.',
) {
  return async ({ to }: BackupRequest): Promise<BackupAnswer> => {
    const database = copy();
    if (!database) return { ok: false, message: busy };
    if (!path.isAbsolute(to)) return { ok: false, message: 'The backup needs a full path to write to.' };
    const started = performance.now();
    try {
      await mkdir(path.dirname(to), { recursive: true });
      const bytes = await writeWhole(to, () => takeBackup(database, dataDir));
      return { ok: true, file: to, bytes, ms: Math.round(performance.now() - started) };
    } catch (error) {
      return { ok: false, message: `The backup could not be written: ${(error as Error).message}` };
    }
  };
}
