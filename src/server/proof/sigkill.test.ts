import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../e2e/support/server';
import { startServer } from '../../../e2e/support/server';
import { createEmptyPostgresDatabase } from '../test/database';
import { startPgBouncer } from '../test/pgbouncer';
import { Ledger } from './support/ledger';
import { ADMIN_URL, adminTarget, databaseEnv, pgliteDataDir, SERVER_ENV } from './support/servers';
import { Visitor } from './support/visitor';
import { differences, KINDS, newLedgerFor, writeOnce } from './support/workload';

const CYCLES = 4;
/** Through the pooler each start is a process of the built server on PostgreSQL: fewer kills keep the run short. */
const POOLED_CYCLES = 2;
/** Writers of each kind per user, so several writes of every kind are in flight when the process dies. */
const USERS = 3;

let data: Awaited<ReturnType<typeof pgliteDataDir>>;
beforeAll(async () => {
  data = await pgliteDataDir();
});
afterAll(() => data?.remove());

/** Every user keeps one write of each kind going until the server stops answering. */
function writeUntilKilled(users: { visitor: Visitor; ledger: Ledger }[], cycle: number) {
  let n = cycle * 100_000;
  const unexpected: string[] = [];
  const lost = { count: 0 };
  const writers = users.flatMap(({ visitor, ledger }) =>
    KINDS.map(async (kind) => {
      for (;;) {
        n += 1;
        try {
          await writeOnce(kind, visitor, ledger, n);
        } catch (error) {
          // The process is gone: this write's answer is lost, so the ledger keeps it as pending.
          lost.count += 1;
          if (
            !String((error as Error).cause ?? error).match(
              /ECONNRESET|ECONNREFUSED|socket|other side closed/i,
            )
          ) {
            unexpected.push(`${kind}: ${String(error)}`);
          }
          return;
        }
      }
    }),
  );
  return { done: Promise.all(writers), unexpected, lost };
}

/**
 * Kills the server `cycles` times while its users write, starting another each time with `start`: every
 * acknowledged write is kept, and the new process starts and serves.
 */
async function killWhileWriting(start: () => Promise<RunningServer>, cycles: number) {
  let server: RunningServer = await start();
  const users = await Promise.all(
    Array.from({ length: USERS }, async () => ({
      visitor: await new Visitor(server.url).signUp(),
      ledger: newLedgerFor(new Ledger()),
    })),
  );
  try {
    let lost = 0;
    for (let cycle = 1; cycle <= cycles; cycle += 1) {
      const before = users.reduce((sum, { ledger }) => sum + ledger.writes, 0);
      const writing = writeUntilKilled(users, cycle);
      // Let writes of every kind get going (each user acknowledged at least one more), then a moment more.
      await expect
        .poll(() => users.reduce((sum, { ledger }) => sum + ledger.writes, 0), { timeout: 60_000 })
        .toBeGreaterThan(before + KINDS.length * USERS);
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
      await server.kill();
      await writing.done;
      expect(writing.unexpected).toEqual([]);
      lost += writing.lost.count;
      expect(users.flatMap(({ ledger }) => ledger.problems)).toEqual([]);

      // A new process on the same data directory: it must start (health check answers) and hold every
      // acknowledged write; a write whose answer was lost may be there or not.
      server = await start();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      for (const user of users) {
        user.visitor.baseUrl = server.url;
        expect(await differences(user.visitor, user.ledger, true)).toEqual([]);
      }
    }
    console.info(
      `${cycles} kills: ${users.reduce((sum, { ledger }) => sum + ledger.writes, 0)} acknowledged writes kept, ${lost} answers lost`,
    );
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

describe('the PGlite server killed with SIGKILL while writing', () => {
  it(`keeps every acknowledged write and opens cleanly, ${CYCLES} times over`, () =>
    killWhileWriting(() => data.start(), CYCLES));
});

// Through PgBouncer in transaction mode (decision 176), a process killed inside a transaction leaves the pooler
// holding that transaction's server connection: the pooler must end it (rolled back), not hand it to another
// client half done.
describe('the PostgreSQL server behind PgBouncer killed with SIGKILL while writing', () => {
  it(`keeps every acknowledged write and starts again through the pooler, ${POOLED_CYCLES} times over`, async () => {
    const database = await createEmptyPostgresDatabase(ADMIN_URL);
    const pooler = await startPgBouncer({ target: adminTarget() });
    try {
      await killWhileWriting(
        () => startServer({ ...SERVER_ENV, ...databaseEnv(database.url, pooler) }),
        POOLED_CYCLES,
      );
    } finally {
      await pooler.stop();
      await database.drop();
    }
  });
});
