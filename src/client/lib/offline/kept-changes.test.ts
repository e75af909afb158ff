import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError, FALLBACK } from '../api';
import { keptChanges } from './kept-changes';

const run = <T>(client: QueryClient, options: object, input: T) =>
  client.getMutationCache().build(client, options).execute(input);

describe('changes kept on the device', () => {
  it('are tried again when the server never answered, and stay in their order', async () => {
    const client = new QueryClient();
    const reached: string[] = [];
    let failures = 0;
    const send = vi.fn(async (title: string) => {
      if (title === 'first' && failures < 1) {
        failures += 1;
        throw new ApiRequestError(FALLBACK, 0, 'network_error');
      }
      reached.push(title);
      return title;
    });
    const { add } = keptChanges('todos', { add: { mutationFn: send, scope: { id: 'todos' } } });
    const both = Promise.all([run(client, add, 'first'), run(client, add, 'second')]);
    await expect(both).resolves.toEqual(['first', 'second']);
    expect(reached).toEqual(['first', 'second']);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('stop at a refusal, with its message', async () => {
    const client = new QueryClient();
    const send = vi.fn(async () => {
      throw new ApiRequestError('Please write a task.', 400, 'validation_error');
    });
    const { add } = keptChanges('todos', { add: { mutationFn: send } });
    await expect(run(client, add, '')).rejects.toThrow('Please write a task.');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('count a removal whose item is already gone as done, and no other change', async () => {
    const client = new QueryClient();
    const gone = async () => {
      throw new ApiRequestError('That task was not found.', 404, 'not_found');
    };
    const { remove, toggle } = keptChanges('todos', {
      remove: { mutationFn: gone },
      toggle: { mutationFn: gone },
    });
    await expect(run(client, remove, 'a')).resolves.toBeUndefined();
    await expect(run(client, toggle, 'a')).rejects.toThrow('That task was not found.');
  });

  it('count an add answered 410, its item deleted meanwhile, as done: the stand-in goes and nothing is refused', async () => {
    const client = new QueryClient();
    const shown: string[] = ['Sent from the train'];
    const refusals: unknown[] = [];
    const answered = vi.fn();
    const deleted = async () => {
      throw new ApiRequestError('This task was deleted, so it was not added again.', 410, 'gone');
    };
    const { add, toggle } = keptChanges('todos', {
      add: {
        mutationFn: deleted,
        onMutate: () => ({ pendingId: 'Sent from the train' }),
        onError: (_error: unknown, _input: unknown, context?: { pendingId: string }) =>
          shown.splice(shown.indexOf(context?.pendingId ?? ''), 1),
        onSuccess: answered,
      },
      toggle: { mutationFn: deleted },
    });
    client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') refusals.push(event.action.error);
    });
    await expect(run(client, add, { title: 'Sent from the train' })).resolves.toBeUndefined();
    expect(shown).toEqual([]);
    expect(answered).not.toHaveBeenCalled();
    expect(refusals).toEqual([]);
    expect(
      client
        .getMutationCache()
        .getAll()
        .map((change) => change.state.status),
    ).toEqual(['success']);
    // Only an add: any other change answered 410 is refused as usual.
    await expect(run(client, toggle, 'a')).rejects.toThrow('This task was deleted');
  });
});
