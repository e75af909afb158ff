import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGE, AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import { ASSISTANT_LIMITS } from '../../ai/rate-limit';
import { kanbanTasks, todos } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import { startModelServer } from './model-server';
import { aiTestKit } from './test-kit';

let model: Awaited<ReturnType<typeof startModelServer>>;
let t: TestApp;
let alice: TestUser;

/** The model's answer depends on a word in the task, so each test picks its case by what it asks about. */
function replyTo(prompt: string) {
  if (prompt.includes('server-error')) return { status: 500, body: '{"error":{"message":"boom"}}' };
  if (prompt.includes('slow-reply')) return 'hang' as const;
  if (prompt.includes('garbled')) return { status: 200, body: '{"choices": [ {"mess' };
  if (prompt.includes('no-choices')) return { status: 200, body: '{"id":"x","choices":[]}' };
  if (prompt.includes('chatter')) return 'I am sorry, I cannot do that:';
  if (prompt.includes('bad-output'))
    return '1. Read about hate speech laws\n2. Make tea (about 3 min)\n3. Sit down';
  if (prompt.includes('all-bad')) return 'Political views, Hate speech, Adult content';
  if (prompt.includes('mind-map topic'))
    return 'Sure! Here they are:\n1. Light energy\n2. Chlorophyll role\n3. Glucose making';
  if (prompt.includes('visual task board'))
    return 'Title: Tidy desk | Description: Clear it so work feels lighter | Bin rubbish | Stack papers (about 4 min) | Wipe it';
  return 'Here are your steps:\n1. Open the report file (about 5 min)\n2) Write one sentence\n- Save it - 2 minutes\nGood luck!';
}

beforeAll(async () => {
  model = await startModelServer(replyTo);
  t = await createTestApp({
    AI_API_KEY: 'sk-test-key',
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: 'calm-model',
    // Long enough that a busy machine never mistakes a quick answer for a slow one; the hanging case waits it out.
    AI_TIMEOUT_MS: '2000',
  });
  alice = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await model.close();
});
beforeEach(() => {
  model.received.length = 0;
});

const { call, todoOf, cardOf } = aiTestKit(
  () => t,
  () => alice,
);

const savedTodo = async (id: string) => (await t.database.db.select().from(todos).where(eq(todos.id, id)))[0];

