import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_QUERY_KEYS } from '../../app/tool-wiring';
import { forgetDevice, keepOnDevice } from './keep';
import { keptChanges, registerChanges } from './kept-changes';

const writes = vi.hoisted(() => ({ count: 0, kept: undefined as unknown }));

// The device's store, counted, holding the last copy written: jsdom has no IndexedDB.
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: async () => writes.kept,
  set: async (_key: string, value: unknown) => {
    writes.count += 1;
    writes.kept = value;
  },
  del: async () => undefined,
  clear: async () => {
    writes.kept = undefined;
  },
}));

// jsdom has no IndexedDB: deleting the database forgets the copy the mock holds, as the browser would.
vi.stubGlobal('indexedDB', {
  deleteDatabase: () => {
    const request: { onsuccess?: () => void } = {};
    writes.kept = undefined;
    queueMicrotask(() => request.onsuccess?.());
    return request;
  },
});

/** A screen with a change it can send, drawn again on every key press, as a form is. */
function Form({ send }: { send: (title: string) => Promise<string> }) {
  const [title, setTitle] = useState('');
  const save = useMutation({ mutationKey: ['todos', 'add'], mutationFn: (t: string) => send(t) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(title);
      }}
    >
      <input aria-label="Title" value={title} onChange={(event) => setTitle(event.target.value)} />
      <button type="submit">Add</button>
    </form>
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 150)));

let queryClient: QueryClient;
beforeEach(async () => {
  queryClient = new QueryClient();
  queryClient.setQueryData(['todos'], [{ id: 'a', title: 'Water the plants' }]);
  await keepOnDevice(queryClient, 'user-1', async () => {}, KEPT_QUERY_KEYS);
  await settle();
  writes.count = 0;
});
afterEach(() => forgetDevice());

describe('keeping the lists on the device', () => {
  it('writes nothing while a screen is only drawn again, and writes a change as it is made', async () => {
    const send = vi.fn(async (title: string) => title);
    render(
      <QueryClientProvider client={queryClient}>
        <Form send={send} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Call the dentist');
    await settle();
    expect(writes.count).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await settle();
    expect(send).toHaveBeenCalledWith('Call the dentist');
    expect(writes.count).toBeGreaterThan(0);
  });

  it('writes a list again once its answer changes', async () => {
    queryClient.setQueryData(['todos'], [{ id: 'b', title: 'Book the train' }]);
    await settle();
    expect(writes.count).toBe(1);
  });

  it('keeps a change still on its way when the page closes, and sends it again after the reload', async () => {
    const never = vi.fn(() => new Promise<string>(() => {}));
    const first = keptChanges('todos', { add: { mutationFn: never } });
    void queryClient.getMutationCache().build(queryClient, first.add).execute({ id: 'c', title: 'Post it' });
    await settle();
    expect(never).toHaveBeenCalledTimes(1);

    // The reload: a new app on the same device, whose change code answers.
    const reloaded = new QueryClient();
    const send = vi.fn(async (input: { id: string; title: string }) => input);
    await keepOnDevice(
      reloaded,
      'user-1',
      async (client) => registerChanges(client, keptChanges('todos', { add: { mutationFn: send } })),
      KEPT_QUERY_KEYS,
    );
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual({ id: 'c', title: 'Post it' });
    expect(
      reloaded
        .getMutationCache()
        .getAll()
        .map((m) => m.state.status),
    ).toEqual(['success']);
  });
});
