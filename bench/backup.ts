// What a backup of the embedded database costs (decision 154): a data directory with seeded accounts, then
// `npm run backup` against the running server (its time, its file, the server's memory and how long a read waits
// behind it), and `npm run restore` of that file on a fresh data directory. `npx tsx bench/backup.ts [accounts]`.
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { operatorCommand } from '../src/server/proof/support/commands';
import { createAccount } from './account';
import { peakMemoryDuring, residentMemory } from './memory';
import { seedToolData } from './seed';

const ACCOUNTS = Number(process.argv[2] ?? 10);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const duBytes = (dir: string) =>
  Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0]);

const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-backup-bench-'));
const fresh = await mkdtemp(path.join(tmpdir(), 'neuronest-restore-bench-'));
const file = path.join(tmpdir(), `${path.basename(dataDir)}.tar.gz`);
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  WEATHER_API_URL: 'off',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
};
try {
  const server = await startServer(env, { pollMs: 20 });
  let cookie = '';
  try {
    for (let i = 0; i < ACCOUNTS; i += 1) {
      const account = await createAccount(server.url);
      cookie = await account.cookie();
      await seedToolData(server.url, cookie);
    }
    const idle = (await residentMemory(server.pid)).mb;
    let waitedMs = 0;
    const { result, peakMb } = await peakMemoryDuring(
      server.pid,
      async () => {
        const running = operatorCommand('backup', [file], env);
        // A read sent once the backup has begun waits for the copy to finish.
        for (;;) {
          const names = await readdir(path.dirname(file));
          if (names.some((name) => name.startsWith(path.basename(file)) && name.endsWith('.partial'))) break;
        }
        const sent = performance.now();
        await fetch(`${server.url}/api/todos`, { headers: { cookie } });
        waitedMs = performance.now() - sent;
        return running;
      },
      100,
    );
    if (result.code !== 0) throw new Error(result.output);
    console.log(result.output.trim());
    console.log(`accounts: ${ACCOUNTS}, pglite folder: ${mb(duBytes(path.join(dataDir, 'pglite')))}`);
    console.log(
      `backup file: ${mb((await stat(file)).size)}; a read sent during it answered after ${waitedMs.toFixed(0)} ms`,
    );
    console.log(
      `server memory: ${idle.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB at its peak during the backup`,
    );
  } finally {
    await server.stop();
  }
  const started = performance.now();
  const restored = await operatorCommand('restore', [file], { ...env, DATA_DIR: fresh });
  if (restored.code !== 0) throw new Error(restored.output);
  console.log(`restore on a fresh data directory: ${((performance.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
  await rm(fresh, { recursive: true, force: true });
  await rm(file, { force: true });
}
