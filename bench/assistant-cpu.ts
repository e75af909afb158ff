// The assistant's CPU a request with the built-in engine, beside `/api/health`'s on the same server in the same
// minute (decision 138): the work the assistant's limit of 120 requests a person in 10 minutes bounds.
// `npx tsx bench/assistant-cpu.ts` measures it alone, on a fresh PGlite data directory.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/support/server';
import { ASSISTANT_LIMITS } from '../src/server/ai/rate-limit';
import { createAccount } from './account';
import { runDirectly } from './alone';
import { cpuDuring } from './cpu';
import type { Row } from './report';
import { ratio } from './report';

/** Accounts, each asking fewer times than its limit: every measured request is answered, none refused. */
const ACCOUNTS = 3;
const PER_ACCOUNT = 100;
const WARM_UP = 10;
const AT_ONCE = 10;

/** What a person asks of the assistant, in turn: topics, a routine's steps, and cards from a paragraph of notes. */
const ASKS: [string, unknown][] = [
  ['mind-map-topics', { topic: 'Planning a garden for the spring' }],
  ['routine-steps', { sentence: 'Get ready for work in the morning without rushing' }],
  [
    'study-cards',
    {
      text: [
        'Osmosis is the movement of water across a membrane from a weaker solution to a stronger one.',
        'Diffusion is the spreading of particles from where there are many to where there are few.',
        'Photosynthesis is the process by which plants make glucose from light, water and carbon dioxide.',
        'Respiration is the release of energy from glucose in every living cell.',
        'An enzyme is a protein that speeds up a reaction without being used up.',
      ].join(' '),
    },
  ],
];

export interface AssistantCpu {
  /** Microseconds of the server's CPU an assistant request, and a health check, took. */
  assistantUs: number;
  healthUs: number;
  requests: number;
  /** Answers other than 200 among the measured ones (each should have been answered). */
  failed: number;
}

/** Sends `count` requests, `AT_ONCE` at a time; returns how many were not a 200. */
async function inTurns(count: number, send: (index: number) => Promise<Response>): Promise<number> {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const res = await send(next++);
      await res.arrayBuffer();
      if (res.status !== 200) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return failed;
}

export async function measureAssistantCpu(baseUrl: string, pid: number): Promise<AssistantCpu> {
  const cookies: string[] = [];
  for (let i = 0; i < ACCOUNTS; i += 1) cookies.push(await (await createAccount(baseUrl)).cookie());
  const ask = (cookie: string, index: number) => {
    const [route, body] = ASKS[index % ASKS.length]!;
    return fetch(`${baseUrl}/api/ai/${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
      body: JSON.stringify(body),
    });
  };
  const health = () => fetch(`${baseUrl}/api/health`);
  await inTurns(WARM_UP * ACCOUNTS, (i) => ask(cookies[i % ACCOUNTS]!, i));
  await inTurns(WARM_UP * ACCOUNTS, health);
  const requests = PER_ACCOUNT * ACCOUNTS;
  const floor = await cpuDuring(pid, async () => ({ requests, failed: await inTurns(requests, health) }));
  const measured = await cpuDuring(pid, async () => ({
    requests,
    failed: await inTurns(requests, (i) => ask(cookies[i % ACCOUNTS]!, i)),
  }));
  return {
    assistantUs: measured.cpu.serverUs,
    healthUs: floor.cpu.serverUs,
    requests,
    failed: measured.failed + floor.failed,
  };
}

export function assistantCpuRow(database: string, figure: AssistantCpu): Row {
  const { max, windowSeconds } = ASSISTANT_LIMITS['built-in'];
  const perPerson = (figure.assistantUs * max) / 1000;
  return {
    figure: `assistant (built-in engine), server CPU a request, ${database}`,
    measured:
      `${(figure.assistantUs / 1000).toFixed(2)} ms; a person's limit of ${max} in ${windowSeconds / 60} minutes: ` +
      `${perPerson.toFixed(0)} ms of CPU`,
    reference: `\`/api/health\`: ${(figure.healthUs / 1000).toFixed(2)} ms a request`,
    ratio: ratio(figure.assistantUs, Math.max(1, figure.healthUs)),
    target: '-',
    met: figure.failed === 0 ? null : false,
  };
}

if (runDirectly(import.meta.filename)) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-assistant-'));
  const server = await startServer(
    { NODE_ENV: 'production', WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    { pollMs: 20 },
  );
  try {
    const figure = await measureAssistantCpu(server.url, server.pid);
    console.log(JSON.stringify(figure));
    console.log(assistantCpuRow('PGlite', figure));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
