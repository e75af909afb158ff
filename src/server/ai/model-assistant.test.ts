import { afterEach, describe, expect, it } from 'vitest';
import type { ReceivedCompletion } from '../features/ai/model-server';
import { startModelServer } from '../features/ai/model-server';
import { AssistantError } from './assistant';
import { createModelAssistant } from './model-assistant';

type Reply = Parameters<typeof startModelServer>[0];

let servers: Awaited<ReturnType<typeof startModelServer>>[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});

/** A real OpenAI-compatible server on 127.0.0.1 answering as `reply` says, and a model assistant that asks it. */
async function modelAt(reply: Reply) {
  const server = await startModelServer(reply);
  servers.push(server);
  const assistant = createModelAssistant({
    baseURL: server.baseUrl,
    apiKey: 'sk-test',
    model: 'calm-model',
    // Long enough that a busy machine never mistakes a quick answer for a slow one.
    timeoutMs: 10_000,
  });
  return { assistant, received: server.received };
}

const signal = () => AbortSignal.timeout(10_000);
const schemaName = (body: ReceivedCompletion['body']) => body.response_format?.json_schema?.name;

/** A whole chat completion whose reply was cut short by the token limit. */
const cutShort = (content: string) => ({
  status: 200,
  body: JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'calm-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'length' }],
  }),
});

/** The JSON a server holding the model to each schema sends. */
const STRUCTURED: Record<string, unknown> = {
  todo_steps: {
    steps: [
      { text: 'Open the report file', low: 5, high: 10 },
      { text: 'Write one sentence (about 2 min)', low: 10, high: 10 },
      { text: 'Save it', low: 20, high: 5 },
      { text: 'One step too many', low: 5, high: 5 },
    ],
  },
  task_breakdown: {
    title: 'Tidy the desk',
    description: 'Clear it so work feels lighter',
    subtasks: [
      { text: 'Bin the rubbish', low: 0, high: 4 },
      { text: '  ', low: 5, high: 5 },
      { text: 'Stack the papers', low: 0, high: 0 },
    ],
  },
  mind_map_topics: {
    topics: ['Light energy', 'Chlorophyll role', 'A sentence that is far too long for a topic'],
  },
  routine_steps: {
    steps: [
      { text: 'Shower', low: 10, high: 15 },
      { text: 'Get dressed', low: 5, high: 5 },
    ],
  },
  study_cards: {
    cards: [
      { kind: 'basic', front: 'What is osmosis?', back: 'The movement of water' },
      { kind: 'cloze', front: 'Osmosis moves {{c1::water}}.', back: '' },
      { kind: 'cloze', front: 'No hidden part here.', back: '' },
      { kind: 'basic', front: 'A question with no answer', back: ' ' },
    ],
  },
  card_explanation: { sentences: ['Osmosis is water moving.', 'It goes through a thin wall.'] },
};

const card = { kind: 'basic' as const, front: 'What is osmosis?', back: 'The movement of water' };

describe('a server that honours structured output', () => {
  it('asks for each kind of answer with a strict JSON schema and reads the JSON', async () => {
    const { assistant, received } = await modelAt((_prompt, body) =>
      JSON.stringify(STRUCTURED[schemaName(body) ?? ''] ?? {}),
    );

    expect(await assistant.todoSteps('Write the report', 3, signal())).toEqual([
      'Open the report file (about 5–10 min)',
      'Write one sentence (about 10 min)',
      'Save it (about 5–20 min)',
    ]);
    expect(await assistant.breakdown({ title: 'Tidy desk' }, 3, signal())).toEqual({
      title: 'Tidy the desk',
      description: 'Clear it so work feels lighter',
      // A step with no sensible minutes keeps its words; the route gives it the dial's minutes.
      subtasks: ['Bin the rubbish (about 4 min)', 'Stack the papers'],
    });
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual([
      'Light energy',
      'Chlorophyll role',
    ]);
    expect(await assistant.routineSteps('Get ready for work', signal())).toEqual([
      'Shower (about 10–15 min)',
      'Get dressed (about 5 min)',
    ]);
    expect(await assistant.studyCards('Osmosis is the movement of water.', signal())).toEqual([
      { kind: 'basic', front: 'What is osmosis?', back: 'The movement of water' },
      { kind: 'cloze', front: 'Osmosis moves {{c1::water}}.', back: '' },
    ]);
    expect(await assistant.explainCard(card, signal())).toEqual([
      'Osmosis is water moving.',
      'It goes through a thin wall.',
    ]);

    expect(received.map((request) => schemaName(request.body))).toEqual([
      'todo_steps',
      'task_breakdown',
      'mind_map_topics',
      'routine_steps',
      'study_cards',
      'card_explanation',
    ]);
    for (const { body } of received) {
      expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
      expect(body.response_format?.json_schema?.schema).toMatchObject({
        type: 'object',
        additionalProperties: false,
      });
    }
  });

  it('tells the model that estimates are honest ranges, never too short, and quotes the task', async () => {
    const { assistant, received } = await modelAt(() => JSON.stringify(STRUCTURED.todo_steps));
    await assistant.todoSteps('Write the "big" report\nnow', 5, signal());
    const prompt = received[0]?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain(`"Write the 'big' report now"`);
    expect(prompt).toContain('Give 5 actionable');
    expect(prompt).toContain('never be too short');
    expect(received[0]?.body.response_format?.json_schema?.schema).toMatchObject({
      properties: { steps: { items: { required: ['text', 'low', 'high'] } } },
    });
  });

  it('reads JSON the server wrapped in a code fence', async () => {
    const fenced = '```json\n' + JSON.stringify(STRUCTURED.mind_map_topics) + '\n```';
    const { assistant, received } = await modelAt(() => fenced);
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual([
      'Light energy',
      'Chlorophyll role',
    ]);
    expect(received).toHaveLength(1);
  });

  it('fails with nothing usable in the JSON, without asking again', async () => {
    const { assistant, received } = await modelAt(() => JSON.stringify({ steps: [] }));
    await expect(assistant.todoSteps('Write the report', 3, signal())).rejects.toBeInstanceOf(AssistantError);
    expect(received).toHaveLength(1);
  });

  it('asks the plain prompt for one answer whose JSON has another shape, and JSON again next time', async () => {
    let calls = 0;
    const { assistant, received } = await modelAt((_prompt, body) => {
      if (!body.response_format) return '1. Light energy\n2. Leaves';
      return calls++ === 0
        ? JSON.stringify({ ideas: ['Light'] })
        : JSON.stringify(STRUCTURED.mind_map_topics);
    });
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual(['Light energy', 'Leaves']);
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual([
      'Light energy',
      'Chlorophyll role',
    ]);
    expect(received.map((request) => Boolean(request.body.response_format))).toEqual([true, false, true]);
  });
});

