// Start-up as a person meets it (decision 106): `npm start` on a data directory it already made, with nothing
// changed since the last build, and the server's bundle alone, each beside a bare Node HTTP server answering
// one route, started the same way in the same minute. `npx tsx bench/start-up.ts` measures these rows alone.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../e2e/support/server';
import { median } from './load';
import type { Row } from './report';
import { ratio } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const FLOOR_SERVER = path.join(ROOT, 'bench/floor/server.mjs');
/** Starts of each kind, taken in turns so that a busy moment of the machine falls on all of them alike. */
const RUNS = 5;
const TARGET_NPM_START_MS = 2000;
const TARGET_SERVER_MS = 1500;

interface Command {
  command: string;
  args: string[];
  cwd: string;
}

/** Ends the command and everything it started: npm does not pass SIGTERM on to the script it runs. */
function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-(child.pid ?? 0), 'SIGTERM');
  });
}

/** Milliseconds from the spawn to the first healthy `/api/health`, asked every 20 ms as the other start-up rows do. */
async function timeToHealthy({ command, args, cwd }: Command, env: Record<string, string>): Promise<number> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const spawned = performance.now();
  const child = spawn(command, args, {
    cwd,
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), PUBLIC_URL: url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = Date.now() + 180_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`\`${command} ${args.join(' ')}\` exited early.`);
      const healthy = await fetch(`${url}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (healthy) return performance.now() - spawned;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`\`${command} ${args.join(' ')}\` was not healthy within 180 seconds.`);
  } finally {
    await stopGroup(child);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export interface StartUp {
  npmStart: number;
  npmFloor: number;
  server: number;
  serverFloor: number;
}

/**
 * The medians of RUNS starts of each kind. A first `npm start` builds whatever changed and makes the data
 * directory; the measured starts then find both as a second start on a laptop would.
 */
export async function measureStartUp(): Promise<StartUp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-start-'));
  // A package whose `npm start` is the bare server: the floor started by npm, as NeuroNest is.
  const floorPackage = await mkdtemp(path.join(tmpdir(), 'neuronest-start-floor-'));
  await writeFile(
    path.join(floorPackage, 'package.json'),
    JSON.stringify({ private: true, scripts: { start: `exec node ${JSON.stringify(FLOOR_SERVER)}` } }),
  );
  const env = { DATA_DIR: dataDir, WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const npm = (cwd: string): Command => ({ command: 'npm', args: ['start', '--silent'], cwd });
  const node = (file: string): Command => ({ command: process.execPath, args: [file], cwd: ROOT });
  const kinds = {
    npmStart: npm(ROOT),
    npmFloor: npm(floorPackage),
    server: node(path.join(ROOT, 'dist/server/main.mjs')),
    serverFloor: node(FLOOR_SERVER),
  };
  try {
    await timeToHealthy(kinds.npmStart, env);
    const times: Record<keyof StartUp, number[]> = {
      npmStart: [],
      npmFloor: [],
      server: [],
      serverFloor: [],
    };
    for (let run = 0; run < RUNS; run += 1) {
      for (const [name, kind] of Object.entries(kinds) as [keyof StartUp, Command][]) {
        times[name].push(await timeToHealthy(kind, env));
      }
    }
    return {
      npmStart: median(times.npmStart),
      npmFloor: median(times.npmFloor),
      server: median(times.server),
      serverFloor: median(times.serverFloor),
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    await rm(floorPackage, { recursive: true, force: true });
  }
}

export function startUpRows(measured: StartUp): Row[] {
  return [
    {
      figure: '`npm start` to a healthy `/api/health` on an existing data directory, nothing changed, PGlite',
      measured: seconds(measured.npmStart),
      reference: `a bare Node HTTP server answering one route, started by \`npm start\`: ${seconds(measured.npmFloor)}`,
      ratio: ratio(measured.npmStart, measured.npmFloor),
      target: `≤ ${seconds(TARGET_NPM_START_MS)}`,
      met: measured.npmStart <= TARGET_NPM_START_MS,
    },
    {
      figure: 'the server alone (`node dist/server/main.mjs`) to a healthy `/api/health`, same data, PGlite',
      measured: seconds(measured.server),
      reference: `a bare Node HTTP server answering one route, started by \`node\`: ${seconds(measured.serverFloor)}`,
      ratio: ratio(measured.server, measured.serverFloor),
      target: `≤ ${seconds(TARGET_SERVER_MS)}`,
      met: measured.server <= TARGET_SERVER_MS,
    },
  ];
}

/** The rows `npm run bench` adds: measured, then written as table rows. */
export const startUpBench = async (): Promise<Row[]> => startUpRows(await measureStartUp());

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await startUpBench();
  for (const row of rows) console.log(`${row.figure}: ${row.measured} (${row.reference}; ${row.ratio})`);
}
