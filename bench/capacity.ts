// How many people one machine serves: simulated people using the tools with think time (bench/capacity-crowd.ts)
// against the built server on a fresh PostgreSQL database, their number doubled until an answer's p99 passes
// 100 ms or one fails, then closed in on. The largest number served within both, per server process, and
// the cores a thousand people cost are the base of docs/scaling.md. Runs alone with `npx tsx bench/capacity.ts` after `npm run build`.
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startServer } from '../e2e/support/server';
import type { StepFigure } from './capacity-crowd';
import { Crowd } from './capacity-crowd';
import type { Person } from './capacity-people';
import { copyPeople, signUpTemplate } from './capacity-people';
import { seedPerson } from './capacity-seed';
import { load } from './load';
import { processTree } from './memory';
import { createBenchDatabase } from './postgres';
import type { Row } from './report';
import { ratio } from './report';

const P99_LIMIT_MS = 100;
const FIRST_STEP = 250;
const MOST_PEOPLE = 16_000;
const FEWEST_PEOPLE = 15;
/** Halvings of the gap between the last number served and the first one not served. */
const BISECTIONS = 2;
/** Each step: time for the people who joined to arrive, then the time measured. */
const ARRIVE_MS = 5_000;
const MEASURE_MS = 7_000;
const WARM_UP_PEOPLE = FIRST_STEP;
const WARM_UP_MS = 8_000;
const SECRET = 'capacity-run-secret-long-enough-to-sign-cookies';
/** Linux counts process CPU time in these ticks (USER_HZ). */
const TICKS_PER_SECOND = 100;

export interface Capacity {
  /** The most people served with p99 ≤ 100 ms and no errors. */
  people: number;
  processes: number;
  best: StepFigure;
  /** Cores used while the best step was measured: the server's processes, PostgreSQL's, the simulated people. */
  cores: { server: number; database: number; people: number };
  /**
   * Cores used per 1,000 people, over every step answered without errors: what a person costs whatever the
   * latency, which on a shared machine depends as much on the other work as on the server.
   */
  perThousand: { server: number; database: number };
  /** Requests per second one person sends, over the same steps. */
  perPerson: number;
  health: number;
  steps: (StepFigure & { passed: boolean; cores: Capacity['cores'] })[];
  load: number[];
}

/** CPU time (user and system, in ticks) of each process that still runs. */
async function cpuTicks(pids: number[]): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
      if (stat === null) return;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11] ?? 0) + Number(fields[12] ?? 0));
    }),
  );
  return ticks;
}

/** Ticks used between two readings by the processes in both (a database connection may close between). */
const usedTicks = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ticks]) => sum + (before.has(pid) ? ticks - before.get(pid)! : 0), 0);

/** The server's processes and the database's: CPU seconds used per second while `work` runs. */
async function coresDuring<T>(serverPid: number, databaseUrl: string, work: () => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const backends = async () =>
      (
        await client.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
      ).rows.map((row) => row.pid);
    const server = await processTree(serverPid);
    const database = await backends();
    const before = [await cpuTicks(server), await cpuTicks(database), process.cpuUsage()] as const;
    const started = performance.now();
    const result = await work();
    const seconds = (performance.now() - started) / 1000;
    const people = process.cpuUsage(before[2]);
    const cores = {
      server: usedTicks(before[0], await cpuTicks(server)),
      database: usedTicks(before[1], await cpuTicks(database)),
    };
    return {
      result,
      cores: {
        server: cores.server / TICKS_PER_SECOND / seconds,
        database: cores.database / TICKS_PER_SECOND / seconds,
        people: (people.user + people.system) / 1e6 / seconds,
      },
    };
  } finally {
    await client.end();
  }
}

/**
 * Doubles the number of people until a step is not served (or halves it until one is), then halves the gap
 * between the last number served and the first one not served; the largest number served, or 0.
 */
async function largestServed(step: (people: number) => Promise<boolean>): Promise<number> {
  let served = 0;
  let notServed = 0;
  for (let n = FIRST_STEP; n <= MOST_PEOPLE && n >= FEWEST_PEOPLE; n = served ? n * 2 : Math.round(n / 2)) {
    if (await step(n)) served = n;
    else notServed = n;
    if (served && notServed) break;
  }
  for (let i = 0; served && notServed && i < BISECTIONS; i += 1) {
    const n = Math.round((served + notServed) / 2);
    if (await step(n)) served = n;
    else notServed = n;
  }
  return served;
}

/** Cores per 1,000 people and requests per person, over every step answered without errors. */
function costOf(steps: Capacity['steps']): Pick<Capacity, 'perThousand' | 'perPerson'> {
  const clean = steps.filter((s) => s.errors === 0);
  const people = clean.reduce((sum, s) => sum + s.people, 0) || 1;
  const sum = (of: (s: Capacity['steps'][number]) => number) => clean.reduce((total, s) => total + of(s), 0);
  return {
    perThousand: {
      server: (sum((s) => s.cores.server) / people) * 1000,
      database: (sum((s) => s.cores.database) / people) * 1000,
    },
    perPerson: sum((s) => s.requestsPerSecond) / people,
  };
}

const passes = (step: StepFigure) => step.errors === 0 && step.p99Ms <= P99_LIMIT_MS;