describe('a server that refuses response_format', () => {
  const refusing: Reply = (_prompt, body) =>
    body.response_format
      ? {
          status: 400,
          body: JSON.stringify({
            error: {
              message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported.",
            },
          }),
        }
      : '1. Open the report file (about 5 min)\n2. Write one sentence\n3. Save it - 2 minutes';

  it('asks the plain prompt instead, and only the plain prompt from then on', async () => {
    const { assistant, received } = await modelAt(refusing);
    const steps = ['Open the report file (about 5 min)', 'Write one sentence', 'Save it - 2 minutes'];
    expect(await assistant.todoSteps('Write the report', 3, signal())).toEqual(steps);
    expect(await assistant.todoSteps('Write the report', 3, signal())).toEqual(steps);
    expect(await assistant.routineSteps('Get ready', signal())).toEqual(steps);
    expect(received.map((request) => Boolean(request.body.response_format))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(received[1]?.body.max_tokens).toBe(200);
    expect(received[1]?.body.messages.at(-1)?.content).toContain('one step per line');
  });

  it('fails on another 4xx and keeps asking for JSON', async () => {
    const { assistant, received } = await modelAt(() => ({
      status: 404,
      body: JSON.stringify({ error: { message: 'model "calm-model" not found, try pulling it first' } }),
    }));
    await expect(assistant.todoSteps('Write the report', 3, signal())).rejects.toThrow(/not found/);
    await expect(assistant.todoSteps('Write the report', 3, signal())).rejects.toThrow(/not found/);
    expect(received.map((request) => Boolean(request.body.response_format))).toEqual([true, true]);
  });
});

describe('a server that answers with malformed JSON', () => {
  it('asks the plain prompt instead, and only the plain prompt from then on', async () => {
    const { assistant, received } = await modelAt((_prompt, body) =>
      body.response_format
        ? '{"topics": ["Light energy", "Chloro'
        : 'Light energy\nChlorophyll role\nGlucose',
    );
    const topics = ['Light energy', 'Chlorophyll role', 'Glucose'];
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual(topics);
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual(topics);
    expect(received.map((request) => Boolean(request.body.response_format))).toEqual([true, false, false]);
  });

  it('asks for JSON again after a reply the token limit cut short', async () => {
    const { assistant, received } = await modelAt((_prompt, body) =>
      body.response_format ? cutShort('{"topics": ["Light energy", "Chloro') : 'Light energy\nLeaves',
    );
    expect(await assistant.mindMapTopics('Photosynthesis', signal())).toEqual(['Light energy', 'Leaves']);
    await assistant.mindMapTopics('Photosynthesis', signal());
    expect(received.map((request) => Boolean(request.body.response_format))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it('fails when the plain reply holds nothing usable either', async () => {
    const { assistant } = await modelAt(() => 'I am sorry, I cannot do that:');
    await expect(assistant.todoSteps('Write the report', 3, signal())).rejects.toBeInstanceOf(AssistantError);
  });
});
