import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api';

type Defaults = Parameters<QueryClient['setMutationDefaults']>[1];
type Send = (input: never, context: never) => Promise<unknown>;

/** The server never answered (no connection, or it could not be reached): not a refusal, so not the end. */
const unanswered = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

/**
 * A removal that finds its item already gone is done: it is a removal sent again after its first sending
 * reached the server (the page closed before the answer came), or one of an item removed elsewhere.
 */
const goneIsDone =
  (send: Send): Send =>
  async (input, context) => {
    try {
      return await send(input, context);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return undefined;
      throw error;
    }
  };

/**
 * An add answered 410 is done: its item was added, then deleted (on this device or another) before this add was
 * sent again, and a deleted id stays deleted (decision 140). It answers nothing (an add that reaches the server
 * always answers its item), and the stand-in goes quietly, as the item did: the change's own onError takes it off
 * the screen, and no one is told of a refusal.
 */
function deletedIsDone(options: Hooks & { mutationFn: Send }): object {
  return {
    ...options,
    mutationFn: async (input: never, context: never) => {
      try {
        return await options.mutationFn(input, context);
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 410) return undefined;
        throw error;
      }
    },
    onSuccess: (data: unknown, input: unknown, ...rest: unknown[]) =>
      data === undefined
        ? options.onError?.(data, input, ...rest)
        : options.onSuccess?.(data, input, ...rest),
  };
}

interface Hooks {
  onSuccess?: (data: unknown, input: unknown, ...rest: unknown[]) => unknown;
  onError?: (error: unknown, input: unknown, ...rest: unknown[]) => unknown;
}

/**
 * Names a tool's changes so the ones made without a connection can be kept on the device and sent after a
 * reload (decision 101): a kept change finds its code again by its key, `[scope, name]`. A change the server
 * never answered is tried again, later and later, instead of being dropped; the changes of its scope wait behind
 * it, so they still reach the server in the order they were made. Changes that need the server to answer at
 * once (the assistant's suggestions) are left out and say so when offline. `adds` names the changes that add
 * an item under the id the app made for it.
 */
export function keptChanges<T extends Record<string, object>>(
  scope: string,
  changes: T,
  { adds = ['add'] }: { adds?: readonly (keyof T & string)[] } = {},
): T {
  const named: Record<string, object> = {};
  for (const [name, options] of Object.entries(changes)) {
    const { mutationFn } = options as { mutationFn?: Send };
    const sent = {
      ...options,
      mutationKey: [scope, name],
      retry: (_failures: number, error: unknown) => unanswered(error),
      ...(name === 'remove' && mutationFn ? { mutationFn: goneIsDone(mutationFn) } : {}),
    };
    named[name] =
      adds.includes(name) && mutationFn ? deletedIsDone({ ...(sent as Hooks), mutationFn }) : sent;
  }
  return named as T;
}

/** Gives each named change its code, for the changes restored from the device. */
export function registerChanges(queryClient: QueryClient, changes: Record<string, object>) {
  for (const options of Object.values(changes)) {
    const { mutationKey } = options as { mutationKey?: readonly unknown[] };
    if (mutationKey) queryClient.setMutationDefaults(mutationKey, options as Defaults);
  }
}
