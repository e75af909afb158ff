import type { QueryClient } from '@tanstack/react-query';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TaskBreakdownAnswer } from '../../../shared/ai';
import type {
  KanbanCreate,
  KanbanStatus,
  KanbanSubtask,
  KanbanTask,
  KanbanUpdate,
} from '../../../shared/kanban/board';
import { api, unwrap } from '../../lib/api';
import { keptChanges } from '../../lib/offline/kept-changes';
import { optimisticList } from '../../lib/optimistic-list';

export const boardQuery = queryOptions({
  queryKey: ['kanban'],
  queryFn: () => unwrap<KanbanTask[]>(api.kanban.$get()),
});

const createTask = (json: KanbanCreate) => unwrap<KanbanTask>(api.kanban.$post({ json }));
const patchTask = (id: string, json: KanbanUpdate) =>
  unwrap<KanbanTask>(api.kanban[':id'].$patch({ param: { id }, json }));
const deleteTask = (id: string) => unwrap(api.kanban[':id'].$delete({ param: { id } }));
const breakDown = (json: { taskId: string; stepSize: number }) =>
  unwrap<TaskBreakdownAnswer>(api.ai['task-breakdown'].$post({ json }));

export function useBoard() {
  return useQuery(boardQuery);
}

/**
 * The board's changes (lib/optimistic-list.ts): each shows at once and is undone if the server refuses it.
 * Without a connection they wait on the device and go in order when it returns (decision 101).
 */
export function boardChanges(queryClient: QueryClient) {
  const list = optimisticList(queryClient, boardQuery.queryKey, 'kanban');
  const add = list.add({
    save: createTask,
    draft: (input) => ({
      description: input.description?.trim() ?? '',
      status: input.status ?? 'todo',
      subtasks: input.subtasks ?? [],
    }),
  });
  const move = list.change({
    save: ({ task, status }: { task: KanbanTask; status: KanbanStatus }) => patchTask(task.id, { status }),
    fields: ({ task, status }) => ({ id: task.id, after: { status }, before: { status: task.status } }),
  });
  // Ticks and people's own changes to the steps (added, renamed, moved, deleted) save the whole list.
  const steps = list.change({
    save: ({ task, subtasks }: { task: KanbanTask; subtasks: KanbanSubtask[] }) =>
      patchTask(task.id, { subtasks }),
    fields: ({ task, subtasks }) => ({
      id: task.id,
      after: { subtasks },
      before: { subtasks: task.subtasks },
    }),
  });
  const edit = list.change({
    save: ({ task, title, description }: { task: KanbanTask; title: string; description: string }) =>
      patchTask(task.id, { title, description }),
    fields: ({ task, title, description }) => ({
      id: task.id,
      after: { title, description },
      before: { title: task.title, description: task.description },
    }),
  });
  const remove = list.remove({ save: deleteTask });
  // The server keeps the steps it found with the card; a failure's message shows for this visit only.
  const breakdown = list.ask({
    save: breakDown,
    saved: (answer, { taskId }) => (answer.saved ? { id: taskId, change: answer.saved } : undefined),
  });
  return { ...keptChanges('kanban', { add, move, steps, edit, remove }), breakdown };
}

export function useBoardActions() {
  const queryClient = useQueryClient();
  const changes = useMemo(() => boardChanges(queryClient), [queryClient]);
  return {
    add: useMutation(changes.add),
    move: useMutation(changes.move),
    steps: useMutation(changes.steps),
    edit: useMutation(changes.edit),
    remove: useMutation(changes.remove),
    breakdown: useMutation(changes.breakdown),
  };
}