export async function measureCapacity(
  adminUrl: string,
  say: (text: string) => void = () => undefined,
): Promise<Capacity> {
  const database = await createBenchDatabase(adminUrl);
  const env = {
    DATABASE_URL: database.url,
    AUTH_SECRET: SECRET,
    TRUST_PROXY: 'true',
    WEATHER_API_URL: 'off',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  const server = await startServer(env, { pollMs: 20 });
  const crowd = new Crowd(server.url);
  try {
    const template = await signUpTemplate(server.url, SECRET);
    await seedPerson(async (method, route, body) => {
      const res = await fetch(`${server.url}${route}`, {
        method,
        headers: { 'content-type': 'application/json', origin: server.url, cookie: template.cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`The capacity run could not seed ${method} ${route} (${res.status}).`);
      return res.json();
    });
    const health = (await load(`${server.url}/api/health`, {}, { seconds: 3, warmUpSeconds: 1 }))
      .requestsPerSecond;
    const everyone: Person[] = [template];
    // A first, unmeasured while: the server compiles its hot paths and opens its database connections.
    everyone.push(...(await copyPeople(database.url, template, SECRET, 1, WARM_UP_PEOPLE)));
    crowd.resize(everyone, WARM_UP_PEOPLE);
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const steps: Capacity['steps'] = [];
    let best: { step: StepFigure; cores: Capacity['cores'] } | null = null;
    const step = async (count: number) => {
      if (everyone.length < count) {
        everyone.push(...(await copyPeople(database.url, template, SECRET, everyone.length, count)));
      }
      crowd.resize(everyone, count);
      await new Promise((resolve) => setTimeout(resolve, ARRIVE_MS));
      const { result, cores } = await coresDuring(server.pid, database.url, () => crowd.measure(MEASURE_MS));
      const passed = passes(result);
      steps.push({ ...result, passed, cores });
      say(
        `${count} people: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
          `p99 ${result.p99Ms.toFixed(0)} ms, ${result.errors} errors${result.failures.length ? ` (${result.failures.join('; ')})` : ''}; ` +
          `slowest: ${result.slowest.map((r) => `${r.route} p99 ${r.p99Ms.toFixed(0)} ms (${r.count})`).join(', ')}`,
      );
      if (passed && (!best || count > best.step.people)) best = { step: result, cores };
      return passed;
    };
    const served = await largestServed(step);
    const found = best as { step: StepFigure; cores: Capacity['cores'] } | null;
    const tree = await processTree(server.pid);
    return {
      people: served,
      processes: tree.length > 1 ? tree.length - 1 : 1,
      best: found?.step ?? steps[0]!,
      cores: found?.cores ?? { server: 0, database: 0, people: 0 },
      ...costOf(steps),
      health,
      steps,
      load: loadavg(),
    };
  } finally {
    crowd.stop();
    await server.stop();
    await database.drop();
  }
}

const count = (n: number) => Math.round(n).toLocaleString('en');

/** The results table's row: people served per server process, with what was used to serve them. */
export function capacityRow(c: Capacity): Row {
  const { best, cores } = c;
  return {
    figure: `people served at once at p99 ≤ ${P99_LIMIT_MS} ms and no errors, per server process (PostgreSQL, the tool mix with think time)`,
    measured:
      `${count(c.people / c.processes)} per process (${count(c.people)} people, ${c.processes} process${c.processes > 1 ? 'es' : ''}); ` +
      `${count(best.requestsPerSecond)} req/s, p50 ${best.p50Ms.toFixed(1)} ms, p99 ${best.p99Ms.toFixed(0)} ms; ` +
      `cores used: server ${cores.server.toFixed(2)}, PostgreSQL ${cores.database.toFixed(2)}, the simulated people ${cores.people.toFixed(2)}; ` +
      `per 1,000 people (every step without errors): server ${c.perThousand.server.toFixed(2)} cores, ` +
      `PostgreSQL ${c.perThousand.database.toFixed(2)}, ${c.perPerson.toFixed(2)} req/s a person`,
    reference: `\`/api/health\` at 50 connections: ${count(c.health)} req/s`,
    ratio: `${ratio(best.requestsPerSecond, c.health)} req/s`,
    target: `p99 ≤ ${P99_LIMIT_MS} ms, no errors`,
    met: c.people > 0,
  };
}

/** For `npm run bench`: the row, or a note saying why there is none. */
export async function capacityRows(adminUrl: string, notes: string[]): Promise<Row[]> {
  try {
    console.log('· measuring how many people one server serves (PostgreSQL)');
    return [capacityRow(await measureCapacity(adminUrl, (text) => console.log(`  ${text}`)))];
  } catch (error) {
    notes.push(`Capacity was not measured: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

async function main() {
  process.chdir(path.resolve(import.meta.dirname, '..'));
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const started = performance.now();
  const result = await measureCapacity(adminUrl, (text) => console.log(text));
  const row = capacityRow(result);
  console.log(`\n${row.figure}:\n  ${row.measured}\n  ${row.reference} (${row.ratio})`);
  console.log(JSON.stringify({ ...result, steps: undefined }));
  console.log(
    `Load average (1, 5, 15 min): ${result.load.map((n) => n.toFixed(1)).join(', ')}; ` +
      `${Math.round((performance.now() - started) / 1000)} s in all.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
