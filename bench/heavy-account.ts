// "Health under one account's heavy work" (decision 139): /api/health's p99 while four accounts filled to their
// limits download all their data at once, against its idle p99 in the same run, on PGlite and on PostgreSQL.
// Run alone with `npx tsx bench/heavy-account.ts` (after `npm run build`, or on the sources through tsx).
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { MIND_MAP_LIMIT, STUDY_CARD_LIMIT } from '../src/shared/limits';
import { MAX_NODES, MAX_TOPIC_LENGTH } from '../src/shared/mind-map/map';
import { CARD_SIDE_MAX, CARDS_PER_REQUEST } from '../src/shared/study-buddy/study';
import { createAccount } from './account';
import { runDirectly } from './alone';
import { createBenchDatabase } from './postgres';
import type { Row } from './report';
import { ratio } from './report';

const EXPORTS = 4;
const TARGET = 10;
const IDLE_SAMPLES = 300;
const PASSWORD = 'Calm-Nest-2026';
const SERVER_ENV = { WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production' };

const p = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? 0;

async function send(baseUrl: string, cookie: string, method: string, route: string, body: unknown) {
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { id?: string } | null };
}

/** Fills an account to the limits of docs/product.md#limits that hold the most bytes: mind maps and study cards. */
async function fillToTheLimits(baseUrl: string, cookie: string) {
  const words = 'a thought written out at length while planning the week ahead ';
  const text = words.repeat(Math.ceil(MAX_TOPIC_LENGTH / words.length)).slice(0, MAX_TOPIC_LENGTH - 1);
  const nodes = Array.from({ length: MAX_NODES }, (_, i) => ({
    id: `n${i}`,
    text,
    children: [],
    position: { x: i, y: i },
  }));
  for (let i = 0; i < MIND_MAP_LIMIT.count; i += 1) {
    const made = await send(baseUrl, cookie, 'POST', '/api/projects', {
      title: `Map ${i}`,
      content: { nodes },
    });
    if (made.status === 409) break;
    if (made.status !== 201 && made.status !== 200) throw new Error(`A map was refused (${made.status}).`);
  }
  const deck = await send(baseUrl, cookie, 'POST', '/api/study/decks', { name: 'Everything' });
  if (!deck.body?.id) throw new Error(`The deck was refused (${deck.status}).`);
  const side = 'An answer written out in full sentences, as a person studying for an exam would. ';
  const back = side.repeat(Math.ceil(CARD_SIDE_MAX / side.length)).slice(0, CARD_SIDE_MAX / 2);
  for (let made = 0; made < STUDY_CARD_LIMIT.count; made += CARDS_PER_REQUEST) {
    const cards = Array.from({ length: CARDS_PER_REQUEST }, (_, i) => ({
      kind: 'basic',
      front: `Question ${made + i}: ${back}`,
      back,
    }));
    const added = await send(baseUrl, cookie, 'POST', `/api/study/decks/${deck.body.id}/cards`, { cards });
    if (added.status === 409) break;
    if (added.status !== 201 && added.status !== 200)
      throw new Error(`Cards were refused (${added.status}).`);
  }
}

async function healthMs(baseUrl: string) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/health`);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`Health answered ${res.status}.`);
  return performance.now() - started;
}

interface Measured {
  idleP99: number;
  busyP99: number;
  busyP50: number;
  asked: number;
  exportMb: number;
  exportSeconds: number;
  /** The machine's one-minute load average when the exports ended. */
  load: number;
}

async function measure(baseUrl: string): Promise<Measured> {
  const cookies: string[] = [];
  for (let i = 0; i < EXPORTS; i += 1) {
    const account = await createAccount(baseUrl);
    const cookie = await account.cookie();
    await fillToTheLimits(baseUrl, cookie);
    cookies.push(cookie);
  }
  for (let i = 0; i < 20; i += 1) await healthMs(baseUrl);
  const idle: number[] = [];
  for (let i = 0; i < IDLE_SAMPLES; i += 1) idle.push(await healthMs(baseUrl));

  let done = false;
  const started = performance.now();
  const exports = Promise.all(
    cookies.map(async (cookie) => {
      // Read as the browser receives it, compressed: its unpacking is the person's machine's work, not the server's,
      // and would slow this process's own health timings.
      const body = JSON.stringify({ currentPassword: PASSWORD });
      return new Promise<number>((resolve, reject) => {
        const req = request(
          `${baseUrl}/api/account/export`,
          {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              origin: baseUrl,
              cookie,
              'accept-encoding': 'br, gzip',
            },
          },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`An export answered ${res.statusCode}.`));
            let bytes = 0;
            res.on('data', (chunk: Buffer) => (bytes += chunk.length));
            res.on('end', () => resolve(bytes));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    }),
  ).finally(() => {
    done = true;
  });
  const busy: number[] = [];
  while (!done) busy.push(await healthMs(baseUrl));
  const bytes = await exports;
  return {
    idleP99: p(idle, 0.99),
    busyP99: p(busy, 0.99),
    busyP50: p(busy, 0.5),
    asked: busy.length,
    exportMb: bytes.reduce((a, b) => a + b, 0) / EXPORTS / 1024 / 1024,
    exportSeconds: (performance.now() - started) / 1000,
    load: loadavg()[0] ?? 0,
  };
}

function row(database: string, m: Measured): Row {
  const met = m.busyP99 <= TARGET * m.idleP99;
  // When missed, what was measured beside it: the typical answer, and how busy the machine's cores were.
  const why = met
    ? ''
    : `; p50 ${m.busyP50.toFixed(1)} ms; load average ${m.load.toFixed(1)} on ${cpus().length} cores during the exports`;
  return {
    figure: `health under one account's heavy work (${database}): \`/api/health\` p99 while ${EXPORTS} largest exports run (${m.exportMb.toFixed(1)} MB each as sent, compressed; ${m.exportSeconds.toFixed(1)} s)`,
    measured: `${m.busyP99.toFixed(1)} ms (${m.asked} asked${why})`,
    reference: `idle p99 ${m.idleP99.toFixed(1)} ms`,
    ratio: ratio(m.busyP99, m.idleP99),
    target: `≤ ${TARGET}×`,
    met,
  };
}

/** The two rows, PGlite then PostgreSQL (left out, with a note, when PostgreSQL cannot be reached). */
export async function heavyAccountRows(adminUrl: string, notes: string[]): Promise<Row[]> {
  const rows: Row[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-heavy-'));
  try {
    const server = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir }, { pollMs: 20 });
    try {
      rows.push(row('PGlite', await measure(server.url)));
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  let database;
  try {
    database = await createBenchDatabase(adminUrl);
  } catch (error) {
    notes.push(`Health under heavy work on PostgreSQL was not measured: ${String(error)}`);
    return rows;
  }
  try {
    const server = await startServer({ ...SERVER_ENV, DATABASE_URL: database.url }, { pollMs: 20 });
    try {
      rows.push(row('PostgreSQL', await measure(server.url)));
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return rows;
}

if (runDirectly(import.meta.filename)) {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const notes: string[] = [];
  for (const r of await heavyAccountRows(adminUrl, notes)) {
    console.log(
      `| ${r.figure} | ${r.measured} | ${r.reference} | ${r.ratio} | ${r.target} | ${r.met ? 'yes' : '**no**'} |`,
    );
  }
  for (const note of notes) console.log(note);
}
