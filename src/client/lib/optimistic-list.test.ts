import type { DataTag } from '@tanstack/react-query';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isPending, optimisticList } from './optimistic-list';

interface Item {
  id: string;
  title: string;
  createdAt: string;
  done: boolean;
}

const key = ['items'] as unknown as DataTag<string[], Item[], Error>;
const item = (id: string, createdAt: string, done = false): Item => ({ id, title: id, createdAt, done });

function setUp(items: Item[]) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(key, items);
  const list = optimisticList(queryClient, key, 'items');
  const shown = () => queryClient.getQueryData(key)!;
  const run = <TInput>(options: object, input: TInput) =>
    new MutationObserver<unknown, Error, TInput>(queryClient, options).mutate(input).catch(() => 'refused');
  return { list, shown, run };
}

/** A request that answers when the test says so. */
function later<T>() {
  let settle!: { answer(value: T): void; refuse(): void };
  const promise = new Promise<T>((resolve, reject) => {
    settle = { answer: resolve, refuse: () => reject(new Error('No.')) };
  });
  return { promise, ...settle };
}

describe('optimisticList', () => {
  it('shows an added item at once, newest first, and puts the saved one in its place', async () => {
    const { list, shown, run } = setUp([item('old', '2024-01-01T00:00:00.000Z')]);
    const request = later<Item>();
    const done = run(list.add({ save: () => request.promise, draft: () => ({ done: false }) }), {
      title: '  New  ',
    });
    await expect.poll(() => shown().length).toBe(2);
    expect(shown()[0]).toMatchObject({ title: 'New', done: false });
    expect(isPending(shown()[0]!)).toBe(true);

    request.answer(item('saved', '2025-01-01T00:00:00.000Z'));
    await done;
    expect(shown().map((i) => i.id)).toEqual(['saved', 'old']);
  });

  it('keeps items added one after the other in that order of time while they are saved, whatever the server clock says', async () => {
    const { list, shown, run } = setUp([item('old', '2024-01-01T00:00:00.000Z')]);
    const first = later<Item>();
    const second = later<Item>();
    const answers = [first, second];
    const add = list.add({ save: () => answers.shift()!.promise, draft: () => ({ done: false }) });
    const doneFirst = run(add, { title: 'First step' });
    const doneSecond = run(add, { title: 'Second step' });
    await expect.poll(() => shown().length).toBe(3);
    // Steps show oldest first, by their time (decision 160).
    const byTime = () =>
      [...shown()].sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((each) => each.title);
    expect(byTime()).toEqual(['old', 'First step', 'Second step']);
    // The server's clock is an hour ahead of the device's.
    const ahead = new Date(Date.now() + 60 * 60 * 1000);
    first.answer(item('first', ahead.toISOString()));
    await doneFirst;
    expect(byTime()).toEqual(['old', 'first', 'Second step']);
    second.answer(item('second', new Date(ahead.getTime() + 5).toISOString()));
    await doneSecond;
    expect(byTime()).toEqual(['old', 'first', 'second']);
  });

  it('takes a refused item away again', async () => {
    const { list, shown, run } = setUp([item('old', '2024-01-01T00:00:00.000Z')]);
    const request = later<Item>();
    const done = run(list.add({ save: () => request.promise, draft: () => ({ done: false }) }), {
      title: 'New',
    });
    await expect.poll(() => shown().length).toBe(2);
    request.refuse();
    expect(await done).toBe('refused');
    expect(shown().map((i) => i.id)).toEqual(['old']);
  });

  it('puts a refused change and a refused removal back as they were', async () => {
    const first = item('a', '2024-03-01T00:00:00.000Z');
    const second = item('b', '2024-02-01T00:00:00.000Z');
    const { list, shown, run } = setUp([first, second]);
    const change = later<Item>();
    const removal = later<unknown>();

    const changed = run(
      list.change({
        save: () => change.promise,
        fields: (done: boolean) => ({ id: 'b', after: { done }, before: { done: !done } }),
      }),
      true,
    );
    const removed = run(list.remove({ save: () => removal.promise }), first);
    await expect.poll(() => shown()).toEqual([{ ...second, done: true }]);

    change.refuse();
    expect(await changed).toBe('refused');
    // One at a time, in order: the removal is sent only now.
    removal.refuse();
    expect(await removed).toBe('refused');
    expect(shown()).toEqual([first, second]);
  });

  it('removes a task with its steps at once, and brings them all back if the server refuses', async () => {
    const task = item('task', '2024-03-01T00:00:00.000Z');
    const step = { ...item('step', '2024-03-02T00:00:00.000Z'), parent: 'task' };
    const other = item('other', '2024-02-01T00:00:00.000Z');
    const { list, shown, run } = setUp([step, task, other]);
    const removal = later<unknown>();
    const removed = run(
      list.remove({
        save: () => removal.promise,
        alongWith: (gone, each) => (each as Item & { parent?: string }).parent === gone.id,
      }),
      task,
    );
    await expect.poll(() => shown().map((i) => i.id)).toEqual(['other']);
    removal.refuse();
    expect(await removed).toBe('refused');
    expect(shown()).toEqual([step, task, other]);
  });
});
