import type { DataTag, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';

interface SaveOptions<TValue, TUpdate> {
  /** The query that holds the saved value on screen (its `queryOptions`). */
  query: { queryKey: DataTag<QueryKey, TValue, Error>; queryFn?: unknown };
  /**
   * Sends the change. `shown` is what the screen shows when this save's turn comes: this change laid over the
   * saved value, with any change queued after it. A server that keeps the value whole is sent `shown`.
   */
  save: (update: TUpdate, shown: TValue | undefined) => Promise<TValue>;
  /** The value to show while the save runs; undefined shows nothing new (nothing has loaded to change). */
  apply: (current: TValue | undefined, update: TUpdate) => TValue | undefined;
  /**
   * Set when the server replaces the whole value: a change made before the saved value has loaded waits for
   * it, so the other choices are not saved as their defaults.
   */
  whole?: boolean;
}

type Context<TValue> = { previous: TValue | undefined };

/**
 * Saves a preference (docs/product.md#states). The change shows at once. Saves of one value run one at a time,
 * in order (one mutation scope per query), so two quick changes cannot overtake each other on the server. A
 * load still running is stopped first, so it cannot draw the old value over the change. When the last queued
 * save settles, the server's answer is shown; if it was refused, the value from before it comes back and the
 * server is asked what it holds. The caller says what went wrong (the mutation's error).
 */
export function useOptimisticSave<TValue, TUpdate>({
  query,
  save,
  apply,
  whole = false,
}: SaveOptions<TValue, TUpdate>) {
  const queryClient = useQueryClient();
  const key = query.queryKey;
  const scope = JSON.stringify(key);
  // This save included: more than one means later saves are queued, and they bring their own answer.
  const lastInQueue = () =>
    queryClient.isMutating({ predicate: (mutation) => mutation.options.scope?.id === scope }) <= 1;

  const options: UseMutationOptions<TValue, Error, TUpdate, Context<TValue>> = {
    scope: { id: scope },
    mutationFn: (update) => save(update, queryClient.getQueryData(key)),
    onMutate: async (update) => {
      if (whole)
        await queryClient.ensureQueryData(query as Parameters<typeof queryClient.ensureQueryData>[0]);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      const next = apply(previous, update);
      if (next !== undefined) queryClient.setQueryData(key, next);
      return { previous };
    },
    onSuccess: (saved) => {
      if (lastInQueue()) queryClient.setQueryData(key, saved);
    },
    onError: (_error, _update, context) => {
      if (!lastInQueue()) return;
      if (context?.previous !== undefined) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  };
  return useMutation(options);
}
