import { describe, expect, it } from 'vitest';
import type { KanbanTask } from '../../../shared/kanban/board';
import { itKeepsItemsOwn, useFeatureTest } from '../../test/feature';

const feature = useFeatureTest<KanbanTask>('/api/kanban');
const { alice, bob, request, list, add } = feature;

describe('/api/kanban', () => {
  it('adds a card sent twice under the id the app gave it once; the id is this person’s alone', async () => {
    const id = crypto.randomUUID();
    const first = await request(alice, 'POST', '', { id, title: 'Sent from the train' });
    const again = await request(alice, 'POST', '', { id, title: 'Sent from the train' });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await first.json());
    expect((await list(alice)).filter((card) => card.id === id)).toHaveLength(1);
    const theirs = await request(bob, 'POST', '', { id, title: 'Their own' });
    expect(theirs.status).toBe(201);
    expect((await list(bob)).map((card) => [card.id, card.title])).toEqual([[id, 'Their own']]);
    expect((await list(alice)).find((card) => card.id === id)?.title).toBe('Sent from the train');
  });

  it('adds new cards to To Do, trimmed, and lists newest first', async () => {
    const res = await request(alice, 'POST', '', { title: '  Plan trip ', description: ' Book train ' });
    expect(res.status).toBe(201);
    const first = (await res.json()) as KanbanTask;
    expect(first).toMatchObject({
      title: 'Plan trip',
      description: 'Book train',
      status: 'todo',
      subtasks: [],
    });
    const second = await add(alice, { title: 'Pack bag' });
    expect(second.description).toBe('');
    expect((await list(alice)).map((task) => task.id).slice(0, 2)).toEqual([second.id, first.id]);
  });

  it('moves a card straight to any column', async () => {
    const card = await add(alice, { title: 'Move me' });
    for (const status of ['done', 'todo', 'in-progress'] as const) {
      const res = await request(alice, 'PATCH', `/${card.id}`, { status });
      expect(res.status).toBe(200);
      expect(((await res.json()) as KanbanTask).status).toBe(status);
    }
    expect((await list(alice)).find((task) => task.id === card.id)?.status).toBe('in-progress');
  });

  it('ticks subtasks off and keeps them', async () => {
    const card = await add(alice, {
      title: 'With steps',
      subtasks: [
        { text: 'One', done: false },
        { text: 'Two', done: false },
      ],
    });
    const subtasks = [
      { text: 'One', done: true },
      { text: 'Two', done: false },
    ];
    await request(alice, 'PATCH', `/${card.id}`, { subtasks });
    expect((await list(alice)).find((task) => task.id === card.id)?.subtasks).toEqual(subtasks);
  });

  it('deletes, and Undo brings the card back as it was', async () => {
    const card = await add(alice, { title: 'Gone for a moment', description: 'Notes' });
    await request(alice, 'PATCH', `/${card.id}`, { status: 'done' });
    const deleted = await request(alice, 'DELETE', `/${card.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true });
    const restored = await add(alice, { ...card, status: 'done', id: undefined });
    expect(restored).toMatchObject({
      title: 'Gone for a moment',
      description: 'Notes',
      status: 'done',
      createdAt: card.createdAt,
    });
  });

  it('refuses a bad change with a 400 and keeps the card', async () => {
    const card = await add(alice, { title: 'Stay' });
    expect((await request(alice, 'PATCH', `/${card.id}`, { status: 'someday' })).status).toBe(400);
    expect((await request(alice, 'PATCH', `/${card.id}`, {})).status).toBe(400);
    expect((await list(alice)).find((task) => task.id === card.id)?.status).toBe('todo');
  });

  it("changes a card's title and description, trimmed, and keeps them", async () => {
    const card = await add(alice, { title: 'Plan trip', description: 'Train?' });
    const res = await request(alice, 'PATCH', `/${card.id}`, {
      title: '  Plan the weekend trip ',
      description: ' Train, booked Friday ',
    });
    expect(res.status).toBe(200);
    const saved = (await list(alice)).find((task) => task.id === card.id);
    expect(saved).toMatchObject({ title: 'Plan the weekend trip', description: 'Train, booked Friday' });
    await request(alice, 'PATCH', `/${card.id}`, { description: '' });
    expect((await list(alice)).find((task) => task.id === card.id)?.description).toBe('');
  });

  it('keeps the steps people write, rename and reorder, with their own mark', async () => {
    const card = await add(alice, {
      title: 'Call the dentist',
      subtasks: [{ text: 'Find the number', done: false }],
    });
    const subtasks = [
      { text: 'Write what to say', done: false, own: true },
      { text: 'Find the phone number', done: true, own: true },
    ];
    expect((await request(alice, 'PATCH', `/${card.id}`, { subtasks })).status).toBe(200);
    expect((await list(alice)).find((task) => task.id === card.id)?.subtasks).toEqual(subtasks);
  });

  it.each([
    [[{ text: '   ', done: false }], 'subtasks.0.text: A subtask cannot be empty.'],
    [
      [
        { text: 'Fine', done: false },
        { text: 'x'.repeat(501), done: false },
      ],
      'subtasks.1.text: A subtask can be at most 500 characters.',
    ],
    [
      Array.from({ length: 21 }, (_, i) => ({ text: `Step ${i}`, done: false, own: true })),
      'subtasks: A card can have at most 20 subtasks.',
    ],
    [[{ text: 'No tick' }], 'subtasks.0.done: Please answer with done or not done.'],
    [
      [{ text: 'Mine', done: false, own: 'yes' }],
      'subtasks.0.own: Please answer with true or false for own.',
    ],
    ['Buy milk', 'subtasks: Subtasks must be a list.'],
  ])('refuses the steps %j with a 400 that names them, and keeps the card', async (subtasks, message) => {
    const steps = [{ text: 'Kept step', done: true, own: true }];
    const card = await add(alice, { title: 'Keep me', description: 'As I was', subtasks: steps });
    const res = await request(alice, 'PATCH', `/${card.id}`, { title: 'Changed', subtasks });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect((await list(alice)).find((task) => task.id === card.id)).toMatchObject({
      title: 'Keep me',
      description: 'As I was',
      subtasks: steps,
    });
  });

  itKeepsItemsOwn(feature, {
    noun: 'card',
    what: 'That card',
    change: { status: 'done' },
    untouched: { status: 'todo' },
    refused: [
      [{ title: '   ' }, 'title: Please write a title for the task.'],
      [{}, 'title: Please write a title for the task.'],
      [{ title: 'x'.repeat(201) }, 'title: A title can be at most 200 characters.'],
      [{ title: 'ok', status: 'later' }, 'status: Please choose To Do, In Progress or Done.'],
      [{ title: 'ok', subtasks: [{ text: '', done: false }] }, 'subtasks.0.text: A subtask cannot be empty.'],
      [
        { title: 'ok', createdAt: '0099-01-01T00:00:00.000Z' },
        'createdAt: That time is before the year 2000.',
      ],
      [{ title: 'ok', createdAt: '2999-01-01T00:00:00.000Z' }, 'createdAt: That time is in the future.'],
      [
        { title: 'ok', description: 'd'.repeat(2001) },
        'description: A description can be at most 2,000 characters.',
      ],
    ],
  });
});
