import { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { openDatabase } from '../../db/client';
import { createEmptyPostgresDatabase } from '../../test/postgres';
import { seedItems } from '../../test/route-items';
import type { TestUser } from '../../test/users';
import { as } from '../../test/users';
import { benchMap } from '../../../../bench/mind-map';
import { habitWithCheckins, seedPlans } from '../../../../bench/seed-plans';

/** A fresh, migrated database of the other kind than the test file's: PostgreSQL beside PGlite, and back. */
export async function otherDatabase(postgresUrl: string): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ pglite: new PGlite() });
    await handle.migrate();
    return handle;
  }
  const created = await createEmptyPostgresDatabase(postgresUrl, 'neuronest_restore');
  const handle = openDatabase({ databaseUrl: created.url });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await created.drop();
    },
  };
}

export async function send(app: App, user: TestUser, method: string, path: string, body?: unknown) {
  const res = await app.request(
    path,
    as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown> & { id: string }>;
}

/**
 * An account that uses every tool, through the API as the app does: the route catalogue's one item of each
 * kind, the bench's plans (habits with weeks of check-ins, routines, mixes, a deck, reminders), and the links a
 * restore must keep: a My Day place, a todo's reminder, a routine run, a study answer, budget rows.
 */
export async function fillEveryTool(app: App, user: TestUser) {
  const items = await seedItems(app, user);
  await seedPlans((method, path, body) => send(app, user, method, `/api${path}`, body));
  await send(app, user, 'POST', '/api/habits', habitWithCheckins(7, 10));
  await send(app, user, 'POST', '/api/todos', { title: 'Write the report', completed: true });
  // A step under its task (decision 160), placed on My Day like any task.
  const step = await send(app, user, 'POST', '/api/todos', {
    title: 'Gather the receipts',
    parentId: items.todo,
  });
  await send(app, user, 'PUT', `/api/day/placements/${step.id}`, {
    day: '2026-12-03',
    start: '10:30',
    minutes: 15,
  });
  await send(app, user, 'POST', '/api/kanban', {
    title: 'Plan the trip',
    status: 'in-progress',
    subtasks: [{ text: 'Book the train', done: true }],
  });
  await send(app, user, 'PUT', `/api/day/placements/${items.todo}`, {
    day: '2026-12-03',
    start: '09:30',
    minutes: 30,
  });
  await send(app, user, 'POST', `/api/routines/${items.routine}/runs`, {
    startedAt: '2026-03-02T07:30:00.000Z',
    finishedAt: '2026-03-02T07:41:00.000Z',
    steps: [{ stepId: 'a1', title: 'Read', plannedMinutes: 5, state: 'done', seconds: 420 }],
  });
  await send(app, user, 'POST', `/api/study/cards/${items.studyCard}/reviews`, {
    rating: 3,
    reviewedAt: new Date().toISOString(),
  });
  await send(app, user, 'PUT', '/api/reminders', { kind: 'todo', targetId: items.todo, leadMinutes: 15 });
  await send(app, user, 'PUT', '/api/budget', {
    currency: 'EUR',
    incomes: { main: 250_000, second: 0, other: 1_000 },
    expenses: [
      { group: 'needs', label: 'Rent', cents: 90_000 },
      { group: 'wants', label: 'Cinema', cents: 2_500 },
    ],
  });
  await send(app, user, 'POST', '/api/projects', {
    title: 'Moving house',
    content: { nodes: benchMap(12) },
  });
  return items;
}

export async function exportOf(app: App, user: TestUser) {
  const res = await app.request(
    '/api/account/export',
    as(user, { method: 'POST', body: JSON.stringify({ currentPassword: user.password }) }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

export async function restore(
  app: App,
  user: TestUser,
  file: unknown,
  mode: 'add' | 'replace',
  password: string = user.password,
) {
  return app.request(
    '/api/account/restore',
    as(user, { method: 'POST', body: JSON.stringify({ mode, currentPassword: password, file }) }),
  );
}

export type Row = Record<string, unknown>;
const TIMES = new Set(['exportedAt', 'updatedAt', 'lastOpenedAt']);

/**
 * What a person stored, free of ids: every id is named by what it names (a todo by its title), rows are sorted,
 * and what a restore does not bring (the account, sign-ins, devices, reminder moments, feedback, the list of
 * pictures, decision 168, and focus rooms, decision 167) is left out.
 */
export function comparable(file: Record<string, unknown>) {
  const names = new Map<string, string>();
  const lists = (key: string) => (file[key] as Row[] | undefined) ?? [];
  const name = (key: string, label: (row: Row) => unknown) => {
    for (const row of lists(key)) names.set(String(row['id']), `${key}:${String(label(row))}`);
  };
  name('todos', (row) => row['title']);
  name('habits', (row) => row['name']);
  name('routines', (row) => row['name']);
  name('studyDecks', (row) => row['name']);
  name('studyCards', (row) => row['front']);
  name('budgetProfiles', () => 'the budget');
  const clean = (value: unknown, key = ''): unknown => {
    if (Array.isArray(value)) return value.map((item) => clean(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value as Row)
          .filter(([field]) => field !== 'userId' && !TIMES.has(field))
          .filter(([field]) => !(field === 'id' && key !== 'content'))
          .map(([field, inner]) => [
            field,
            /Id$/.test(field) && typeof inner === 'string'
              ? (names.get(inner) ?? inner)
              : clean(inner, field),
          ]),
      );
    }
    return value;
  };
  const kept: Row = {};
  for (const [key, value] of Object.entries(file)) {
    if (
      [
        'exportedAt',
        'account',
        'sessions',
        'devices',
        'reminderDeliveries',
        'feedback',
        'calendarFeed',
        'pictures',
      ].includes(key) ||
      // Rooms are shared and live: a restore brings none of them back (decision 167).
      key.startsWith('focusRoom')
    ) {
      continue;
    }
    const cleaned = clean(value, key);
    kept[key] = Array.isArray(cleaned) ? cleaned.map((row) => JSON.stringify(row)).sort() : cleaned;
  }
  return kept;
}
