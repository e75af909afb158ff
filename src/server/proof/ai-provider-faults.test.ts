import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../e2e/support/server';
import { AI_FAILURE_MESSAGE } from '../../shared/ai';
import type { KanbanTask } from '../../shared/kanban/board';
import type { Todo } from '../../shared/todo/todos';
import { startModelServer } from '../features/ai/model-server';
import type { TcpProxy } from '../test/tcp-proxy';
import { startTcpProxy } from '../test/tcp-proxy';
import { pgliteDataDir } from './support/servers';
import type { Answer } from './support/visitor';
import { Visitor } from './support/visitor';

/** The longest wait for one answer of the model, as the server is configured here. */
const TIMEOUT_MS = 1500;
const USERS = 10;
/** Requests each user sends at once: 40 in flight together. */
const PER_USER = 4;

type Fault = 'healthy' | 'slow' | 'garbage';
let fault: Fault = 'healthy';
let garbageCount = 0;

/** Four kinds of nonsense a broken provider or a proxy in front of it can send with a 200 or an error status. */
const GARBAGE = [
  { status: 200, body: '{"choices": [ {"mess' },
  { status: 200, body: '<html><body>Service temporarily unavailable</body></html>' },
  { status: 200, body: '{"id":"x","choices":[]}' },
  { status: 502, body: 'Bad gateway' },
];

let model: Awaited<ReturnType<typeof startModelServer>>;
let proxy: TcpProxy;
let data: Awaited<ReturnType<typeof pgliteDataDir>>;
let server: RunningServer;
let users: { visitor: Visitor; todo: Todo; card: KanbanTask }[];

beforeAll(async () => {
  model = await startModelServer((prompt) => {
    if (fault === 'slow') return 'hang';
    if (fault === 'garbage') return GARBAGE[garbageCount++ % GARBAGE.length]!;
    if (prompt.includes('mind-map topic')) return '1. Roots\n2. Leaves\n3. Sunlight';
    if (prompt.includes('visual task board'))
      return 'Title: Tidy | Description: A clear desk | Bin it | Stack it';
    return '1. Open the file (about 5 min)\n2. Write one line (about 5 min)';
  });
  // The provider is reached through a proxy that can be cut, as when the provider's host is down.
  proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(model.baseUrl).port) });
  data = await pgliteDataDir();
  server = await data.start({
    AI_API_KEY: 'sk-proof',
    AI_BASE_URL: `http://127.0.0.1:${proxy.port}/v1`,
    AI_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  users = await Promise.all(
    Array.from({ length: USERS }, async (_, i) => {
      const visitor = await new Visitor(server.url).signUp();
      const todo = (await visitor.send('POST', '/api/todos', { title: `Plan the week ${i}` })).body as Todo;
      const card = (await visitor.send('POST', '/api/kanban', { title: `Clean the kitchen ${i}` }))
        .body as KanbanTask;
      return { visitor, todo, card };
    }),
  );
});
afterAll(async () => {
  await server?.stop();
  await proxy?.close();
  await model?.close();
  await data?.remove();
});

/** 40 assistant requests at once, of all three kinds; every one answers (the visitor gives up after 60 s). */
async function burst() {
  const sent = users.flatMap(({ visitor, todo, card }) =>
    Array.from({ length: PER_USER }, (_, i) => {
      if (i === 0) return visitor.send('POST', '/api/ai/task-breakdown', { taskId: card.id });
      if (i === 1) return visitor.send('POST', '/api/ai/mind-map-topics', { topic: 'Photosynthesis' });
      return visitor.send('POST', '/api/ai/todo-suggestions', { todoId: todo.id });
    }),
  );
  return Promise.all(sent);
}

/** docs/product.md#messages: every failure shows the one message, the card keeps its title, and nothing is saved. */
function expectFailureMessages(answers: Answer[]) {
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  for (const { body } of answers) {
    const answer = body as { outcome: string; suggestions?: string[]; subtasks?: string[]; saved?: unknown };
    expect(answer.outcome).toBe('failed');
    if ('subtasks' in answer) {
      expect(answer).toMatchObject({ subtasks: [AI_FAILURE_MESSAGE], description: '', saved: null });
    } else {
      expect(answer.suggestions).toEqual([AI_FAILURE_MESSAGE]);
    }
  }
}

async function expectNothingSaved() {
  for (const { visitor, todo, card } of users) {
    const todos = (await visitor.send('GET', '/api/todos')).body as Todo[];
    expect(todos.find((t) => t.id === todo.id)?.aiSuggestions).toEqual([]);
    const cards = (await visitor.send('GET', '/api/kanban')).body as KanbanTask[];
    expect(cards.find((c) => c.id === card.id)).toMatchObject({ description: '', subtasks: [] });
  }
}

const longest = (answers: Answer[]) => Math.max(...answers.map((a) => a.ms));

describe(`the AI provider failing under ${USERS * PER_USER} requests at once`, () => {
  let downLongest = 0;

  it('down: every request answers the message in docs/product.md at once, none a 5xx', async () => {
    proxy.cut();
    const answers = await burst();
    proxy.resume();
    expectFailureMessages(answers);
    await expectNothingSaved();
    downLongest = longest(answers);
  });

  it('returning garbage: the message in docs/product.md, none a 5xx, nothing saved', async () => {
    fault = 'garbage';
    const before = model.received.length;
    const answers = await burst();
    expect(model.received.length - before).toBe(USERS * PER_USER);
    expectFailureMessages(answers);
    await expectNothingSaved();
  });

  it('slow past the time limit: no request is held longer than the limit', async () => {
    fault = 'slow';
    const answers = await burst();
    expectFailureMessages(answers);
    await expectNothingSaved();
    // Side by side with the same burst when nothing waits on the provider: the slow one may add the time
    // limit and one second of slack on a busy machine, never more (without the limit they would hang).
    console.info(
      `longest answer: ${Math.round(longest(answers))} ms slow, ${Math.round(downLongest)} ms down`,
    );
    expect(longest(answers)).toBeLessThanOrEqual(downLongest + TIMEOUT_MS + 1000);
  });

  it('back to healthy: the same requests get real suggestions again', async () => {
    fault = 'healthy';
    const answers = await burst();
    expect(answers.map((a) => (a.body as { outcome: string }).outcome)).toEqual(answers.map(() => 'ok'));
  });
});
