import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AiSuggestionsResponse } from '../../../shared/ai';
import type { Todo, TodoCreate } from '../../../shared/todos';
import { api, unwrap } from '../../lib/api';
import { useOptimisticList } from '../../lib/optimistic-list';

export const todosQuery = queryOptions({
  queryKey: ['todos'],
  queryFn: () => unwrap<Todo[]>(api.todos.$get()),
});

export function useTodos() {
  return useQuery(todosQuery);
}

const createTodo = (json: TodoCreate) => unwrap<Todo>(api.todos.$post({ json }));
const setCompleted = ({ id, completed }: { id: string; completed: boolean }) =>
  unwrap<Todo>(api.todos[':id'].$patch({ param: { id }, json: { completed } }));
const deleteTodo = (id: string) => unwrap(api.todos[':id'].$delete({ param: { id } }));
const suggestSteps = (json: { todoId: string; stepSize: number }) =>
  unwrap<AiSuggestionsResponse>(api.ai['todo-suggestions'].$post({ json }));

/** The list's changes (lib/optimistic-list.ts): each shows at once and is undone if the server refuses it. */
export function useTodoActions() {
  const list = useOptimisticList(todosQuery.queryKey, 'todos');
  const add = useMutation(
    list.add({
      save: createTodo,
      draft: (input) => ({ completed: input.completed ?? false, aiSuggestions: input.aiSuggestions ?? [] }),
    }),
  );
  const toggle = useMutation(
    list.change({
      save: setCompleted,
      fields: ({ id, completed }) => ({ id, after: { completed }, before: { completed: !completed } }),
    }),
  );
  const remove = useMutation(list.remove({ save: deleteTodo }));
  const suggest = useMutation(
    list.ask({
      save: suggestSteps,
      // A failure's message shows for this visit only; it is never kept with the item.
      saved: (answer, { todoId }) =>
        answer.outcome === 'ok' ? { id: todoId, change: { aiSuggestions: answer.suggestions } } : undefined,
    }),
  );
  return { add, toggle, remove, suggest };
}
