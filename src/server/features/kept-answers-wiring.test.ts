import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pictures, todos } from '../db/schema';
import { useTestApp } from '../test/app';
import { KEPT_LISTS } from './kept-answers';

/*
 * Every table a kept answer is read from counts its writes (decision 131): a write it did not count would leave
 * the person an old answer until something else changed. The check reads the database's own triggers
 * (`pg_trigger`), on the embedded database and on PostgreSQL alike, so a kept read that names a table without its
 * triggers fails here, whatever the migrations say.
 */

const t = useTestApp();

/** The trigger's event bits in `pg_trigger.tgtype`. */
const EVENTS = { insert: 4, delete: 8, update: 16 } as const;

/** Each of `tables` with the writes it does not count: none when insert, update and delete all are. */
async function uncounted(tables: readonly PgTable[]) {
  type Row = { name: string; type: number };
  const result = (await t.database.db.execute(sql`
    select c.relname as name, t.tgtype as type
    from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'count_data_change' and not t.tgisinternal`)) as unknown as { rows: Row[] } | Row[];
  const rows = Array.isArray(result) ? result : result.rows;
  return tables.flatMap((table) => {
    const name = getTableConfig(table).name;
    const types = rows.filter((row) => row.name === name).map((row) => Number(row.type));
    const missing = (Object.keys(EVENTS) as (keyof typeof EVENTS)[]).filter(
      (event) => !types.some((type) => (type & EVENTS[event]) !== 0),
    );
    return missing.length > 0 ? [`${name}: ${missing.join(', ')}`] : [];
  });
}

describe('the tables behind kept answers (decision 131)', () => {
  it('count every insert, update and delete, for every kept list', async () => {
    const tables = [...new Set(Object.values(KEPT_LISTS).flat())];
    expect(tables.length).toBeGreaterThanOrEqual(10);
    expect(await uncounted(tables)).toEqual([]);
  });

  it('names a table that does not count its writes', async () => {
    // Pictures are read afresh on every request, so they have no triggers: the check must say so.
    expect(await uncounted([todos, pictures])).toEqual(['pictures: insert, delete, update']);
  });
});
