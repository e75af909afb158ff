// Focus rooms under load (decision 166): PEOPLE people in ROOMS private rooms on one PostgreSQL server with all
// its processes, each holding a room's stream; reactions sent one after another by different people, and the
// time from sending one to its arrival on every other member's stream, with the server's CPU per 100 people.
// Run alone: npx tsx bench/focus-rooms.ts (PEOPLE=500 ROOMS=50 by default; DATABASE_URL names the server).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../e2e/support/server';
import type { RoomStream } from '../src/server/test/room-stream';
import { readRoomStream } from '../src/server/test/room-stream';
import type { Person } from './capacity-people';
import { percentile } from './capacity-crowd';
import { copyPeople, signUpTemplate } from './capacity-people';
import { processTree } from './memory';
import { createBenchDatabase } from './postgres';
import type { Row } from './report';
import { ratio } from './report';

const PEOPLE = Number(process.env.PEOPLE ?? 500);
const ROOMS = Number(process.env.ROOMS ?? 50);
/** Reactions measured; each from a different person, so none meets the limit of 10 a minute. */
const REACTIONS = Math.min(200, PEOPLE);
const SECRET = 'bench-secret-that-is-long-enough-for-signing-cookies';
/** The issue's bound: everyone sees the same within a second. */
const TARGET_MS = 1000;

export interface FocusRoomsLoad {
  people: number;
  rooms: number;
  processes: number;
  arrivals: number;
  p50Ms: number;
  p99Ms: number;
  /** Percent of one core the server's processes used while the reactions went round, per 100 people. */
  cpuPer100: number;
  /** The same while everyone only sits in their rooms: the heartbeats and keep-alive lines alone. */
  idleCpuPer100: number;
}

async function ticks(pids: number[]) {
  let sum = 0;
  for (const pid of pids) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    sum += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return sum;
}

