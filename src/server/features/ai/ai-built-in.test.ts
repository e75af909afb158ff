import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import { ASSISTANT_LIMITS } from '../../ai/rate-limit';
import { splitEstimate } from '../../../shared/ai-parse';
import { kanbanTasks, todos } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import { aiTestKit } from './test-kit';

// No AI key: the built-in offline engine answers.
const t = useTestApp();
const [alice, bob] = usePeople(t, 2);

const { call, todoOf } = aiTestKit(
  () => t,
  () => alice,
);

interface Suggestions {
  outcome: string;
  source: string;
  suggestions: string[];
}

describe('the built-in engine', () => {
  it('gives a first tiny step, a time box and the done check, shaped by the task, and saves them', async () => {
    const todo = await todoOf(alice, 'Write the quarterly report');
    const res = await call('todo-suggestions', { todoId: todo.id });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Suggestions;
    expect(body.outcome).toBe('ok');
    expect(body.source).toBe('built-in');
    expect(body.suggestions).toHaveLength(3);
    expect(body.suggestions[0]).toBe(
      'Open the template or last report and write the section headings (about 5 min)',
    );
    expect(body.suggestions[1]).toMatch(/timer/);
    expect(body.suggestions[2]).toMatch(/^Done check/);
    // Each step is timed by what it asks, not by the dial alone.
    expect(body.suggestions.map((step) => splitEstimate(step).minutes)).toEqual([5, 15, 2]);
    const [row] = await t.database.db.select().from(todos).where(eq(todos.id, todo.id));
    expect(row?.aiSuggestions).toEqual(body.suggestions);
  });

  it('is deterministic: the same task gets the same steps', async () => {
    const a = await todoOf(alice, 'Clean the kitchen');
    const b = await todoOf(alice, 'Clean the kitchen');
    const first = (await (await call('todo-suggestions', { todoId: a.id })).json()) as Suggestions;
    const second = (await (await call('todo-suggestions', { todoId: b.id })).json()) as Suggestions;
    expect(first.suggestions).toEqual(second.suggestions);
  });

  it('honours the step size: three big steps at 1, many tiny ones at 5', async () => {
    const todo = await todoOf(alice, 'Pay the electricity bill');
    const big = (await (
      await call('todo-suggestions', { todoId: todo.id, stepSize: 1 })
    ).json()) as Suggestions;
    const tiny = (await (
      await call('todo-suggestions', { todoId: todo.id, stepSize: 5 })
    ).json()) as Suggestions;
    expect(big.suggestions).toHaveLength(3);
    // Big steps take longer than tiny ones, but a bill is never a three-quarter-hour step.
    expect(big.suggestions.map((s) => splitEstimate(s).minutes)).toEqual([5, 10, 3]);
    expect(tiny.suggestions).toHaveLength(5);
    expect(tiny.suggestions.map((s) => splitEstimate(s).minutes)).toEqual([3, 1, 2, 5, 2]);
    expect(tiny.suggestions.at(-1)).toMatch(/^Done check/);
  });

  it('refuses sensitive tasks without answering', async () => {
    const todo = await todoOf(alice, 'Political views essay');
    expect(await (await call('todo-suggestions', { todoId: todo.id })).json()).toEqual({
      outcome: 'sensitive',
      source: 'built-in',
      suggestions: [AI_SENSITIVE_MESSAGE],
    });
  });

  it('gives three mind-map topics of a few words, about the topic', async () => {
    const body = (await (await call('mind-map-topics', { topic: 'Volcanoes' })).json()) as Suggestions;
    expect(body).toEqual({
      outcome: 'ok',
      source: 'built-in',
      suggestions: ['What volcanoes are', 'How volcanoes form', 'Types of volcanoes'],
    });
  });

  it('gives a subtopic subtopics of its own, in the setting of the topics above it (decision 151)', async () => {
    const place = { within: ['Plan a holiday in Portugal'], beside: ['Dates and budget', 'Where to stay'] };
    const body = (await (
      await call('mind-map-topics', { topic: 'Getting there', ...place })
    ).json()) as Suggestions;
    expect(body.suggestions).toEqual(['Flights to Portugal', 'Trains and buses', 'Car hire in Portugal']);
    // Without its place the same words are read alone, as an older screen sends them.
    const alone = (await (await call('mind-map-topics', { topic: 'Getting there' })).json()) as Suggestions;
    expect(alone.outcome).toBe('ok');
    expect(alone.suggestions).not.toContain('Flights to Portugal');
  });

  it('never reads a sensitive topic above or beside a subtopic, and refuses only for the topic itself', async () => {
    const under = { within: ['Political views at work'], beside: [] };
    const body = (await (
      await call('mind-map-topics', { topic: 'Main challenges', ...under })
    ).json()) as Suggestions;
    expect(body.outcome).toBe('ok');
    expect(body.suggestions.join(' ').toLowerCase()).not.toContain('political');
    const refused = (await (
      await call('mind-map-topics', { topic: 'Hate speech', within: ['Essay'], beside: [] })
    ).json()) as Suggestions;
    expect(refused).toEqual({
      outcome: 'sensitive',
      source: 'built-in',
      suggestions: [AI_SENSITIVE_MESSAGE],
    });
  });

  it('breaks a board card down into a description and subtasks, title kept', async () => {
    const [card] = await t.database.db
      .insert(kanbanTasks)
      .values({ userId: alice.id, title: 'Study chapter 4' })
      .returning();
    const body = (await (await call('task-breakdown', { taskId: card?.id })).json()) as {
      outcome: string;
      title: string;
      description: string;
      subtasks: string[];
      saved: { description: string; subtasks: { text: string; done: boolean }[] };
    };
    expect(body.outcome).toBe('ok');
    expect(body.title).toBe('Study chapter 4');
    expect(body.description).toBe(
      'List the topics, revise the weakest first, then test yourself with flashcards or past paper questions.',
    );
    expect(body.description.length).toBeLessThanOrEqual(150);
    expect(body.subtasks).toHaveLength(3);
    expect(body.saved.subtasks.map((s) => s.text)).toEqual(body.subtasks);
  });

  it('asked again, keeps the person’s own steps in their places and never brings back one they renamed or deleted', async () => {
    const [card] = await t.database.db
      .insert(kanbanTasks)
      .values({ userId: alice.id, title: 'Study chapter 4' })
      .returning();
    type Breakdown = { saved: { subtasks: { text: string; done: boolean; own?: boolean }[] } };
    const first = (await (await call('task-breakdown', { taskId: card?.id })).json()) as Breakdown;
    const [one, two, three] = first.saved.subtasks;
    expect(three).toBeDefined();
    // The second step renamed, the third deleted, a step of the person's own added at the end.
    const mine = [
      one!,
      { text: 'Read the summary first', done: false, own: true },
      { text: 'Ask Sam about question 2', done: false, own: true },
    ];
    const edited = await t.app.request(
      `/api/kanban/${card?.id}`,
      as(alice, { method: 'PATCH', body: JSON.stringify({ subtasks: mine }) }),
    );
    expect(edited.status).toBe(200);
    const again = (await (await call('task-breakdown', { taskId: card?.id })).json()) as Breakdown;
    expect(again.saved.subtasks.map((s) => s.text)).toEqual([
      one!.text,
      'Read the summary first',
      'Ask Sam about question 2',
    ]);
    expect(again.saved.subtasks.map((s) => s.text)).not.toContain(two!.text);
    expect(again.saved.subtasks.map((s) => s.text)).not.toContain(three!.text);
  });
});

