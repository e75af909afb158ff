import { count, eq, is } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import {
  account,
  appLimits,
  dataVersions,
  deletedIds,
  pushSubscriptions,
  reminderDeliveries,
  restoreUndo,
  user,
} from '../../db/schema';
import { useTestApp } from '../../test/app';
import { STORED_TABLES } from '../../test/stored-state';
import { as, createUser } from '../../test/users';
import { EXPORTED_TABLES } from './queries';

/*
 * Everything stored for a person is in their export, removed with their account, and compared by the security
 * sweeps' stored state (docs/product.md#settings, decision 139). The walk reads the schema itself, so a new
 * table that holds a person's rows fails here until it is in all three, or left out below by name, with why.
 */

/** Tables the export leaves out on purpose. */
const NOT_EXPORTED = new Map<PgTable, string>([
  [
    account,
    'How the person signs in: the password hash and the sign-in providers’ tokens, secrets no download holds. ' +
      'The sign-ins themselves are in the export’s sessions.',
  ],
  [
    dataVersions,
    'A count of the person’s writes that the server keeps to know when a kept answer is stale (decision 131), ' +
      'not something the person stored.',
  ],
  [
    deletedIds,
    'The ids of things the person deleted, kept 60 days so an add sent again stays refused (decision 140): ' +
      'what was deleted is gone, and an id alone says nothing of it.',
  ],
  [
    restoreUndo,
    'The account’s data as it was before "Bring back my data" replaced it, kept for Undo while the session ' +
      'lasts (decision 153): itself an export of the account, whose rows the export holds already.',
  ],
]);

/** Tables `storedState` leaves out on purpose. */
const NOT_IN_STORED_STATE = new Map<PgTable, string>([
  [
    dataVersions,
    'It moves with every write to the counted tables, which the stored state compares row by row already.',
  ],
]);

const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);
const nameOf = (table: PgTable) => getTableConfig(table).name;
const userColumn = (table: PgTable) =>
  getTableConfig(table).columns.find((column) => column.name === 'user_id') as PgColumn | undefined;

/** The person's own tables: the user, every table with a user_id, and every table hanging off one of them. */
function perPersonTables() {
  const found = new Set<PgTable>([user]);
  for (const table of tables) if (userColumn(table)) found.add(table);
  for (let grew = true; grew;) {
    grew = false;
    for (const table of tables) {
      if (found.has(table)) continue;
      if (getTableConfig(table).foreignKeys.some((fk) => found.has(fk.reference().foreignTable))) {
        found.add(table);
        grew = true;
      }
    }
  }
  return [...found];
}

/** Whether deleting the user takes the table's rows with it: a cascading key to the user or to such a table. */
function goesWithTheUser(table: PgTable, seen = new Set<PgTable>()): boolean {
  if (table === user) return true;
  if (seen.has(table)) return false;
  seen.add(table);
  return getTableConfig(table).foreignKeys.some((fk) => {
    const parent = fk.reference().foreignTable;
    return fk.onDelete === 'cascade' && goesWithTheUser(parent, seen);
  });
}

const t = useTestApp();

describe('every table that holds a person’s rows (docs/product.md#settings)', () => {
  const people = perPersonTables();

  it('finds the person’s tables in the schema', () => {
    expect(people.map(nameOf)).toEqual(
      expect.arrayContaining([
        'user',
        'todos',
        'push_subscriptions',
        'reminder_deliveries',
        'budget_expenses',
      ]),
    );
  });

  it('is in the data export, or left out by name with a reason', () => {
    const missing = people.filter((table) => !EXPORTED_TABLES.includes(table) && !NOT_EXPORTED.has(table));
    expect(missing.map(nameOf)).toEqual([]);
  });

  it('is compared by the stored state of the security sweeps, or left out by name with a reason', () => {
    const missing = people.filter(
      (table) => !STORED_TABLES.includes(table) && !NOT_IN_STORED_STATE.has(table),
    );
    expect(missing.map(nameOf)).toEqual([]);
  });

  it('goes when the account is deleted: every key to the person cascades, and no row of theirs is left', async () => {
    expect(people.filter((table) => !goesWithTheUser(table)).map(nameOf)).toEqual([]);

    const person = await createUser(t.app);
    const { db } = t.database;
    await db.insert(pushSubscriptions).values({
      userId: person.id,
      endpoint: `https://push.example.com/send/${person.id}`,
      p256dh: 'key',
      auth: 'secret',
    });
    await db.insert(reminderDeliveries).values({
      userId: person.id,
      key: 'snooze:1:todo:x',
      dueAt: new Date(),
      title: 'Water the plants',
      body: 'Now',
      url: '/todos',
    });
    const res = await t.app.request(
      '/api/account',
      as(person, {
        method: 'DELETE',
        body: JSON.stringify({ confirmEmail: person.email, currentPassword: person.password }),
      }),
    );
    expect(res.status).toBe(200);
    const left: string[] = [];
    for (const table of people) {
      const column = table === user ? user.id : userColumn(table);
      if (!column) continue;
      const [row] = await db.select({ n: count() }).from(table).where(eq(column, person.id));
      if (row?.n) left.push(nameOf(table));
    }
    expect(left).toEqual([]);
  });

  it('takes the counters that name the person with the account, and keeps the mailbox’s own', async () => {
    const person = await createUser(t.app);
    const other = await createUser(t.app);
    const { db } = t.database;
    const address = person.email.toLowerCase();
    const windowEnds = Date.now() + 10 * 60_000;
    await db
      .insert(appLimits)
      .values(
        [
          `export:${person.id}`,
          `assistant:${person.id}`,
          `pushes:${person.id}`,
          `sign-in:${address}`,
          `mail:reset:${address}`,
          `export:${other.id}`,
          `sign-in:${other.email.toLowerCase()}`,
        ].map((key) => ({ key, count: 1, windowEnds })),
      );
    const res = await t.app.request(
      '/api/account',
      as(person, {
        method: 'DELETE',
        body: JSON.stringify({ confirmEmail: person.email, currentPassword: person.password }),
      }),
    );
    expect(res.status).toBe(200);
    const keys = (await db.select({ key: appLimits.key }).from(appLimits)).map((row) => row.key);
    expect(keys.filter((key) => key.includes(person.id) || key.includes(address))).toEqual([
      `mail:reset:${address}`,
    ]);
    expect(keys).toEqual(
      expect.arrayContaining([`export:${other.id}`, `sign-in:${other.email.toLowerCase()}`]),
    );
  });

  it('leaves nothing out without a reason, and names only tables of the person', () => {
    for (const reasons of [NOT_EXPORTED, NOT_IN_STORED_STATE]) {
      for (const [table, reason] of reasons) {
        expect(people).toContain(table);
        expect(reason.length).toBeGreaterThan(20);
      }
    }
  });
});
