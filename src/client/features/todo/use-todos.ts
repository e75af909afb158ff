import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { todosQuery } from '../../lib/todos';
import type { AiSuggestionsResponse } from '../../../shared/ai';
import type { Todo, TodoCreate } from '../../../shared/todo/todos';
import { api, unwrap } from '../../lib/api';
import { keptChanges } from '../../lib/offline/kept-changes';
import { optimisticList } from '../../lib/optimistic-list';

const createTodo = (json: TodoCreate) => unwrap<Todo>(api.todos.$post({ json }));
const setCompleted = ({ id, completed }: { id: string; completed: boolean }) =>
  unwrap<Todo>(api.todos[':id'].$patch({ param: { id }, json: { completed } }));
/** The answer to "About how long did it take?"; `was` comes back if the server refuses. */
export interface TookInput {
  id: string;
  tookMinutes: number | null;
  was: number | null;
}
const setTook = ({ id, tookMinutes }: TookInput) =>
  unwrap<Todo>(api.todos[':id'].$patch({ param: { id }, json: { tookMinutes } }));
const deleteTodo = (id: string) => unwrap(api.todos[':id'].$delete({ param: { id } }));
const suggestSteps = (json: { todoId: string; stepSize: number }) =>
  unwrap<AiSuggestionsResponse>(api.ai['todo-suggestions'].$post({ json }));

/**
 * The list's changes (lib/optimistic-list.ts): each shows at once and is undone if the server refuses it.
 * Without a connection they wait on the device and go in order when it returns (decision 101).
 */
export function todoChanges(queryClient: QueryClient) {
  const list = optimisticList(queryClient, todosQuery.queryKey, 'todos');
  const kept = keptChanges('todos', {
    add: list.add({
      save: createTodo,
      // The estimate is the server's to work out; until it answers, the task shows none.
      draft: (input) => ({
        parentId: input.parentId ?? null,
        completed: input.completed ?? false,
        aiSuggestions: input.aiSuggestions ?? [],
        estimate: null,
        tookMinutes: input.tookMinutes ?? null,
      }),
    }),
    took: list.change({
      save: setTook,
      fields: ({ id, tookMinutes, was }) => ({ id, after: { tookMinutes }, before: { tookMinutes: was } }),
    }),
    toggle: list.change({
      save: setCompleted,
      fields: ({ id, completed }) => ({ id, after: { completed }, before: { completed: !completed } }),
    }),
    // A task's steps go with it (decision 160).
    remove: list.remove({ save: deleteTodo, alongWith: (task, item) => item.parentId === task.id }),
  });
  return {
    ...kept,
    suggest: list.ask({
      save: suggestSteps,
      // A failure's message shows for this visit only; it is never kept with the item.
      saved: (answer, { todoId }) =>
        answer.outcome === 'ok' ? { id: todoId, change: { aiSuggestions: answer.suggestions } } : undefined,
    }),
  };
}

export function useTodoActions() {
  const queryClient = useQueryClient();
  const changes = useMemo(() => todoChanges(queryClient), [queryClient]);
  return {
    add: useMutation(changes.add),
    toggle: useMutation(changes.toggle),
    took: useMutation(changes.took),
    remove: useMutation(changes.remove),
    suggest: useMutation(changes.suggest),
  };
}
