import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../../shared/habits/days';
import type { Habit, HabitCreate } from '../../../shared/habits/habits';
import { newHabitFields } from '../../../shared/habits/habits';
import { jsonResponse } from '../../testing/factories';
import { habitChanges, habitsQuery } from './use-habits';

afterEach(() => vi.unstubAllGlobals());

const today = localDay(new Date());

/** The server's answer to an add: the habit as it saves it, without what was changed after it was sent. */
const saved = (input: HabitCreate & { id: string }): Habit => ({
  id: input.id,
  ...newHabitFields(input, today),
  position: 0,
  createdAt: new Date().toISOString(),
  checkins: [],
});

/** A server whose answer to the add waits until the test gives it; check-ins are answered at once. */
function slowAdd() {
  let answer!: () => void;
  const added = new Promise<void>((resolve) => (answer = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const path = new URL(request.url).pathname;
    if (path === '/api/habits' && request.method === 'POST') {
      const body = (await request.json()) as HabitCreate & { id: string };
      await added;
      return jsonResponse(saved(body), 201);
    }
    if (path.endsWith('/checkins') && request.method === 'PUT') return jsonResponse({ ok: true });
    throw new Error(`Unexpected request: ${request.method} ${path}`);
  });
  return answer;
}

describe('habitChanges', () => {
  it("keeps a check-in made while a new habit is saved, when the server's answer to the add arrives", async () => {
    const answerAdd = slowAdd();
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    queryClient.setQueryData(habitsQuery.queryKey, []);
    const changes = habitChanges(queryClient);
    const run = (options: object, input: unknown) =>
      new MutationObserver<unknown, Error, unknown>(queryClient, options).mutate(input);
    const shown = () => queryClient.getQueryData(habitsQuery.queryKey) ?? [];

    const id = crypto.randomUUID();
    const adding = run(changes.add, { id, name: 'Stretch' });
    await expect.poll(() => shown().map((habit) => habit.name)).toEqual(['Stretch']);
    // Done for today, tapped before the server has answered the add: it shows at once.
    const checking = run(changes.checkin, {
      id,
      write: { day: today, state: 'done' },
      before: [],
      startDay: today,
    });
    await expect.poll(() => shown()[0]?.checkins).toEqual([{ day: today, state: 'done', amount: null }]);

    answerAdd();
    await adding;
    await checking;
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.checkins).toEqual([{ day: today, state: 'done', amount: null }]);
  });
});