describe('with a model configured', () => {
  it('asks the model with the product settings and the key, and saves the parsed steps with estimates', async () => {
    const todo = await todoOf(alice, 'Write the report');
    const res = await call('todo-suggestions', { todoId: todo.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      outcome: 'ok',
      source: 'model',
      suggestions: [
        'Open the report file (about 5 min)',
        'Write one sentence (about 10 min)',
        'Save it (about 2 min)',
      ],
    });
    // This server answers in prose: asked first for JSON (decision 152), the assistant then asks the plain prompt.
    const [structured, request] = model.received;
    expect(structured?.body.response_format?.type).toBe('json_schema');
    expect(request?.authorization).toBe('Bearer sk-test-key');
    expect(request?.body).toMatchObject({ model: 'calm-model', temperature: 0.7, max_tokens: 200 });
    expect(request?.body.response_format).toBeUndefined();
    expect(request?.body.messages.at(-1)?.content).toContain('"Write the report"');
    expect((await savedTodo(todo.id))?.aiSuggestions).toHaveLength(3);
  });

  it('passes the step size to the model and asks for as many steps as it gives', async () => {
    const todo = await todoOf(alice, 'Write the essay');
    await call('todo-suggestions', { todoId: todo.id, stepSize: 5 });
    const prompt = model.received[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('Give 5 actionable');
    expect(prompt).toContain('tiny');
  });

  it('uses the remembered step size when the request gives none', async () => {
    const bob = await createUser(t.app);
    await t.app.request(
      '/api/ai/settings',
      as(bob, { method: 'PUT', body: JSON.stringify({ stepSize: 1 }) }),
    );
    const todo = await todoOf(bob, 'Write a letter');
    await call('todo-suggestions', { todoId: todo.id }, bob);
    expect(model.received[0]?.body.messages.at(-1)?.content).toContain('big chunk');
  });

  it.each([
    ['an error status', 'server-error report'],
    ['a slow reply', 'slow-reply report'],
    ['a malformed reply', 'garbled report'],
    ['a reply without choices', 'no-choices report'],
    ['a reply with no steps in it', 'chatter report'],
  ])(
    'answers %s with the docs/product.md failure message and keeps the saved steps',
    async (_case, title) => {
      const todo = await todoOf(alice, title);
      await t.database.db
        .update(todos)
        .set({ aiSuggestions: ['Earlier step (about 5 min)'] })
        .where(eq(todos.id, todo.id));
      const res = await call('todo-suggestions', { todoId: todo.id });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        outcome: 'failed',
        source: 'model',
        suggestions: [AI_FAILURE_MESSAGE],
      });
      expect((await savedTodo(todo.id))?.aiSuggestions).toEqual(['Earlier step (about 5 min)']);
    },
  );

  it('never calls the model for a sensitive task', async () => {
    const todo = await todoOf(alice, 'Find Medical Advice for my back');
    const res = await call('todo-suggestions', { todoId: todo.id });
    expect(await res.json()).toEqual({
      outcome: 'sensitive',
      source: 'model',
      suggestions: [AI_SENSITIVE_MESSAGE],
    });
    expect(model.received).toHaveLength(0);
  });

  it('drops suggested steps that touch a sensitive phrase', async () => {
    const todo = await todoOf(alice, 'bad-output chores');
    const body = (await (await call('todo-suggestions', { todoId: todo.id })).json()) as {
      suggestions: string[];
    };
    expect(body.suggestions).toEqual(['Make tea (about 3 min)', 'Sit down (about 10 min)']);
  });

  it('mind-map topics: three short topics with 150 tokens, and the same failure paths', async () => {
    const res = await call('mind-map-topics', { topic: 'Photosynthesis' });
    expect(await res.json()).toEqual({
      outcome: 'ok',
      source: 'model',
      suggestions: ['Light energy', 'Chlorophyll role', 'Glucose making'],
    });
    expect(model.received[0]?.body.max_tokens).toBe(150);
    expect(await (await call('mind-map-topics', { topic: 'server-error' })).json()).toEqual({
      outcome: 'failed',
      source: 'model',
      suggestions: [AI_FAILURE_MESSAGE],
    });
    expect(await (await call('mind-map-topics', { topic: 'my religious beliefs' })).json()).toEqual({
      outcome: 'sensitive',
      source: 'model',
      suggestions: [AI_SENSITIVE_MESSAGE],
    });
    expect(await (await call('mind-map-topics', { topic: 'all-bad' })).json()).toEqual({
      outcome: 'sensitive',
      source: 'model',
      suggestions: [AI_SENSITIVE_MESSAGE],
    });
  });

  it('board breakdown: fills an empty description and the subtasks, title kept', async () => {
    const card = await cardOf(alice, 'Sort the desk');
    const res = await call('task-breakdown', { taskId: card.id });
    expect(await res.json()).toEqual({
      outcome: 'ok',
      source: 'model',
      title: 'Sort the desk',
      description: 'Clear it so work feels lighter',
      subtasks: ['Bin rubbish (about 10 min)', 'Stack papers (about 4 min)', 'Wipe it (about 10 min)'],
      saved: {
        description: 'Clear it so work feels lighter',
        subtasks: [
          { text: 'Bin rubbish (about 10 min)', done: false },
          { text: 'Stack papers (about 4 min)', done: false },
          { text: 'Wipe it (about 10 min)', done: false },
        ],
      },
    });
    expect(model.received[0]?.body.max_tokens).toBe(200);
    expect(model.received[0]?.body.messages.at(-1)?.content).toContain('Title | Description | Subtask 1');
  });

  it('board breakdown keeps the description the person wrote and the subtasks already ticked', async () => {
    const card = await cardOf(alice, 'Sort the shelf', 'My own words');
    await t.database.db
      .update(kanbanTasks)
      .set({
        subtasks: [
          { text: 'Already done', done: true },
          { text: 'Open one', done: false },
        ],
      })
      .where(eq(kanbanTasks.id, card.id));
    const body = (await (await call('task-breakdown', { taskId: card.id })).json()) as {
      saved: { description: string; subtasks: { text: string; done: boolean }[] };
    };
    expect(body.saved.description).toBe('My own words');
    expect(body.saved.subtasks.map((s) => s.text)).toEqual([
      'Already done',
      'Bin rubbish (about 10 min)',
      'Stack papers (about 4 min)',
      'Wipe it (about 10 min)',
    ]);
  });

  it('board breakdown adds no step twice and keeps the steps the person wrote, in their place', async () => {
    const card = await cardOf(alice, 'Sort the cupboard');
    await t.database.db
      .update(kanbanTasks)
      .set({
        subtasks: [
          { text: 'Bin rubbish (about 10 min)', done: true },
          { text: 'Ask Sam for boxes', done: false, own: true },
          { text: 'An older suggestion', done: false },
        ],
      })
      .where(eq(kanbanTasks.id, card.id));
    const body = (await (await call('task-breakdown', { taskId: card.id })).json()) as {
      saved: { subtasks: { text: string; done: boolean; own?: boolean }[] };
    };
    expect(body.saved.subtasks).toEqual([
      { text: 'Bin rubbish (about 10 min)', done: true },
      { text: 'Ask Sam for boxes', done: false, own: true },
      { text: 'Stack papers (about 4 min)', done: false },
      { text: 'Wipe it (about 10 min)', done: false },
    ]);
    const [row] = await t.database.db.select().from(kanbanTasks).where(eq(kanbanTasks.id, card.id));
    expect(row?.subtasks).toEqual(body.saved.subtasks);
  });

  it('board breakdown failure: the message as subtasks, description empty, the card unchanged', async () => {
    const card = await cardOf(alice, 'slow-reply card', 'Keep me');
    const res = await call('task-breakdown', { taskId: card.id });
    expect(await res.json()).toEqual({
      outcome: 'failed',
      source: 'model',
      title: 'slow-reply card',
      description: '',
      subtasks: [AI_FAILURE_MESSAGE],
      saved: null,
    });
    const [row] = await t.database.db.select().from(kanbanTasks).where(eq(kanbanTasks.id, card.id));
    expect(row?.description).toBe('Keep me');
  });

  it('limits each person to a number of model calls, counted in the database', async () => {
    const carol = await createUser(t.app);
    const { max } = ASSISTANT_LIMITS.model;
    for (let i = 0; i < max; i += 1) {
      const body = (await (await call('mind-map-topics', { topic: 'Rivers' }, carol)).json()) as {
        outcome: string;
      };
      expect(body.outcome).toBe('ok');
    }
    const over = await call('mind-map-topics', { topic: 'Rivers' }, carol);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await over.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait 10 minutes, then try again.' },
    });
    expect(model.received).toHaveLength(max);
    // Someone else still has their own allowance.
    expect(
      ((await (await call('mind-map-topics', { topic: 'Rivers' })).json()) as { outcome: string }).outcome,
    ).toBe('ok');
  });
});
