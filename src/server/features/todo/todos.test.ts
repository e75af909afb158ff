import { describe, expect, it } from 'vitest';
import type { Todo } from '../../../shared/todo/todos';
import { itKeepsItemsOwn, useFeatureTest } from '../../test/feature';

const feature = useFeatureTest<Todo>('/api/todos');
const { alice, bob, request, list, add } = feature;

describe('/api/todos', () => {
  it('adds trimmed, not completed, and lists newest first', async () => {
    const res = await request(alice, 'POST', '', { title: '  Water the plants  ' });
    expect(res.status).toBe(201);
    const first = (await res.json()) as Todo;
    expect(first).toMatchObject({ title: 'Water the plants', completed: false, aiSuggestions: [] });
    const second = await add(alice, { title: 'Call the bank' });
    expect((await list(alice)).map((todo) => todo.id)).toEqual([second.id, first.id]);
  });

  it('adds a task sent twice under the id the app gave it once; the id is this person’s alone', async () => {
    const id = crypto.randomUUID();
    const first = await request(alice, 'POST', '', { id, title: 'Sent from the train' });
    const again = await request(alice, 'POST', '', { id, title: 'Sent from the train' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect((await list(alice)).filter((todo) => todo.id === id)).toHaveLength(1);
    const theirs = await request(bob, 'POST', '', { id, title: 'Their own' });
    expect(theirs.status).toBe(201);
    expect((await list(bob)).map((todo) => [todo.id, todo.title])).toEqual([[id, 'Their own']]);
    expect((await list(alice)).find((todo) => todo.id === id)?.title).toBe('Sent from the train');
    const badId = await request(alice, 'POST', '', { id: 'not-an-id', title: 'A task' });
    expect(badId.status).toBe(400);
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
    const deleted = await request(alice, 'DELETE', `/${older.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
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

  it('gives each task an honest range from its kind, read again when the title changes', async () => {
    const tax = await add(alice, { title: 'Do my tax return' });
    expect(tax.estimate).toEqual({
      low: 90,
      high: 480,
      basis: 'kind',
      note: 'often over two or three sittings',
    });
    const vague = await add(alice, { title: 'the thing with Dave' });
    expect(vague.estimate).toBeNull();
    const renamed = await request(alice, 'PATCH', `/${vague.id}`, { title: 'Text Dave back' });
    expect(((await renamed.json()) as Todo).estimate).toEqual({
      low: 5,
      high: 20,
      basis: 'kind',
      note: null,
    });
  });

  it('keeps how long a task took, and the person’s own times make the next range for its kind', async () => {
    const times = [40, 60, 50, 90];
    for (const minutes of times) {
      const done = await add(alice, { title: 'Clean the bathroom' });
      await request(alice, 'PATCH', `/${done.id}`, { completed: true });
      const res = await request(alice, 'PATCH', `/${done.id}`, { tookMinutes: minutes });
      expect(((await res.json()) as Todo).tookMinutes).toBe(minutes);
    }
    // Alice's times count for her bathroom only: the kind's own range for a repair, and for Bob.
    const next = await add(alice, { title: 'Clean the bathroom' });
    expect(next.estimate).toEqual({ low: 40, high: 90, basis: 'history', note: 'from your last 4 times' });
    expect((await add(alice, { title: 'Fix the leaking tap' })).estimate?.basis).toBe('kind');
    expect((await add(bob, { title: 'Clean the bathroom' })).estimate).toEqual({
      low: 30,
      high: 75,
      basis: 'kind',
      note: null,
    });
    // Skipped questions and taken-back answers leave no time behind.
    const skipped = await add(alice, { title: 'Clean the windows' });
    const back = await request(alice, 'PATCH', `/${skipped.id}`, { tookMinutes: null });
    expect(((await back.json()) as Todo).tookMinutes).toBeNull();
  });

  it('refuses a time that is not a whole number of minutes within a day, and saves nothing', async () => {
    const todo = await add(alice, { title: 'Water the plants' });
    for (const tookMinutes of [0, -5, 1.5, 24 * 60 + 1, '30']) {
      const res = await request(alice, 'PATCH', `/${todo.id}`, { tookMinutes });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /minute|day|number/i,
      );
    }
    expect((await list(alice)).find((item) => item.id === todo.id)?.tookMinutes).toBeNull();
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

  it('keeps steps under their task: one level, the same person’s, and gone with their task', async () => {
    const task = await add(alice, { title: 'Clean the kitchen' });
    const first = await request(alice, 'POST', '', { title: 'Clear the counter', parentId: task.id });
    expect(first.status).toBe(201);
    const step = (await first.json()) as Todo;
    expect(step.parentId).toBe(task.id);
    const second = await add(alice, { id: crypto.randomUUID(), title: 'Wipe the hob', parentId: task.id });
    expect(task.parentId).toBeNull();
    expect((await list(alice)).filter((item) => item.parentId === task.id).map((item) => item.title)).toEqual(
      ['Wipe the hob', 'Clear the counter'],
    );

    // A step is ticked on its own: the task stays as it was.
    await request(alice, 'PATCH', `/${step.id}`, { completed: true });
    const ticked = await list(alice);
    expect(ticked.find((item) => item.id === step.id)?.completed).toBe(true);
    expect(ticked.find((item) => item.id === task.id)?.completed).toBe(false);

    const underStep = await request(alice, 'POST', '', { title: 'Find the sponge', parentId: step.id });
    expect(underStep.status).toBe(400);
    expect(((await underStep.json()) as { error: { message: string } }).error.message).toBe(
      'A step cannot have steps of its own. Please add it to the task.',
    );
    const missing = await request(alice, 'POST', '', { title: 'Lost', parentId: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    const theirs = await request(bob, 'POST', '', { title: 'Not mine', parentId: task.id });
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as { error: { message: string } }).error.message).toBe(
      'The task this step belongs to was not found. It may have been deleted.',
    );
    expect((await list(bob)).some((item) => item.title === 'Not mine')).toBe(false);
    const malformed = await request(alice, 'POST', '', { title: 'Odd', parentId: 'the kitchen' });
    expect(malformed.status).toBe(400);

    // Deleting the task deletes its steps; deleting a step leaves the task.
    const other = await add(alice, { title: 'Post the letter' });
    const stamp = await add(alice, { title: 'Buy a stamp', parentId: other.id });
    expect((await request(alice, 'DELETE', `/${stamp.id}`)).status).toBe(200);
    expect((await list(alice)).some((item) => item.id === other.id)).toBe(true);
    expect((await request(alice, 'DELETE', `/${task.id}`)).status).toBe(200);
    const left = (await list(alice)).map((item) => item.id);
    expect(left).not.toContain(step.id);
    expect(left).not.toContain(second.id);
    expect(left).toContain(other.id);
    // The step's id is remembered as deleted too, so a change sent again cannot bring it back alone.
    const again = await request(alice, 'POST', '', {
      id: second.id,
      title: 'Wipe the hob',
      parentId: task.id,
    });
    expect(again.status).toBe(410);
  });

  itKeepsItemsOwn(feature, {
    noun: 'todo',
    what: 'That task',
    change: { completed: true },
    untouched: { completed: false },
    refused: [
      [{ title: '' }, 'title: Please write a task.'],
      [{ title: '   ' }, 'title: Please write a task.'],
      [{}, 'title: Please write a task.'],
      [{ title: 'x'.repeat(501) }, 'title: A task can be at most 500 characters.'],
      [{ title: 'ok', createdAt: '2999-01-01T00:00:00.000Z' }, 'createdAt: That time is in the future.'],
      [
        { title: 'ok', createdAt: '0050-06-01T00:00:00.000Z' },
        'createdAt: That time is before the year 2000.',
      ],
      [
        { title: 'ok', createdAt: '1999-12-31T23:59:59.000Z' },
        'createdAt: That time is before the year 2000.',
      ],
    ],
  });
});
