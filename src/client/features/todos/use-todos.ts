import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSuggestionsResponse } from '../../../shared/ai';
import type { Todo, TodoCreate } from '../../../shared/todos';
import { api, unwrap } from '../../lib/api';

export const todosQuery = queryOptions({
  queryKey: ['todos'],
  queryFn: () => unwrap<Todo[]>(api.todos.$get()),
});

/** An item the server has not confirmed yet: shown at once, its actions wait for the real id. */
export const isPending = (todo: Todo) => todo.id.startsWith('pending-');

const newestFirst = (items: Todo[]) => [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function useTodos() {
  return useQuery(todosQuery);
}

/**
 * Every change shows at once and is undone, with the server's plain message for the caller to show, when the
 * server refuses it. Changes run one at a time, in order, so a quick toggle cannot overtake an add.
 */
export function useTodoActions() {
  const queryClient = useQueryClient();
  const key = todosQuery.queryKey;
  const snapshot = async () => {
    await queryClient.cancelQueries({ queryKey: key });
    return queryClient.getQueryData(key) ?? [];
  };
  const set = (update: (items: Todo[]) => Todo[]) =>
    queryClient.setQueryData(key, (items: Todo[] | undefined) => update(items ?? []));

  const add = useMutation({
    scope: { id: 'todos' },
    mutationFn: ({ pendingId: _pendingId, ...json }: TodoCreate & { pendingId: string }) =>
      unwrap<Todo>(api.todos.$post({ json })),
    onMutate: async (input) => {
      const hadList = queryClient.getQueryData(key) !== undefined;
      await snapshot();
      const pending: Todo = {
        id: input.pendingId,
        title: input.title.trim(),
        completed: input.completed ?? false,
        aiSuggestions: input.aiSuggestions ?? [],
        createdAt: input.createdAt ?? new Date().toISOString(),
      };
      set((items) => newestFirst([pending, ...items]));
      return { hadList };
    },
    onError: (_error, input) => set((items) => items.filter((item) => item.id !== input.pendingId)),
    // Added before the list had loaded: its loading was stopped for this item, so load the whole list now.
    onSettled: (_data, _error, _input, context) => {
      if (!context?.hadList) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved, input) =>
      set((items) => items.map((item) => (item.id === input.pendingId ? saved : item))),
  });

  const toggle = useMutation({
    scope: { id: 'todos' },
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) =>
      unwrap<Todo>(api.todos[':id'].$patch({ param: { id }, json: { completed } })),
    onMutate: async ({ id, completed }) => {
      await snapshot();
      set((items) => items.map((item) => (item.id === id ? { ...item, completed } : item)));
    },
    onError: (_error, { id, completed }) =>
      set((items) => items.map((item) => (item.id === id ? { ...item, completed: !completed } : item))),
  });

  const remove = useMutation({
    scope: { id: 'todos' },
    mutationFn: (todo: Todo) => unwrap<{ id: string }>(api.todos[':id'].$delete({ param: { id: todo.id } })),
    onMutate: async (todo) => {
      await snapshot();
      set((items) => items.filter((item) => item.id !== todo.id));
    },
    onError: (_error, todo) => set((items) => newestFirst([todo, ...items.filter((i) => i.id !== todo.id)])),
  });

  const suggest = useMutation({
    mutationFn: ({ todoId, stepSize }: { todoId: string; stepSize: number }) =>
      unwrap<AiSuggestionsResponse>(api.ai['todo-suggestions'].$post({ json: { todoId, stepSize } })),
    onSuccess: (answer, { todoId }) => {
      if (answer.outcome !== 'ok') return;
      set((items) =>
        items.map((item) => (item.id === todoId ? { ...item, aiSuggestions: answer.suggestions } : item)),
      );
    },
  });

  return { add, toggle, remove, suggest };
}
