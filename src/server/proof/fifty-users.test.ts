import { describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../e2e/support/server';
import { Ledger } from './support/ledger';
import type { RowCounter } from './support/servers';
import { pgliteDataDir, ROUTES, startPostgresServers } from './support/servers';
import { Visitor } from './support/visitor';
import { differences, KINDS, newLedgerFor, writeOnce } from './support/workload';

const USERS = 50;
/** How long the users keep writing; the whole test stays well under a minute per database. */
const LOAD_MS = 15_000;

interface Outcome {
  users: { visitor: Visitor; ledger: Ledger }[];
  errors: string[];
}

/**
 * Each user signs up, then writes one item at a time (any kind, at random) until the time is up. Users are
 * spread over the given server instances.
 */
async function runLoad(servers: RunningServer[]): Promise<Outcome> {
  const errors: string[] = [];
  const users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => ({
      visitor: await new Visitor(servers[i % servers.length]!.url).signUp(),
      ledger: newLedgerFor(new Ledger()),
    })),
  );
  const until = Date.now() + LOAD_MS;
  let n = 0;
  await Promise.all(
    users.map(async ({ visitor, ledger }) => {
      while (Date.now() < until) {
        const kind = KINDS[Math.floor(Math.random() * KINDS.length)]!;
        n += 1;
        try {
          await writeOnce(kind, visitor, ledger, n);
        } catch (error) {
          errors.push(`${kind}: no answer (${String(error)})`);
        }
      }
    }),
  );
  return { users, errors };
}

/** Rows the acknowledged model says each table holds. */
async function expectedRows(users: Outcome['users']) {
  const counts = { todos: 0, kanban_tasks: 0, text_conversions: 0, budget_profiles: 0, projects: 0 };
  for (const { ledger } of users) {
    counts.todos += ledger.ids('todos').length;
    counts.kanban_tasks += ledger.ids('cards').length;
    counts.text_conversions += ledger.ids('conversions').length;
    counts.budget_profiles += ledger.ids('budget').length;
    counts.projects += ledger.ids('projects').length;
  }
  return counts;
}

async function proveUnderLoad(servers: RunningServer[], stop: () => Promise<unknown>, countRows: RowCounter) {
  const { users, errors } = await runLoad(servers);
  const writes = users.reduce((sum, { ledger }) => sum + ledger.writes, 0);
  const refused = users.flatMap(({ ledger }) => ledger.problems);
  console.info(
    `${USERS} users, ${LOAD_MS / 1000} s: ${writes} acknowledged writes, ${refused.length} refused`,
  );
  expect(errors).toEqual([]);
  // Not one answer outside 2xx: no 5xx, and no 4xx either, since every write is valid and the user's own.
  expect(refused).toEqual([]);
  // Enough writes to matter even on a busy machine: on average more than two for each user.
  expect(writes).toBeGreaterThan(USERS * 2);

  // Read back through the API: each user's items are exactly the acknowledged ones.
  const mismatches = (
    await Promise.all(users.map(({ visitor, ledger }) => differences(visitor, ledger)))
  ).flat();
  expect(mismatches).toEqual([]);
  await stop();
  // And in the database itself: no row beyond them, for anyone.
  expect(await countRows()).toMatchObject(await expectedRows(users));
}

describe(`${USERS} users writing at once`, () => {
  it('on PGlite: no 5xx, and every acknowledged write and nothing else is stored', async () => {
    const data = await pgliteDataDir();
    const server = await data.start();
    try {
      await proveUnderLoad([server], () => server.stop(), data.countRows);
    } finally {
      await server.stop();
      await data.remove();
    }
  });

  // Through PgBouncer in transaction mode too (decision 176): the screens' reads unnamed, the limits' locks held
  // within their transactions.
  it.each(ROUTES)(
    'on PostgreSQL behind two instances, %s: no 5xx, and every acknowledged write and nothing else is stored',
    async (route) => {
      const { servers, countRows, stopAll } = await startPostgresServers(2, {}, route);
      try {
        await proveUnderLoad(servers, async () => undefined, countRows);
      } finally {
        await stopAll();
      }
    },
  );
});
