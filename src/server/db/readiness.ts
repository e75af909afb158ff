import { readFileSync } from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { migrationsFolder } from './client';
import * as schema from './schema';

/** Every table this version of the code reads or writes. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name);

/** When the newest migration shipped with this code was made: the migrator records the same number. */
export function newestMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

export type Readiness = 'ready' | 'schema-missing';

/**
 * Whether the database answers a real query and holds the schema this code expects: every table, and the
 * newest migration applied (a newer one, from an instance already upgraded, is fine). Connection failures
 * and timeouts are thrown, as from any query.
 */
export async function checkReadiness(db: Database): Promise<Readiness> {
  const expected = newestMigration();
  const names = sql.join(
    TABLES.map((name) => sql`${name}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select
      (select count(*) from information_schema.tables
        where table_schema = current_schema() and table_name in (${names}))::int as tables,
      (select to_regclass('drizzle.__drizzle_migrations') is not null) as journal
  `)) as unknown as { rows: { tables: number; journal: boolean }[] };
  const row = result.rows[0];
  if (!row || Number(row.tables) !== TABLES.length || !row.journal) return 'schema-missing';
  const applied = (await db.execute(
    sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string }[] };
  return Number(applied.rows[0]?.newest ?? 0) >= expected ? 'ready' : 'schema-missing';
}
