import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayPlan, Placement, PlacementInput } from '../../../shared/my-day';
import type { Todo } from '../../../shared/todo/todos';
import { api, unwrap } from '../../lib/api';
import { dayPlanQuery } from '../../lib/day-plan';
import { todosQuery } from '../../lib/todos';

export function useDayPlan(timeZone: string, date: string | undefined) {
  return useQuery(dayPlanQuery(timeZone, date));
}

const placeTodo = ({ placement }: { placement: Placement }) =>
  unwrap<Placement>(
    api.day.placements[':id'].$put({
      param: { id: placement.todoId },
      json: {
        day: placement.day,
        start: placement.start,
        minutes: placement.minutes,
      } satisfies PlacementInput,
    }),
  );
const unplaceTodo = ({ placement }: { placement: Placement }) =>
  unwrap(api.day.placements[':id'].$delete({ param: { id: placement.todoId } }));
const setCompleted = ({ placement, completed }: { placement: Placement; completed: boolean }) =>
  unwrap<Todo>(api.todos[':id'].$patch({ param: { id: placement.todoId }, json: { completed } }));

/**
 * My Day's changes: place a todo (or move it), take it off the day, and tick it done. Each shows at once and is
 * put back if the server refuses (the caller says why); they run one at a time, in order. Done is the todo's
 * own flag, so the todo list shows it too.
 */
export function useDayActions(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  const scope = { id: 'my-day' };

  function optimistic<TInput extends { placement: Placement }>(
    change: (placements: Placement[], input: TInput) => Placement[],
  ) {
    return {
      scope,
      onMutate: async (input: TInput) => {
        await queryClient.cancelQueries({ queryKey: key });
        const before = queryClient.getQueryData<DayPlan>(key);
        if (before)
          queryClient.setQueryData<DayPlan>(key, { ...before, placements: change(before.placements, input) });
        return { before };
      },
      onError: (_error: Error, _input: TInput, context: { before: DayPlan | undefined } | undefined) => {
        if (context?.before) queryClient.setQueryData(key, context.before);
      },
      // A todo has one place: moving it here takes it off any other day, whose copy is then stale.
      onSettled: () => queryClient.invalidateQueries({ queryKey: ['day'] }),
    };
  }

  const without = (placements: Placement[], todoId: string) => placements.filter((p) => p.todoId !== todoId);

  const place = useMutation({
    mutationFn: placeTodo,
    ...optimistic<{ placement: Placement }>((placements, { placement }) => [
      ...without(placements, placement.todoId),
      placement,
    ]),
  });
  const unplace = useMutation({
    mutationFn: unplaceTodo,
    ...optimistic<{ placement: Placement }>((placements, { placement }) =>
      without(placements, placement.todoId),
    ),
  });
  const done = useMutation({
    mutationFn: setCompleted,
    ...optimistic<{ placement: Placement; completed: boolean }>((placements, { placement, completed }) =>
      placements.map((p) => (p.todoId === placement.todoId ? { ...p, completed } : p)),
    ),
    onSuccess: (saved: Todo) =>
      queryClient.setQueryData(todosQuery.queryKey, (todos) =>
        todos?.map((todo) => (todo.id === saved.id ? saved : todo)),
      ),
  });
  return { place, unplace, done };
}