describe('requests', () => {
  it.each([
    ['mind-map-topics', {}, 'topic: Please write a topic.'],
    ['mind-map-topics', { topic: '   ' }, 'topic: Please write a topic.'],
    ['mind-map-topics', { topic: 'x'.repeat(201) }, 'topic: A topic can be at most 200 characters.'],
    ['todo-suggestions', { todoId: 'nope' }, 'todoId: That task was not found. It may have been deleted.'],
    ['todo-suggestions', {}, 'todoId: That task was not found. It may have been deleted.'],
    [
      'todo-suggestions',
      { todoId: '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c', stepSize: 9 },
      'stepSize: Step size must be a whole number from 1 to 5.',
    ],
    ['task-breakdown', { taskId: 3 }, 'taskId: That card was not found. It may have been deleted.'],
  ])('POST %s %j is a 400 with a plain message', async (path, body, message) => {
    const res = await call(path, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
  });

  it("answers another person's todo or card with 404, like a missing one, and changes nothing", async () => {
    const todo = await todoOf(alice, 'Alice only');
    const [card] = await t.database.db
      .insert(kanbanTasks)
      .values({ userId: alice.id, title: 'Alice card' })
      .returning();
    const missing = '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c';
    for (const [path, body] of [
      ['todo-suggestions', { todoId: todo.id }],
      ['todo-suggestions', { todoId: missing }],
      ['task-breakdown', { taskId: card?.id }],
      ['task-breakdown', { taskId: missing }],
    ] as const) {
      const res = await call(path, body, bob);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
    const [row] = await t.database.db.select().from(todos).where(eq(todos.id, todo.id));
    expect(row?.aiSuggestions).toEqual([]);
  });
});

describe('the step-size dial', () => {
  const settings = (user: TestUser, init: RequestInit = {}) =>
    t.app.request('/api/ai/settings', as(user, init));

  it('starts at 3, is remembered per person, and refuses values outside 1 to 5', async () => {
    const carol = await createUser(t.app);
    expect(await (await settings(carol)).json()).toEqual({ stepSize: 3, source: 'built-in' });
    const saved = await settings(carol, { method: 'PUT', body: JSON.stringify({ stepSize: 5 }) });
    expect(await saved.json()).toEqual({ stepSize: 5, source: 'built-in' });
    expect(await (await settings(carol)).json()).toEqual({ stepSize: 5, source: 'built-in' });
    expect(await (await settings(bob)).json()).toEqual({ stepSize: 3, source: 'built-in' });
    for (const stepSize of [0, 6, 2.5, '3', null]) {
      const res = await settings(carol, { method: 'PUT', body: JSON.stringify({ stepSize }) });
      expect(res.status).toBe(400);
    }
    expect(await (await settings(carol)).json()).toEqual({ stepSize: 5, source: 'built-in' });
  });
});

describe('the built-in engine’s limit', () => {
  it('answers at most its limit of 150 requests sent at once by one person, the rest a 429 to wait, none a 5xx', async () => {
    const carol = await createUser(t.app);
    const asks: [string, unknown][] = [
      ['mind-map-topics', { topic: 'Rivers of Europe' }],
      ['routine-steps', { sentence: 'Get ready for school in the morning' }],
      ['study-cards', { text: 'Osmosis is the movement of water across a membrane.' }],
    ];
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => {
        const [path, body] = asks[i % asks.length]!;
        return call(path, body, carol);
      }),
    );
    const statuses = answers.map((res) => res.status);
    const { max } = ASSISTANT_LIMITS['built-in'];
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(150 - max);
    const refused = answers.filter((res) => res.status === 429);
    for (const res of refused) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(500);
      expect(await res.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: 'Too many attempts. Please wait 10 minutes, then try again.',
        },
      });
    }
    // Someone else keeps their own allowance.
    const other = await call('mind-map-topics', { topic: 'Rivers of Europe' }, bob);
    expect(other.status).toBe(200);
  }, 120_000);
});
