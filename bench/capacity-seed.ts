// What the capacity run's first person holds before the run, made through the API as the app makes it: a few
// weeks of use of every tool, smaller than the main bench account (whose 100,000-character conversion would be
// copied thousands of times).
import { benchMap } from './mind-map';
import { sampleText } from './text-converter';

const WORDS = 'plan call write read tidy book pay send check water plants review notes email draft'.split(
  ' ',
);
export const phrase = (i: number, words = 4) =>
  Array.from({ length: words }, (_, k) => WORDS[(i * 7 + k * 3) % WORDS.length]).join(' ');

export const today = () => new Date().toISOString().slice(0, 10);

export const SCHEDULE = {
  rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  time: '07:30',
  timeZone: 'Europe/London',
  startDay: '2026-01-05',
};

export const BUDGET = {
  currency: 'EUR',
  incomes: { main: 240_000, second: 0, other: 5_000 },
  expenses: ['Rent', 'Food', 'Travel', 'Phone', 'Savings'].map((label, i) => ({
    group: (['needs', 'needs', 'wants', 'wants', 'future'] as const)[i],
    label,
    cents: 10_000 + i * 4_500,
  })),
};

/** A run of the routine: its steps done in about their planned time, the last one skipped. */
export function runOf(routine: Record<string, unknown>, n: number) {
  const finished = Date.now();
  const steps = (
    Array.isArray(routine.steps) ? (routine.steps as { id: string; title: string; minutes?: number }[]) : []
  ).map((step, i, all) => ({
    stepId: step.id,
    title: String(step.title),
    plannedMinutes: typeof step.minutes === 'number' ? step.minutes : null,
    state: i === all.length - 1 ? 'skipped' : 'done',
    seconds: 240 + ((n + i) % 5) * 30,
  }));
  const seconds = steps.reduce((sum, step) => sum + step.seconds, 0);
  return {
    startedAt: new Date(finished - seconds * 1000).toISOString(),
    finishedAt: new Date(finished).toISOString(),
    steps,
  };
}

/** Sends one request as `cookie`; throws with the route and status unless it answered 2xx. */
export type Send = (method: string, path: string, body?: unknown) => Promise<unknown>;

export async function seedPerson(send: Send): Promise<void> {
  for (let i = 0; i < 12; i += 1) {
    await send('POST', '/api/todos', { title: `${phrase(i)} ${i + 1}`, completed: i % 4 === 0 });
  }
  for (let i = 0; i < 8; i += 1) {
    await send('POST', '/api/kanban', {
      title: `${phrase(i, 3)} ${i + 1}`,
      description: `${phrase(i, 10)}.`,
      status: (['todo', 'in-progress', 'done'] as const)[i % 3],
      subtasks: Array.from({ length: i % 4 }, (_, s) => ({ text: phrase(i + s, 3), done: s % 2 === 0 })),
    });
  }
  for (const [i, name] of ['Drink water', 'Stretch', 'Read a page'].entries()) {
    await send('POST', '/api/habits', {
      name,
      icon: 'droplet',
      why: phrase(i, 4),
      schedule: { kind: 'daily' },
    });
  }
  for (const name of ['Morning', 'Evening']) {
    await send('POST', '/api/routines', {
      name,
      icon: 'sun',
      steps: ['Wash', 'Dress', 'Breakfast', 'Pack the bag'].map((title, i) => ({ title, minutes: 5 + i })),
      schedule: SCHEDULE,
    });
  }
  const deck = (await send('POST', '/api/study/decks', { name: 'Biology' })) as { id: string };
  await send('POST', `/api/study/decks/${deck.id}/cards`, {
    cards: Array.from({ length: 10 }, (_, i) => ({
      kind: 'basic',
      front: `${phrase(i)}?`,
      back: phrase(i + 1),
    })),
  });
  await send('POST', '/api/projects', { title: 'Moving house', content: { nodes: benchMap(30) } });
  await send('PUT', '/api/budget', BUDGET);
  await send('POST', '/api/conversions', { text: sampleText(2_000), mode: 'adhd' });
}
