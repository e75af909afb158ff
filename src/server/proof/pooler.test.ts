import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { todos } from '../db/schema';
import { createEmptyPostgresDatabase } from '../test/database';
import type { OutageRoute } from '../test/outage-scenario';
import { outageTests } from '../test/outage-scenario';
import type { RunningPgBouncer } from '../test/pgbouncer';
import { startPgBouncer } from '../test/pgbouncer';
import { ADMIN_URL, adminTarget } from './support/servers';

// The app's connections through Debian's PgBouncer (1.18) in transaction mode (decision 176). Two instances through
// it: two-instances.test.ts; fifty people writing: fifty-users.test.ts; a process killed mid-write: sigkill.test.ts.

describe('connections through PgBouncer in transaction mode', () => {
  let made: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  // One server connection for the database: every client shares it, as many do under load.
  let pooler: RunningPgBouncer;
  const opened: DatabaseHandle[] = [];
  const open = (pooled: 'none' | 'transaction') => {
    const handle = openDatabase({ databaseUrl: pooler.through(made.url), pooler: pooled, poolSize: 1 });
    opened.push(handle);
    return handle;
  };

  beforeAll(async () => {
    made = await createEmptyPostgresDatabase(ADMIN_URL);
    pooler = await startPgBouncer({ target: adminTarget(), poolSize: 1 });
    // Migrated through the pooler, as an instance starting through it does.
    const first = openDatabase({ databaseUrl: pooler.through(made.url), pooler: 'transaction' });
    await first.migrate();
    await first.close();
  });
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await pooler?.stop();
    await made?.drop();
  });

  it('are refused with the statement time limit as a start-up parameter, and served without it', async () => {
    const refused = await open('none')
      .db.execute(sql`select 1`)
      .then(
        () => null,
        (error: Error) => String(error.cause ?? error),
      );
    expect(refused).toMatch(/unsupported startup parameter: statement_timeout/);
    await expect(open('transaction').db.execute(sql`select 1`)).resolves.toBeDefined();
  });

  it('run the screens’ prepared reads from several processes, where named statements fail', async () => {
    const userId = '00000000-0000-4000-8000-000000000000';
    const read = (handle: DatabaseHandle, name: string) =>
      handle.db
        .select()
        .from(todos)
        .where(eq(todos.userId, sql.placeholder('userId')))
        .prepare(name)
        .execute({ userId });
    const [a, b] = [open('transaction'), open('transaction')];
    for (let round = 0; round < 5; round += 1) {
      expect(await read(a, 'todos_by_person')).toEqual([]);
      expect(await read(b, 'todos_by_person')).toEqual([]);
    }

    // The same reads, named, from two connections without the setting (and without the refused parameter): the
    // second finds the first's statement on the shared server connection.
    const named = [1, 2].map(() => new pg.Pool({ connectionString: pooler.through(made.url), max: 1 }));
    try {
      const text = 'select id from todos where user_id = $1';
      await named[0]?.query({ name: 'todos_named', text, values: [userId] });
      await expect(named[1]?.query({ name: 'todos_named', text, values: [userId] })).rejects.toThrow(
        /prepared statement "todos_named"/,
      );
    } finally {
      await Promise.all(named.map((pool) => pool.end()));
    }
  });
});

/** The proxy stands between the pooler and PostgreSQL: the database stalls or goes away behind the pooler. */
const throughPgBouncer: OutageRoute = {
  open: async (throughProxy) => {
    const proxied = new URL(throughProxy);
    const behind = await startPgBouncer({
      target: { host: proxied.hostname, port: Number(proxied.port) },
    });
    return {
      handle: openDatabase({
        databaseUrl: behind.through(throughProxy),
        pooler: 'transaction',
        connectTimeoutMs: 1000,
        queryTimeoutMs: 1500,
      }),
      close: () => behind.stop(),
    };
  },
};

describe('a PostgreSQL behind PgBouncer that stalls or goes away', () => outageTests(throughPgBouncer));
