import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Todo } from '../../shared/todo/todos';
import { api, unwrap } from './api';

/** The person's todos, as the todo list and My Day read them. */
export const todosQuery = queryOptions({
  queryKey: ['todos'],
  queryFn: () => unwrap<Todo[]>(api.todos.$get()),
});

export function useTodos() {
  return useQuery(todosQuery);
}
