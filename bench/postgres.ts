// A fresh PostgreSQL database for one bench run, and pgbench running the query a settings read makes.
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createEmptyPostgresDatabase } from '../src/server/test/postgres';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export const createBenchDatabase = (adminUrl: string): Promise<BenchDatabase> =>
  createEmptyPostgresDatabase(adminUrl, 'neuronest_bench');

/** Transactions per second of pgbench (50 clients) running the one query of GET /api/settings; null without pgbench. */
export async function pgbenchSettingsRead(url: string, userId: string, seconds = 10): Promise<number | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-pgbench-'));
  const script = path.join(dir, 'settings.sql');
  await writeFile(script, `SELECT * FROM user_settings WHERE user_id = '${userId.replace(/'/g, "''")}';\n`);
  const run = spawnSync('pgbench', ['-n', '-c', '50', '-j', '2', '-T', String(seconds), '-f', script, url], {
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0) return null;
  const tps = /tps = ([\d.]+)/.exec(run.stdout);
  return tps ? Number(tps[1]) : null;
}
