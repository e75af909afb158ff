import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp, useTestApp } from '../../test/app';
import { createUser } from '../../test/users';
import type { Row } from './restore-support';
import { comparable, exportOf, fillEveryTool, otherDatabase, restore } from './restore-support';

/*
 * The round trip of "Bring back my data" (decision 153), and the tested way of moving from the embedded
 * database to PostgreSQL: an account that uses every tool is exported, restored into a new account on the other
 * kind of database, and exported again; the two files hold the same, apart from ids and times. Then back again.
 */

const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432), timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

// On PGlite the other database is PostgreSQL, wherever one answers; on PostgreSQL it is always a PGlite.
const reachable = process.env.DATABASE_URL ? true : await answers(POSTGRES_URL);

describe.runIf(reachable)('moving an account to the other kind of database (decision 153)', () => {
  const here = useTestApp();
  let there: TestApp;

  beforeAll(async () => {
    there = await createTestApp({}, await otherDatabase(POSTGRES_URL));
    // Migrating a PGlite from nothing (the PostgreSQL pass has no migrated copy to load) takes a while.
  }, 180_000);
  afterAll(() => there?.close());

  it('restores every tool into a new account there, and back here, the same apart from ids and times', async () => {
    const person = await createUser(here.app);
    await fillEveryTool(here.app, person);
    const first = await exportOf(here.app, person);

    const moved = await createUser(there.app);
    const res = await restore(there.app, moved, first, 'replace');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mode: 'replace', notes: [] });
    const second = await exportOf(there.app, moved);

    const back = await createUser(here.app);
    expect((await restore(here.app, back, second, 'replace')).status).toBe(200);
    const third = await exportOf(here.app, back);

    const original = comparable(first);
    // Every tool held something, so an empty list on both sides cannot pass for a copy.
    for (const key of [
      'todos',
      'kanbanTasks',
      'textConversions',
      'budgetExpenses',
      'projects',
      'habits',
      'habitCheckins',
      'routines',
      'routineRuns',
      'dayPlacements',
      'studyDecks',
      'studyCards',
      'studyReviews',
      'reminders',
    ]) {
      expect((original[key] as unknown[]).length, key).toBeGreaterThan(0);
    }
    expect(comparable(second)).toEqual(original);
    expect(comparable(third)).toEqual(original);
    // New ids throughout: nothing of the first account's is named again.
    const firstIds = new Set((first['todos'] as Row[]).map((todo) => todo['id']));
    expect((second['todos'] as Row[]).some((todo) => firstIds.has(todo['id']))).toBe(false);
  });
});
