// What the screens' named prepared statements (db/prepared.ts, decision 070) save on a direct connection to
// PostgreSQL, against the unnamed statements the server uses behind a pooler in transaction mode (decision 176):
// the same reads, one after another on one connection, READS times each way, the two ways taking turns.
// Run alone: npx tsx bench/named-statements.ts (DATABASE_URL names the PostgreSQL server).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Pooler } from '../src/server/db/client';
import { openDatabase } from '../src/server/db/client';
import { todos, user } from '../src/server/db/schema';
import { dayPlan } from '../src/server/features/my-day/queries';
import { listTodos } from '../src/server/features/todo/queries';
import { createBenchDatabase } from './postgres';
import type { Row } from './report';
import { ratio } from './report';

const READS = Number(process.env.READS ?? 2000);
const TURNS = 3;

export interface NamedStatements {
  reads: number;
  /** Microseconds a read, the median of the turns: named, then unnamed. */
  todos: { named: number; unnamed: number };
  day: { named: number; unnamed: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function measureNamedStatements(adminUrl: string): Promise<NamedStatements> {
  const made = await createBenchDatabase(adminUrl);
  const handles = { none: openDatabase({ databaseUrl: made.url, poolSize: 1 }) } as Record<
    Pooler,
    ReturnType<typeof openDatabase>
  >;
  try {
    await handles.none.migrate();
    handles.transaction = openDatabase({ databaseUrl: made.url, poolSize: 1, pooler: 'transaction' });
    const userId = randomUUID();
    await handles.none.db.insert(user).values({ id: userId, name: 'Reader', email: 'reader@example.com' });
    await handles.none.db
      .insert(todos)
      .values(Array.from({ length: 20 }, (_, i) => ({ userId, title: `Task ${i + 1}` })));
    const clock = { timeZone: 'UTC', today: '2026-12-03', day: '2026-12-03' };
    const reads = {
      todos: (db: (typeof handles)['none']['db']) => listTodos(db, userId),
      day: (db: (typeof handles)['none']['db']) => dayPlan(db, userId, clock),
    };
    const timings = {
      todos: { none: [] as number[], transaction: [] as number[] },
      day: { none: [] as number[], transaction: [] as number[] },
    };
    for (const read of ['todos', 'day'] as const) {
      for (let turn = 0; turn < TURNS; turn += 1) {
        for (const pooler of ['none', 'transaction'] as const) {
          const { db } = handles[pooler];
          for (let i = 0; i < 50; i += 1) await reads[read](db);
          const started = performance.now();
          for (let i = 0; i < READS; i += 1) await reads[read](db);
          timings[read][pooler].push(((performance.now() - started) * 1000) / READS);
        }
      }
    }
    const of = (read: 'todos' | 'day') => ({
      named: Math.round(median(timings[read].none)),
      unnamed: Math.round(median(timings[read].transaction)),
    });
    return { reads: READS, todos: of('todos'), day: of('day') };
  } finally {
    await handles.transaction?.close();
    await handles.none.close();
    await made.drop();
  }
}

export function namedStatementsRows(measured: NamedStatements): Row[] {
  return (
    [
      ['the todo list (`todos_list`)', measured.todos],
      ['My Day (`day_lists`)', measured.day],
    ] as const
  ).map(([what, { named, unnamed }]) => ({
    figure: `One read of ${what} on one PostgreSQL connection, named statement against unnamed (behind a pooler)`,
    measured: `${named} µs named`,
    reference: `${unnamed} µs unnamed`,
    ratio: ratio(named, unnamed),
    target: 'recorded (decision 176)',
    met: null,
  }));
}

export async function namedStatementsRowsOrNote(adminUrl: string, notes: string[]): Promise<Row[]> {
  try {
    console.log('· measuring named against unnamed prepared statements (PostgreSQL)');
    return namedStatementsRows(await measureNamedStatements(adminUrl));
  } catch (error) {
    notes.push(
      `Named statements were not measured: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.chdir(path.resolve(import.meta.dirname, '..'));
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  measureNamedStatements(adminUrl)
    .then((measured) => console.log(JSON.stringify(measured)))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
