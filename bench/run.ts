// Measures the server's request handling on a fresh embedded database: how long the common
// signed-in reads and writes take, end to end through the real app (no network in between).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/logger';

const ORIGIN = 'http://localhost:3000';
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-bench-'));
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  await database.migrate();
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, NODE_ENV: 'production' });
  const app = createApp({ config, database, logger: createLogger('silent') });

  const signUp = await app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.com`, password: 'Calm-Nest-2026', name: '' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const headers = { cookie, origin: ORIGIN, 'content-type': 'application/json' };

  const cases: [string, () => Response | Promise<Response>][] = [
    ['GET /api/health', () => app.request('/api/health')],
    ['GET /api/profile', () => app.request('/api/profile', { headers })],
    ['GET /api/settings', () => app.request('/api/settings', { headers })],
    [
      'PATCH /api/settings',
      () =>
        app.request('/api/settings', {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ lineSpacing: 1.8 }),
        }),
    ],
  ];

  console.log(`NeuroNest server benchmark (${database.kind}, ${RUNS} requests each)`);
  for (const [name, run] of cases) {
    for (let i = 0; i < 20; i += 1) await run(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      const res = await run();
      if (!res.ok) throw new Error(`${name} answered ${res.status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!.toFixed(2);
    const total = times.reduce((sum, t) => sum + t, 0);
    console.log(
      `${name.padEnd(22)} median ${pct(50)} ms  p95 ${pct(95)} ms  ${(RUNS / (total / 1000)).toFixed(0)} req/s`,
    );
  }
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}

void main();
