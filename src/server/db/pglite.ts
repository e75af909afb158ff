// The embedded database: where it lives under DATA_DIR, the settings it runs with, and its creation in a
// process of its own (decision 107).
import { fork } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PGliteOptions } from '@electric-sql/pglite';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../root';

/**
 * PostgreSQL's defaults size its buffer pool at 128 MB, which PGlite keeps inside the server's own memory.
 * NeuroNest's data of one household fits many times in 16 MB, and the files under it stay in the
 * computer's file cache, so a smaller pool costs no speed and about 110 MB less resident memory.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export function pgliteOptions(): PGliteOptions {
  const settings = PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]);
  return { startParams: [...PGlite.defaultStartParams, ...settings] };
}

export const pgliteDirectory = (dataDir: string) => path.resolve(dataDir, 'pglite');

// From the sources, whether this runs from them or from the server's bundle (decision 106).
const CREATE_SCRIPT = path.join(projectRoot, 'src/server/db/pglite-create.ts');
/** The child runs the TypeScript file with tsx, as `npm start` runs the server, whatever started this one. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * Creating a database (initdb) runs a second PostgreSQL beside the first and leaves about 450 MB behind in
 * the process that did it; in a short process of its own, the server never holds that memory.
 */
export async function createPgliteDirectory(dataDir: string): Promise<void> {
  const dir = pgliteDirectory(dataDir);
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  mkdirSync(dir, { recursive: true });
  const child = fork(CREATE_SCRIPT, [dir], { stdio: 'inherit', execArgv: ['--import', TSX_LOADER] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`The embedded database could not be created in ${dir}.`);
}
