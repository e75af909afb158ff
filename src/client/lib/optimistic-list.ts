import type { DataTag, QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';

/** What a list kept newest first needs of its items. */
export interface ListItem {
  id: string;
  title: string;
  createdAt: string;
}

/** An item the server has not confirmed yet: shown at once, its actions wait for the real id. */
export const isPending = (item: { id: string }) => item.id.startsWith('pending-');

let pendingCount = 0;
/** A stand-in's id, unique across reloads too: one kept on the device offline (decision 101) never meets a new one. */
export const nextPendingId = () => `pending-${Date.now().toString(36)}-${(pendingCount += 1)}`;

const newestFirst = <T extends ListItem>(items: T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * The saved item in its draft's place, with what was changed on the screen since its add was sent (a habit's
 * check-in tapped at once, a routine's new name): those changes go to the server behind the add, so its answer,
 * which knows nothing of them, must not take them off the screen. `sent` is the draft as the add showed it.
 */
export function withChangesSince<T extends object>(saved: T, sent: T | undefined, shown: T): T {
  // A change kept on the device from before its draft was remembered with it has only the answer to go by.
  if (!sent) return saved;
  // Compared by value: a change kept across a reload comes back as a copy.
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed = Object.entries(shown).filter(([field, value]) => !same(sent[field as keyof T], value));
  return { ...saved, ...Object.fromEntries(changed) };
}

type ListKey<T> = DataTag<QueryKey, T[], Error>;
type Options<TData, TInput, TContext = unknown> = UseMutationOptions<TData, Error, TInput, TContext>;

/**
 * The changes of a list the server keeps (the todo list, the task board), newest first. Every change shows at
 * once and is undone when the server refuses it; the caller shows the server's plain message. All changes of
 * one list share a scope, so they run one at a time, in order: a quick tick cannot overtake an add.
 *
 * Each method returns the options of one mutation, for `useMutation`.
 */
/**
 * A stand-in's time: now, or just after the newest item when the server's clock is ahead of the device's, so an
 * item added is the newest until the saved one takes its place (two steps added one after the other never show
 * in the wrong order while the first is saved and the second is not).
 */
function newestTime(items: readonly ListItem[] | undefined): string {
  const newest = Math.max(Date.now(), ...(items ?? []).map((item) => Date.parse(item.createdAt) + 1));
  return new Date(newest).toISOString();
}

/**
 * The saved item in its stand-in's place. Stand-ins added after it stay after it: the server's time can be later
 * than the device's, so each such stand-in that would now sort before the saved item moves to just after it, in
 * the order they were added (steps added one after the other never swap while they are saved).
 */
function keepAfter<T extends ListItem>(items: T[], pendingId: string, saved: T): T[] {
  const standIn = items.find((item) => item.id === pendingId);
  if (!standIn) return items;
  const savedAt = Date.parse(saved.createdAt);
  const later = items
    .filter((item) => isPending(item) && item.id !== pendingId)
    .filter((item) => item.createdAt >= standIn.createdAt)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const moved = new Map(
    later.map((item, index) => {
      const at = Math.max(Date.parse(item.createdAt), savedAt + 1 + index);
      return [item.id, new Date(at).toISOString()];
    }),
  );
  return newestFirst(
    items.map((item) => {
      if (item.id === pendingId) return saved;
      const at = moved.get(item.id);
      return at ? { ...item, createdAt: at } : item;
    }),
  );
}

export function optimisticList<T extends ListItem>(queryClient: QueryClient, key: ListKey<T>, scope: string) {
  const items = optimisticItems(queryClient, key, scope);
  const { cancelLoad, update, patch } = items;

  return {
    ...items,

    /**
     * Adds an item: a stand-in shows at once and the saved item takes its place. `draft` gives the stand-in's
     * other fields as the server would fill them in.
     */
    add<TInput extends { title: string; createdAt?: string }>({
      save,
      draft,
    }: {
      save: (input: TInput) => Promise<T>;
      draft: (input: TInput) => Omit<T, keyof ListItem>;
    }): Options<T, TInput, { hadList: boolean; pendingId: string }> {
      return {
        scope: { id: scope },
        mutationFn: save,
        onMutate: async (input) => {
          const hadList = queryClient.getQueryData(key) !== undefined;
          await cancelLoad();
          const pendingId = nextPendingId();
          const pending = {
            ...draft(input),
            id: pendingId,
            title: input.title.trim(),
            createdAt: input.createdAt ?? newestTime(queryClient.getQueryData(key)),
          } as T;
          update((items) => newestFirst([pending, ...items]));
          return { hadList, pendingId };
        },
        onError: (_error, _input, context) =>
          update((items) => items.filter((item) => item.id !== context?.pendingId)),
        onSuccess: (saved, _input, context) => update((items) => keepAfter(items, context.pendingId, saved)),
        // Added before the list had loaded: its loading was stopped for this item, so load the whole list now.
        onSettled: (_data, _error, _input, context) => {
          if (!context?.hadList) void queryClient.invalidateQueries({ queryKey: key });
        },
      };
    },

    /**
     * Removes an item, and the items that go with it on the server (`alongWith`: a task's steps); they come back
     * in their places if the server refuses.
     */
    remove({
      save,
      alongWith,
    }: {
      save: (id: string) => Promise<unknown>;
      alongWith?: (removed: T, item: T) => boolean;
    }): Options<unknown, T, { along: T[] }> {
      return {
        scope: { id: scope },
        mutationFn: (item) => save(item.id),
        onMutate: async (removed) => {
          await cancelLoad();
          const along = (queryClient.getQueryData(key) ?? []).filter(
            (item) => item.id !== removed.id && (alongWith?.(removed, item) ?? false),
          );
          const gone = new Set([removed.id, ...along.map((item) => item.id)]);
          update((items) => items.filter((item) => !gone.has(item.id)));
          return { along };
        },
        onError: (_error, removed, context) => {
          const back = [removed, ...(context?.along ?? [])];
          const ids = new Set(back.map((item) => item.id));
          update((items) => newestFirst([...back, ...items.filter((item) => !ids.has(item.id))]));
        },
      };
    },

    /**
     * Asks the server something about one item (the assistant's steps, which the server keeps with it); what the
     * answer saved shows on the item. Not in the list's queue: an answer can take seconds. Never kept for later:
     * without a connection it fails at once and says so (lib/api.ts), rather than waiting.
     */
    ask<TInput, TAnswer>({
      save,
      saved,
    }: {
      save: (input: TInput) => Promise<TAnswer>;
      saved: (answer: TAnswer, input: TInput) => { id: string; change: Partial<T> } | undefined;
    }): Options<TAnswer, TInput> {
      return {
        networkMode: 'always',
        mutationFn: save,
        onSuccess: (answer, input) => {
          const kept = saved(answer, input);
          if (kept) patch(kept.id, kept.change);
        },
      };
    },
  };
}

/**
 * The changes any kept list shares, whatever its order (the habit tracker keeps its own): write to the shown
 * list, patch one item, and change some fields of one item with the old ones put back on a refusal.
 */
export function optimisticItems<T extends { id: string }>(
  queryClient: QueryClient,
  key: ListKey<T>,
  scope: string,
) {
  // A load still running would answer without this change and draw over it.
  const cancelLoad = () => queryClient.cancelQueries({ queryKey: key });
  const update = (change: (items: T[]) => T[]) =>
    queryClient.setQueryData(key, (items: T[] | undefined) => change(items ?? []));
  const patch = (id: string, change: Partial<T>) =>
    update((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  return {
    cancelLoad,
    /** Writes to the shown list only (for answers that the server has already saved). */
    update,
    patch,

    /** Changes some fields of one item; `before` is what comes back if the server refuses. */
    change<TInput>({
      save,
      fields,
    }: {
      save: (input: TInput) => Promise<T>;
      fields: (input: TInput) => { id: string; after: Partial<T>; before: Partial<T> };
    }): Options<T, TInput> {
      return {
        scope: { id: scope },
        mutationFn: save,
        onMutate: async (input) => {
          await cancelLoad();
          const { id, after } = fields(input);
          patch(id, after);
        },
        onError: (_error, input) => {
          const { id, before } = fields(input);
          patch(id, before);
        },
      };
    },
  };
}

export function useOptimisticItems<T extends { id: string }>(key: ListKey<T>, scope: string) {
  return optimisticItems(useQueryClient(), key, scope);
}

export function useOptimisticList<T extends ListItem>(key: ListKey<T>, scope: string) {
  return optimisticList(useQueryClient(), key, scope);
}
