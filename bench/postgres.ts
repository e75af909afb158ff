// A fresh PostgreSQL database for one bench run, and pgbench running the query a settings read makes.
import { spawnSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(adminUrl: string): Promise<BenchDatabase> {
  const name = `neuronest_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

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
