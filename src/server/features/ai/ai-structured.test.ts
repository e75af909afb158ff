import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { createUser } from '../../test/users';
import { startModelServer } from './model-server';
import { aiTestKit } from './test-kit';

let model: Awaited<ReturnType<typeof startModelServer>>;
let t: TestApp;
let alice: TestUser;

/** A server that holds the model to the schema it is sent (decision 152): JSON, by the schema's name. */
function replyTo(prompt: string, body: { response_format?: { json_schema?: { name: string } } }) {
  const name = body.response_format?.json_schema?.name;
  if (name === 'todo_steps' && prompt.includes('bad-output')) {
    return JSON.stringify({
      steps: [
        { text: 'Read about hate speech laws', low: 5, high: 5 },
        { text: 'Make tea', low: 3, high: 3 },
        { text: 'Sit down', low: 0, high: 0 },
      ],
    });
  }
  if (name === 'todo_steps') {
    return JSON.stringify({
      steps: [
        { text: 'Open the report file', low: 5, high: 5 },
        { text: 'Write one sentence (about 2 min)', low: 10, high: 10 },
        { text: 'Save it', low: 2, high: 2 },
      ],
    });
  }
  if (name === 'mind_map_topics') return JSON.stringify({ topics: ['Political views', 'Hate speech'] });
  return { status: 400, body: '{"error":{"message":"unexpected request"}}' };
}

beforeAll(async () => {
  model = await startModelServer(replyTo);
  t = await createTestApp({
    AI_API_KEY: 'sk-test-key',
    AI_BASE_URL: model.baseUrl,
    AI_MODEL: 'calm-model',
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

const { call, todoOf } = aiTestKit(
  () => t,
  () => alice,
);

describe('with a model whose server gives structured answers', () => {
  it('saves the steps read from the JSON, each with its estimate, in one request', async () => {
    const todo = await todoOf(alice, 'Write the report');
    const res = await call('todo-suggestions', { todoId: todo.id });
    expect(await res.json()).toEqual({
      outcome: 'ok',
      source: 'model',
      suggestions: [
        'Open the report file (about 5 min)',
        'Write one sentence (about 10 min)',
        'Save it (about 2 min)',
      ],
    });
    expect(model.received).toHaveLength(1);
    expect(model.received[0]?.body.response_format?.json_schema?.name).toBe('todo_steps');
  });

  it('keeps the sensitive-topic rules: a sensitive step dropped, a step without minutes given the dial', async () => {
    const todo = await todoOf(alice, 'bad-output chores');
    const body = (await (await call('todo-suggestions', { todoId: todo.id })).json()) as {
      suggestions: string[];
    };
    expect(body.suggestions).toEqual(['Make tea (about 3 min)', 'Sit down (about 10 min)']);
  });

  it('answers sensitive when every topic is, and never asks for a sensitive topic', async () => {
    expect(await (await call('mind-map-topics', { topic: 'Opinions' })).json()).toEqual({
      outcome: 'sensitive',
      source: 'model',
      suggestions: [AI_SENSITIVE_MESSAGE],
    });
    model.received.length = 0;
    await call('mind-map-topics', { topic: 'my religious beliefs' });
    expect(model.received).toHaveLength(0);
  });
});
