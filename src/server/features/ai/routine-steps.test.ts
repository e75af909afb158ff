import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FAILURE_MESSAGE, AI_SENSITIVE_MESSAGE } from '../../../shared/ai';
import type { RoutineIdeaAnswer } from '../../../shared/routine-planner/builder';
import type { TestApp } from '../../test/app';
import { createTestApp, useTestApp } from '../../test/app';
import { usePeople } from '../../test/feature';
import type { TestUser } from '../../test/users';
import { createUser } from '../../test/users';
import { startModelServer } from './model-server';
import { aiTestKit } from './test-kit';

// "Help me build a routine" (decision 093): the same rules as every assistant request, nothing saved.

describe('POST /api/ai/routine-steps with the built-in engine', () => {
  const t = useTestApp();
  const [alice] = usePeople(t, 1);
  const { call } = aiTestKit(
    () => t,
    () => alice,
  );

  it('turns a sentence into a name and ordered steps with minutes', async () => {
    const res = await call('routine-steps', { sentence: 'get ready for work by 8:30' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as RoutineIdeaAnswer;
    expect(body).toMatchObject({
      outcome: 'ok',
      source: 'built-in',
      name: 'Get ready for work',
      message: null,
    });
    expect(body.steps[0]).toEqual({ title: 'Wake up and stretch', minutes: 5 });
    expect(body.steps.length).toBeGreaterThanOrEqual(4);
  });

  it('answers a sensitive topic with the one message and no steps', async () => {
    const res = await call('routine-steps', { sentence: 'A routine about political views' });
    expect(await res.json()).toEqual({
      outcome: 'sensitive',
      source: 'built-in',
      name: '',
      steps: [],
      message: AI_SENSITIVE_MESSAGE,
    });
  });

  it('refuses an empty or long sentence with a plain message', async () => {
    const empty = await call('routine-steps', { sentence: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({
      error: { message: expect.stringMatching(/what the routine is for/) },
    });
    expect((await call('routine-steps', { sentence: 'x'.repeat(201) })).status).toBe(400);
  });
});

describe('POST /api/ai/routine-steps with a model configured', () => {
  let model: Awaited<ReturnType<typeof startModelServer>>;
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    model = await startModelServer((prompt) => {
      if (prompt.includes('server-error')) return { status: 500, body: '{"error":{"message":"boom"}}' };
      if (prompt.includes('hate-words'))
        return '1. Read about hate speech (about 5 min)\n2. Make tea (about 3 min)';
      return 'Here you go:\n1. Wake up slowly (about 5 min)\n2. Shower - 10 minutes\n3. Get dressed\nEnjoy!';
    });
    t = await createTestApp({ AI_API_KEY: 'sk-test-key', AI_BASE_URL: model.baseUrl, AI_TIMEOUT_MS: '2000' });
    alice = await createUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });
  const { call } = aiTestKit(
    () => t,
    () => alice,
  );

  it("asks the model with the person's sentence quoted, and reads its steps", async () => {
    const res = await call('routine-steps', { sentence: 'A calm morning' });
    expect(await res.json()).toEqual({
      outcome: 'ok',
      source: 'model',
      name: 'A calm morning',
      steps: [
        { title: 'Wake up slowly', minutes: 5 },
        { title: 'Shower', minutes: 10 },
        { title: 'Get dressed', minutes: null },
      ],
      message: null,
    });
    const prompt = model.received.at(-1)?.body.messages.at(-1)?.content ?? '';
    expect(prompt).toContain('"A calm morning"');
  });

  it('drops sensitive steps, and says the one message when the model fails', async () => {
    const filtered = (await (
      await call('routine-steps', { sentence: 'hate-words' })
    ).json()) as RoutineIdeaAnswer;
    expect(filtered.steps).toEqual([{ title: 'Make tea', minutes: 3 }]);
    const failed = await call('routine-steps', { sentence: 'server-error' });
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ outcome: 'failed', steps: [], message: AI_FAILURE_MESSAGE });
  });
});