export async function measureFocusRooms(adminUrl: string, say: (text: string) => void = () => undefined) {
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
  const streams: RoomStream[] = [];
  try {
    const template = await signUpTemplate(server.url, SECRET);
    const people: Person[] = [template, ...(await copyPeople(database.url, template, SECRET, 1, PEOPLE))];
    const send = async (person: Person, method: string, route: string, body?: unknown) => {
      const res = await fetch(`${server.url}${route}`, {
        method,
        headers: {
          'content-type': 'application/json',
          origin: server.url,
          cookie: person.cookie,
          'x-forwarded-for': person.ip,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A request that never answers ends the run with a note rather than holding the bench.
        signal: AbortSignal.timeout(60_000),
      });
      if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    say(`${people.length} people choose a name and join ${ROOMS} rooms`);
    const perRoom = Math.ceil(people.length / ROOMS);
    const roomOf: string[] = [];
    for (let r = 0; r < ROOMS; r += 1) {
      const members = people.slice(r * perRoom, (r + 1) * perRoom);
      if (members.length === 0) break;
      const [maker, ...others] = members;
      for (const [i, person] of members.entries())
        await send(person, 'PUT', '/api/focus-rooms/name', { name: `P${r}-${i}` });
      const room = await send(maker!, 'POST', '/api/focus-rooms', { title: `Room ${r}`, rhythm: '25/5' });
      for (const person of others)
        await send(person, 'POST', '/api/focus-rooms/join', { token: room['token'] });
      for (const person of members) {
        // Only the wait for the stream's first answer is bounded: the stream itself stays open.
        const opening = new AbortController();
        const bound = setTimeout(() => opening.abort(), 60_000);
        const res = await fetch(`${server.url}/api/focus-rooms/${String(room['id'])}/events`, {
          headers: { origin: server.url, cookie: person.cookie, 'x-forwarded-for': person.ip },
          signal: opening.signal,
        }).finally(() => clearTimeout(bound));
        if (res.status !== 200) throw new Error(`A room's stream answered ${res.status}.`);
        streams.push(readRoomStream(res));
        roomOf.push(String(room['id']));
      }
      if ((r + 1) % 10 === 0) say(`${r + 1} rooms full`);
    }
    say(`${streams.length} streams open`);
    // Everyone sees their whole room before anything is measured.
    await Promise.all(
      streams.map((stream, i) =>
        stream.next('people', (e) => e.people.length === roomOf.filter((room) => room === roomOf[i]).length),
      ),
    );
    say('everyone sees their whole room');
    const pids = await processTree(server.pid);
    say('everyone sits in their rooms for 15 s (heartbeats only)');
    const idleBefore = await ticks(pids);
    const idleStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const idleMs = ((await ticks(pids)) - idleBefore) * 10;
    const idleSeconds = (performance.now() - idleStarted) / 1000;
    say(`${REACTIONS} reactions, each to its room (${pids.length} server processes)`);
    const latencies: number[] = [];
    const cpuBefore = await ticks(pids);
    const started = performance.now();
    for (let k = 0; k < REACTIONS; k += 1) {
      const from = Math.floor((k * people.length) / REACTIONS);
      const room = roomOf[from]!;
      const others = streams.filter((_, i) => roomOf[i] === room && i !== from);
      const sent = performance.now();
      const { id } = await send(people[from]!, 'POST', `/api/focus-rooms/${room}/reactions`, {
        reaction: 'keep-going',
      });
      let late: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(
          others.map(async (stream) => {
            await stream.next('reaction', (e) => e.id === id);
            latencies.push(performance.now() - sent);
          }),
        ),
        new Promise((_, reject) => {
          late = setTimeout(
            () => reject(new Error('A reaction did not reach its whole room within 30 s.')),
            30_000,
          );
        }),
      ]).finally(() => clearTimeout(late));
    }
    const seconds = (performance.now() - started) / 1000;
    const cpuMs = ((await ticks(pids)) - cpuBefore) * 10;
    latencies.sort((a, b) => a - b);
    return {
      people: people.length,
      rooms: ROOMS,
      processes: pids.length,
      arrivals: latencies.length,
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      cpuPer100: (cpuMs / (seconds * 1000)) * 100 * (100 / people.length),
      idleCpuPer100: (idleMs / (idleSeconds * 1000)) * 100 * (100 / people.length),
    } satisfies FocusRoomsLoad;
  } finally {
    for (const stream of streams) await stream.close();
    await server.stop();
    await database.drop();
  }
}

export function focusRoomsRow(load: FocusRoomsLoad): Row {
  return {
    figure: `Focus rooms: a reaction's arrival at every other member, p99 (${load.people} people in ${load.rooms} rooms, ${load.processes === 1 ? 'one server process' : `${load.processes} server processes`}, PostgreSQL)`,
    measured: `${Math.round(load.p99Ms)} ms (median ${Math.round(load.p50Ms)} ms, ${load.arrivals} arrivals); server CPU per 100 people ${load.cpuPer100.toFixed(1)}% of a core while reacting (one reaction at a time), ${load.idleCpuPer100.toFixed(2)}% sitting in rooms`,
    reference: `${TARGET_MS} ms (the same within a second, issue 64)`,
    ratio: ratio(load.p99Ms, TARGET_MS),
    target: `≤ ${TARGET_MS} ms`,
    met: load.p99Ms <= TARGET_MS,
  };
}

export async function focusRoomsRows(adminUrl: string, notes: string[]): Promise<Row[]> {
  try {
    console.log('· measuring focus rooms: reactions across 50 rooms (PostgreSQL)');
    return [focusRoomsRow(await measureFocusRooms(adminUrl, (text) => console.log(`  ${text}`)))];
  } catch (error) {
    notes.push(`Focus rooms were not measured: ${error instanceof Error ? error.message : String(error)}`);
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(path.resolve(import.meta.dirname, '..'));
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  measureFocusRooms(adminUrl, (text) => console.log(text))
    .then((load) => {
      const row = focusRoomsRow(load);
      console.log(`\n${row.figure}:\n  ${row.measured}\n  ${row.reference} (${row.ratio})`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
