// The server's resident memory alone, as `npm run bench` measures it: for checking a change to the database's
// settings without the whole run. `npx tsx bench/server-memory.ts` after `npm run build`; the server gets this
// process's environment, so `DATABASE_URL=… npx tsx bench/server-memory.ts` measures it on PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { createAccount } from './account';
import { TOOL_ROUTES } from './api-load';
import { load } from './load';
import { MEMORY_TARGETS, peakMemoryDuring, residentMemory } from './memory';
import { seedToolData } from './seed';

const SECONDS_PER_ROUTE = Number(process.env.BENCH_SECONDS ?? 3);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1000));
const mb = (value: number) => `${value.toFixed(0)} MB`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-memory-'));
const env = { NODE_ENV: 'production', WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
try {
  const server = await startServer(env, { pollMs: 20 });
  let figures: Record<string, number>;
  try {
    await settle();
    const started = (await residentMemory(server.pid)).mb;
    const account = await createAccount(server.url);
    await seedToolData(server.url, await account.cookie());
    await settle();
    const idle = (await residentMemory(server.pid)).mb;
    // The bench's load, shorter: the health check, the settings read and every tool's list read.
    const { peakMb, result } = await peakMemoryDuring(server.pid, async () => {
      const short = { seconds: SECONDS_PER_ROUTE, warmUpSeconds: 1 };
      const speeds = [`health ${(await load(`${server.url}/api/health`, {}, short)).requestsPerSecond}`];
      for (const route of [{ name: 'settings', path: '/api/settings' }, ...TOOL_ROUTES]) {
        const figure = await load(`${server.url}${route.path}`, { cookie: await account.cookie() }, short);
        speeds.push(`${route.name} ${figure.requestsPerSecond}`);
      }
      return speeds;
    });
    console.log(`requests a second: ${result.join(', ')}`);
    await settle();
    const after = (await residentMemory(server.pid)).mb;
    figures = { started, idle, peak: peakMb, after };
  } finally {
    await server.stop();
  }
  const again = await startServer(env, { pollMs: 20 });
  try {
    await settle();
    figures.restarted = (await residentMemory(again.pid)).mb;
  } finally {
    await again.stop();
  }
  console.log(`started, empty:        ${mb(figures.started!)}`);
  console.log(`idle, seeded:          ${mb(figures.idle!)} (target ≤ ${MEMORY_TARGETS.idleMb} MB)`);
  console.log(`under load (peak):     ${mb(figures.peak!)} (target ≤ ${MEMORY_TARGETS.peakMb} MB)`);
  console.log(`idle after the load:   ${mb(figures.after!)}`);
  console.log(`idle after a restart:  ${mb(figures.restarted!)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
