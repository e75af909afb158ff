import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESTORE_MESSAGES } from '../../../shared/restore';
import { todos } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { storedState } from '../../test/stored-state';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import type { Row } from './restore-support';
import { comparable, exportOf, fillEveryTool, restore, send } from './restore-support';

const t = useTestApp();
let filled: TestUser;
let file: Record<string, unknown>;

beforeAll(async () => {
  filled = await createUser(t.app);
  await fillEveryTool(t.app, filled);
  file = await exportOf(t.app, filled);
}, 60_000);

const list = (data: Record<string, unknown>, key: string) => data[key] as Row[];

describe('bringing back a file of "Download my data" (decision 153)', () => {
  it.each([
    ['a file that is no export', { notes: 'shopping' }, RESTORE_MESSAGES.notExport],
    ['a file of a newer version', () => ({ ...file, version: 99 }), RESTORE_MESSAGES.newer],
    [
      'a damaged file',
      () => ({ ...file, todos: [...list(file, 'todos'), { id: 'not-an-id', title: 3 }] }),
      RESTORE_MESSAGES.damaged,
    ],
    [
      'a file with a check-in of no known state',
      () => ({ ...file, habitCheckins: [{ ...list(file, 'habitCheckins')[0], state: 'sometimes' }] }),
      RESTORE_MESSAGES.damaged,
    ],
  ])('refuses %s with a plain message and writes nothing', async (_, given, message) => {
    const person = await createUser(t.app);
    await send(t.app, person, 'POST', '/api/todos', { title: 'Already here' });
    const before = await storedState(t.database.db, person.id);
    const res = await restore(t.app, person, typeof given === 'function' ? given() : given, 'replace');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    expect(await storedState(t.database.db, person.id)).toEqual(before);
  });

  it('asks for the password, and writes nothing without it', async () => {
    const person = await createUser(t.app);
    const before = await storedState(t.database.db, person.id);
    const res = await restore(t.app, person, file, 'add', 'Not-My-Password-1');
    expect(res.status).toBe(403);
    expect(await storedState(t.database.db, person.id)).toEqual(before);
  });

  it('adds beside what is there, twice over, with new ids and every link kept', async () => {
    const person = await createUser(t.app);
    await send(t.app, person, 'POST', '/api/todos', { title: 'Already here' });
    for (let i = 0; i < 2; i += 1) {
      const res = await restore(t.app, person, file, 'add');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { restored: Record<string, number>; undo: boolean };
      expect(body.restored['todos']).toBe(list(file, 'todos').length);
      expect(body.restored['habitCheckins']).toBe(list(file, 'habitCheckins').length);
      expect(body.undo).toBe(false);
    }
    const after = await exportOf(t.app, person);
    expect(list(after, 'todos').map((todo) => todo['title'])).toContain('Already here');
    expect(list(after, 'todos')).toHaveLength(2 * list(file, 'todos').length + 1);
    expect(list(after, 'reminders')).toHaveLength(2 * list(file, 'reminders').length);
    // Each copy's places, check-ins and cards point at that copy's own items.
    const todoIds = new Set(list(after, 'todos').map((todo) => todo['id']));
    const habitIds = new Set(list(after, 'habits').map((habit) => habit['id']));
    const deckIds = new Set(list(after, 'studyDecks').map((deck) => deck['id']));
    expect(list(after, 'dayPlacements').every((place) => todoIds.has(place['todoId']))).toBe(true);
    // Each copy's steps sit under that copy's own task (decision 160).
    const steps = list(after, 'todos').filter((todo) => todo['parentId'] !== null);
    expect(steps).toHaveLength(2 * list(file, 'todos').filter((todo) => todo['parentId'] !== null).length);
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.every((step) => todoIds.has(step['parentId']))).toBe(true);
    expect(new Set(steps.map((step) => step['parentId'])).size).toBe(2);
    expect(list(after, 'habitCheckins').every((checkin) => habitIds.has(checkin['habitId']))).toBe(true);
    expect(list(after, 'studyCards').every((card) => deckIds.has(card['deckId']))).toBe(true);
    const fileIds = new Set(list(file, 'todos').map((todo) => todo['id']));
    expect(list(after, 'todos').some((todo) => fileIds.has(todo['id']))).toBe(false);
    // The account's own budget stays; the file's was not added over it.
    expect(list(after, 'budgetProfiles')).toHaveLength(1);
  });

  it("gives the file's sound mixes to the person who added it, and to nobody else", async () => {
    const [person, other] = [await createUser(t.app), await createUser(t.app)];
    expect((await restore(t.app, person, file, 'add')).status).toBe(200);
    const mixesOf = async (user: TestUser) =>
      (await send(t.app, user, 'GET', '/api/focus-sounds/mixes')) as unknown as { name: string }[];
    expect((await mixesOf(person)).length).toBeGreaterThan(0);
    // Neither had a mix before: the added ones went into the person's own list, not into an empty list shared
    // by everyone who has none yet.
    expect(await mixesOf(other)).toEqual([]);
    const later = await createUser(t.app);
    expect(await mixesOf(later)).toEqual([]);
  });

  it('keeps what fits the limits and says calmly what did not', async () => {
    const person = await createUser(t.app);
    await t.database.db
      .insert(todos)
      .values(Array.from({ length: 499 }, (_, i) => ({ userId: person.id, title: `Task ${i + 1}` })));
    const res = await restore(t.app, person, file, 'add');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { restored: Record<string, number>; notes: string[] };
    // Two tasks and a step: the step is counted as a task and named as a step.
    expect(list(file, 'todos')).toHaveLength(3);
    expect(body.restored['todos']).toBe(1);
    expect(body.notes).toContain(
      `1 task did not fit. You have 500 tasks, the most the list holds. Delete some done tasks to add more.`,
    );
    // The step did not fit either: beyond the limit, or left out with its task, whichever came first in the file.
    expect(body.notes.filter((note) => note.startsWith('1 step did not fit'))).toHaveLength(1);
    expect(await t.database.db.$count(todos, eq(todos.userId, person.id))).toBe(500);
  });

  it('replaces, and Undo brings back what was there while the session lasts', async () => {
    const person = await createUser(t.app);
    await send(t.app, person, 'POST', '/api/todos', { title: 'Mine before' });
    await send(t.app, person, 'POST', '/api/habits', { name: 'Morning walk' });
    const before = await exportOf(t.app, person);

    const res = await restore(t.app, person, file, 'replace');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mode: 'replace', undo: true });
    const replaced = await exportOf(t.app, person);
    expect(comparable(replaced)['todos']).toEqual(comparable(file)['todos']);
    expect(list(replaced, 'todos').map((todo) => todo['title'])).not.toContain('Mine before');

    const status = await t.app.request('/api/account/restore/undo', as(person));
    expect(await status.json()).toMatchObject({ available: true });
    const undone = await t.app.request('/api/account/restore/undo', as(person, { method: 'POST' }));
    expect(undone.status).toBe(200);
    const after = await exportOf(t.app, person);
    expect(comparable(after)['todos']).toEqual(comparable(before)['todos']);
    expect(comparable(after)['habits']).toEqual(comparable(before)['habits']);
    expect(await (await t.app.request('/api/account/restore/undo', as(person))).json()).toMatchObject({
      available: false,
    });
  });

  it('forgets the data kept for Undo when the person signs out', async () => {
    const person = await createUser(t.app);
    await send(t.app, person, 'POST', '/api/todos', { title: 'Mine before' });
    expect((await restore(t.app, person, file, 'replace')).status).toBe(200);
    expect((await storedState(t.database.db, person.id)).restoreUndo).toHaveLength(1);
    await t.app.request('/api/auth/sign-out', as(person, { method: 'POST' }));
    expect((await storedState(t.database.db, person.id)).restoreUndo).toEqual([]);
  });

  it('takes a file of the first version, before fields and lists were added, with their defaults', async () => {
    const person = await createUser(t.app);
    const older: Record<string, unknown> = { ...file };
    for (const added of ['format', 'version', 'dayPlacements', 'studyDecks', 'studyCards', 'studyReviews']) {
      delete older[added];
    }
    for (const added of ['devices', 'reminderDeliveries']) delete older[added];
    const without = (rows: Row[], fields: string[]) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([field]) => !fields.includes(field))));
    older['todos'] = without(list(file, 'todos'), ['estimate', 'kind', 'tookMinutes']);
    older['kanbanTasks'] = without(list(file, 'kanbanTasks'), ['dismissedSteps']);
    const res = await restore(t.app, person, older, 'add');
    expect(res.status).toBe(200);
    const after = await exportOf(t.app, person);
    expect(list(after, 'todos')).toHaveLength(list(file, 'todos').length);
    expect(list(after, 'todos').every((todo) => todo['tookMinutes'] === null)).toBe(true);
    expect(list(after, 'kanbanTasks').every((card) => Array.isArray(card['dismissedSteps']))).toBe(true);
    expect(list(after, 'studyCards')).toEqual([]);
  });
});
