import { beforeAll, describe, expect, it } from 'vitest';
import type { Todo } from '../../../shared/todos';
import { useTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createUser(t.app);
  bob = await createUser(t.app);
});

const request = (user: TestUser, method: string, path = '', body?: unknown) =>
  t.app.request(
    `/api/todos${path}`,
    as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
const list = async (user: TestUser) => (await (await request(user, 'GET')).json()) as Todo[];
const add = async (user: TestUser, body: unknown) =>
  (await (await request(user, 'POST', '', body)).json()) as Todo;

describe('/api/todos', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.request('/api/todos')).status).toBe(401);
  });

  it('adds trimmed, not completed, and lists newest first', async () => {
    const res = await request(alice, 'POST', '', { title: '  Water the plants  ' });
    expect(res.status).toBe(201);
    const first = (await res.json()) as Todo;
    expect(first).toMatchObject({ title: 'Water the plants', completed: false, aiSuggestions: [] });
    const second = await add(alice, { title: 'Call the bank' });
    expect((await list(alice)).map((todo) => todo.id)).toEqual([second.id, first.id]);
  });

  it('toggles completion and keeps it', async () => {
    const todo = await add(alice, { title: 'Toggle me' });
    const res = await request(alice, 'PATCH', `/${todo.id}`, { completed: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Todo).completed).toBe(true);
    expect((await list(alice)).find((item) => item.id === todo.id)?.completed).toBe(true);
  });

  it('deletes, and Undo brings the item back as it was, in its old place', async () => {
    const older = await add(alice, { title: 'Keep me' });
    await request(alice, 'PATCH', `/${older.id}`, { completed: true });
    const newer = await add(alice, { title: 'Newer' });
    expect((await request(alice, 'DELETE', `/${older.id}`)).status).toBe(200);
    expect((await list(alice)).some((item) => item.id === older.id)).toBe(false);
    const restored = await add(alice, {
      title: older.title,
      completed: true,
      aiSuggestions: ['Step one (about 5 min)'],
      createdAt: older.createdAt,
    });
    expect(restored).toMatchObject({ title: 'Keep me', completed: true, createdAt: older.createdAt });
    const ids = (await list(alice)).map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(restored.id));
  });

  it.each([
    [{ title: '' }, 'title: Please write a task.'],
    [{ title: '   ' }, 'title: Please write a task.'],
    [{}, 'title: Please write a task.'],
    [{ title: 'x'.repeat(501) }, 'title: A task can be at most 500 characters.'],
    [{ title: 'ok', createdAt: '2999-01-01T00:00:00.000Z' }, 'createdAt: That time is in the future.'],
    [{ title: 'ok', createdAt: '0050-06-01T00:00:00.000Z' }, 'createdAt: That time is before the year 2000.'],
    [{ title: 'ok', createdAt: '1999-12-31T23:59:59.000Z' }, 'createdAt: That time is before the year 2000.'],
  ])('refuses %j with a 400 and stores nothing', async (body, message) => {
    const before = (await list(bob)).length;
    const res = await request(bob, 'POST', '', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await list(bob)).toHaveLength(before);
  });

  it('accepts a title of exactly 500 characters', async () => {
    expect((await request(bob, 'POST', '', { title: 'y'.repeat(500) })).status).toBe(201);
  });

  it('refuses an empty or wrongly typed change with a 400', async () => {
    const todo = await add(alice, { title: 'Unchanged' });
    expect((await request(alice, 'PATCH', `/${todo.id}`, {})).status).toBe(400);
    expect((await request(alice, 'PATCH', `/${todo.id}`, { completed: 'yes' })).status).toBe(400);
    expect((await list(alice)).find((item) => item.id === todo.id)?.completed).toBe(false);
  });

  it("answers another person's todo exactly like a missing one, and leaves it alone", async () => {
    const todo = await add(alice, { title: 'Only mine' });
    const missing = '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c';
    for (const id of [todo.id, missing, 'not-an-id']) {
      const patched = await request(bob, 'PATCH', `/${id}`, { completed: true });
      expect(patched.status).toBe(404);
      expect(await patched.json()).toEqual({
        error: { code: 'not_found', message: 'That task was not found. It may have been deleted.' },
      });
      expect((await request(bob, 'DELETE', `/${id}`)).status).toBe(404);
    }
    expect((await list(bob)).some((item) => item.id === todo.id)).toBe(false);
    expect((await list(alice)).find((item) => item.id === todo.id)).toMatchObject({ completed: false });
  });
});
