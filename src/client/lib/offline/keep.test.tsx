import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDevice, keepOnDevice } from './keep';

const writes = vi.hoisted(() => ({ count: 0 }));

// The device's store, counted: jsdom has no IndexedDB.
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: async () => undefined,
  set: async () => {
    writes.count += 1;
  },
  del: async () => undefined,
  clear: async () => undefined,
}));

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
  await keepOnDevice(queryClient, 'user-1', async () => {});
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
});
