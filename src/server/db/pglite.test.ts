import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgliteDirectory, pgliteDirectory, pgliteOptions } from './pglite';

let dataDir: string | undefined;
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database under DATA_DIR', () => {
  it('is created by a process of its own, then opens with the small buffer pool', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-pglite-'));
    await createPgliteDirectory(dataDir);
    expect(existsSync(path.join(pgliteDirectory(dataDir), 'PG_VERSION'))).toBe(true);

    const client = new PGlite(pgliteDirectory(dataDir), pgliteOptions());
    try {
      const { rows } = await client.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
      await client.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    } finally {
      await client.close();
    }
    // A second start finds the database and leaves it as it was.
    await createPgliteDirectory(dataDir);
    const again = new PGlite(pgliteDirectory(dataDir), pgliteOptions());
    try {
      const { rows } = await again.query<{ n: number }>('SELECT n FROM kept');
      expect(rows).toEqual([{ n: 7 }]);
    } finally {
      await again.close();
    }
  }, 60_000);
});
