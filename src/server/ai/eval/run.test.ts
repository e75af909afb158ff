import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startModelServer } from '../../features/ai/model-server';
import { builtInAssistant } from '../built-in-assistant';
import { createModelAssistant } from '../model-assistant';
import type { EvalKind } from './eval-kind';
import { chosenKinds, EVAL_TIMEOUT_MS, modelSettings, plainMistake, runSets, watched } from './run';

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const modelAt = (baseURL: string) =>
  createModelAssistant({ baseURL, apiKey: 'ollama', model: 'llama3.1:8b', timeoutMs: 10_000 });

const signal = () => AbortSignal.timeout(10_000);

/** What the model assistant throws for this server, or null when it answers. */
async function errorFrom(baseURL: string) {
  return modelAt(baseURL)
    .todoSteps('Write the report', 3, signal())
    .then(
      () => null,
      (err: unknown) => err,
    );
}

describe('modelSettings', () => {
  it('names the missing variables and the built-in choice', () => {
    const settings = modelSettings({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(settings).toEqual({ ok: false, message: expect.stringContaining('Set AI_API_KEY and AI_MODEL') });
    expect(!settings.ok && settings.message).toContain('--built-in');
  });

  it('checks the values as the server does, in one line naming the variable', () => {
    const settings = modelSettings({ AI_BASE_URL: 'not a url', AI_API_KEY: 'ollama', AI_MODEL: 'm' });
    expect(settings).toEqual({
      ok: false,
      message: expect.stringMatching(/^Invalid configuration: AI_BASE_URL/),
    });
  });

  it('waits a minute for each answer unless AI_TIMEOUT_MS says otherwise', () => {
    const env = { AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_API_KEY: 'ollama', AI_MODEL: 'llama3.1:8b' };
    expect(modelSettings(env)).toEqual({
      ok: true,
      options: {
        baseURL: env.AI_BASE_URL,
        apiKey: 'ollama',
        model: 'llama3.1:8b',
        timeoutMs: EVAL_TIMEOUT_MS,
      },
    });
    expect(modelSettings({ ...env, AI_TIMEOUT_MS: '5000' })).toMatchObject({ options: { timeoutMs: 5000 } });
  });
});

describe('plainMistake', () => {
  it('says the server cannot be reached when nothing listens at the address', async () => {
    const baseURL = `http://127.0.0.1:${await closedPort()}/v1`;
    const mistake = plainMistake(await errorFrom(baseURL), { baseURL, model: 'llama3.1:8b' });
    expect(mistake).toContain(`Could not reach the model server at ${baseURL} (ECONNREFUSED)`);
  });

  it('names the model when the server has none by that name', async () => {
    const server = await startModelServer(() => ({
      status: 404,
      body: JSON.stringify({ error: { message: 'model "llama3.1:8b" not found, try pulling it first' } }),
    }));
    closers.push(server.close);
    const mistake = plainMistake(await errorFrom(server.baseUrl), {
      baseURL: server.baseUrl,
      model: 'llama3.1:8b',
    });
    expect(mistake).toContain('has no model called "llama3.1:8b"');
    expect(mistake).toContain('ollama pull llama3.1:8b');
  });

  it('says the key was refused', async () => {
    const server = await startModelServer(() => ({ status: 401, body: '{"error":{"message":"bad key"}}' }));
    closers.push(server.close);
    const mistake = plainMistake(await errorFrom(server.baseUrl), { baseURL: server.baseUrl, model: 'm' });
    expect(mistake).toContain('refused the key in AI_API_KEY (401)');
  });

  it('leaves an error about one answer to the report', async () => {
    const server = await startModelServer(() => ({ status: 500, body: '{"error":{"message":"boom"}}' }));
    closers.push(server.close);
    expect(plainMistake(await errorFrom(server.baseUrl), { baseURL: server.baseUrl, model: 'm' })).toBeNull();
    expect(
      plainMistake(new Error('the reply was empty'), { baseURL: server.baseUrl, model: 'm' }),
    ).toBeNull();
  });
});

describe('watched', () => {
  it('keeps the first plain mistake, aborts the signal and asks nothing more', async () => {
    const server = await startModelServer(() => ({ status: 401, body: '{"error":{"message":"bad key"}}' }));
    closers.push(server.close);
    const options = { baseURL: server.baseUrl, model: 'm' };
    const watch = watched(modelAt(server.baseUrl), (err) => plainMistake(err, options));
    await expect(watch.assistant.mindMapTopics('Plants', watch.signal)).rejects.toThrow();
    await expect(watch.assistant.mindMapTopics('Plants', watch.signal)).rejects.toThrow(/refused the key/);
    expect(watch.stopped()).toContain('refused the key');
    expect(watch.signal.aborted).toBe(true);
    expect(server.received).toHaveLength(1);
  });

  it('passes every argument through, to any method the assistant has', async () => {
    const asked: unknown[][] = [];
    const assistant = {
      ...builtInAssistant,
      mindMapTopics: async (...args: unknown[]) => (asked.push(args), ['Roots']),
      estimate: async (title: string) => ({ low: 5, high: 10, basis: 'kind' as const, note: title }),
    };
    const watch = watched(assistant, () => null);
    const place = { within: ['Plants'], beside: [] };
    // The assistant's interface may grow (a topic's place, an estimate): the watched one passes it all on.
    const through = watch.assistant as unknown as typeof assistant;
    expect(await through.mindMapTopics('Leaves', watch.signal, place)).toEqual(['Roots']);
    expect(asked).toEqual([['Leaves', watch.signal, place]]);
    expect(await through.estimate('Tax return')).toEqual({
      low: 5,
      high: 10,
      basis: 'kind',
      note: 'Tax return',
    });
  });

  it('passes answers through, telling each one', async () => {
    let answers = 0;
    const watch = watched(
      builtInAssistant,
      () => 'never',
      () => answers++,
    );
    expect(await watch.assistant.mindMapTopics('Photosynthesis', signal())).toEqual(
      await builtInAssistant.mindMapTopics('Photosynthesis', signal()),
    );
    expect(watch.stopped()).toBeNull();
    expect(answers).toBe(1);
  });
});

const setOf = (kind: string, run: EvalKind['run']): EvalKind => ({ kind, size: 1, run });
const passing = (kind: string) =>
  setOf(kind, async () => [{ id: `${kind}-1`, input: 'x', answer: ['y'], failures: [] }]);

describe('chosenKinds', () => {
  const all = [passing('plans'), passing('cards'), passing('topics')];

  it('keeps every set without a choice, and the chosen ones in their order', () => {
    expect(chosenKinds(all, null)).toMatchObject({ ok: true, kinds: all });
    const chosen = chosenKinds(all, ['topics', 'plans']);
    expect(chosen.ok && chosen.kinds.map((kind) => kind.kind)).toEqual(['plans', 'topics']);
  });

  it('names a set that does not exist and the ones that do', () => {
    expect(chosenKinds(all, ['plan'])).toEqual({
      ok: false,
      message: 'No evaluation set is called plan. The sets are: plans, cards, topics.',
    });
  });
});

describe('runSets', () => {
  it('runs each set in turn and reports one that throws as stopped', async () => {
    const started: string[] = [];
    const finished: string[] = [];
    const runs = await runSets(
      [
        passing('plans'),
        setOf('cards', async () => {
          throw new Error('the set broke');
        }),
      ],
      builtInAssistant,
      signal(),
      { start: (kind) => started.push(kind.kind), done: (run) => finished.push(run.error ?? 'ok') },
    );
    expect(started).toEqual(['plans', 'cards']);
    expect(finished).toEqual(['ok', 'the set broke']);
    expect(runs).toEqual([
      { kind: 'plans', size: 1, outcomes: [{ id: 'plans-1', input: 'x', answer: ['y'], failures: [] }] },
      { kind: 'cards', size: 1, outcomes: [], error: 'the set broke' },
    ]);
  });

  it('runs no more sets once told to stop', async () => {
    let stop = false;
    const first = setOf('plans', async () => {
      stop = true;
      return [];
    });
    const runs = await runSets([first, passing('cards')], builtInAssistant, signal(), {
      shouldStop: () => stop,
    });
    expect(runs.map((run) => run.kind)).toEqual(['plans']);
  });
});
