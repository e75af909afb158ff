import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * Migrating a fresh PGlite takes seconds; loading a dump takes a fraction of that. So the schema is
 * migrated once per run and every test file starts from its own copy of the dump.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-test-'));
  const dumpPath = path.join(dir, 'migrated.tar.gz');
  if (!process.env.DATABASE_URL) {
    const client = new PGlite();
    const handle = openDatabase({ pglite: client });
    await handle.migrate();
    const dump = await client.dumpDataDir('gzip');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    await client.close();
  }
  project.provide('pgliteDump', dumpPath);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
