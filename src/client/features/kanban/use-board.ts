import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TaskBreakdownAnswer } from '../../../shared/ai';
import type { KanbanCreate, KanbanStatus, KanbanSubtask, KanbanTask } from '../../../shared/kanban';
import { api, unwrap } from '../../lib/api';

export const boardQuery = queryOptions({
  queryKey: ['kanban'],
  queryFn: () => unwrap<KanbanTask[]>(api.kanban.$get()),
});

export const isPending = (task: KanbanTask) => task.id.startsWith('pending-');

const newestFirst = (items: KanbanTask[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function useBoard() {
  return useQuery(boardQuery);
}

/**
 * Every change shows at once and is undone when the server refuses it (the caller shows the server's plain
 * message). Changes run one at a time, in order.
 */
export function useBoardActions() {
  const queryClient = useQueryClient();
  const key = boardQuery.queryKey;
  const settle = () => queryClient.cancelQueries({ queryKey: key });
  const set = (update: (items: KanbanTask[]) => KanbanTask[]) =>
    queryClient.setQueryData(key, (items: KanbanTask[] | undefined) => update(items ?? []));
  const patchLocal = (id: string, change: Partial<KanbanTask>) =>
    set((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const add = useMutation({
    scope: { id: 'kanban' },
    mutationFn: ({ pendingId: _pendingId, ...json }: KanbanCreate & { pendingId: string }) =>
      unwrap<KanbanTask>(api.kanban.$post({ json })),
    onMutate: async (input) => {
      const hadList = queryClient.getQueryData(key) !== undefined;
      await settle();
      const pending: KanbanTask = {
        id: input.pendingId,
        title: input.title.trim(),
        description: input.description?.trim() ?? '',
        status: input.status ?? 'todo',
        subtasks: input.subtasks ?? [],
        createdAt: input.createdAt ?? new Date().toISOString(),
      };
      set((items) => newestFirst([pending, ...items]));
      return { hadList };
    },
    onError: (_error, input) => set((items) => items.filter((item) => item.id !== input.pendingId)),
    // Added before the board had loaded: its loading was stopped for this card, so load the whole board now.
    onSettled: (_data, _error, _input, context) => {
      if (!context?.hadList) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (saved, input) =>
      set((items) => items.map((item) => (item.id === input.pendingId ? saved : item))),
  });

  const move = useMutation({
    scope: { id: 'kanban' },
    mutationFn: ({ task, status }: { task: KanbanTask; status: KanbanStatus }) =>
      unwrap<KanbanTask>(api.kanban[':id'].$patch({ param: { id: task.id }, json: { status } })),
    onMutate: async ({ task, status }) => {
      await settle();
      patchLocal(task.id, { status });
    },
    onError: (_error, { task }) => patchLocal(task.id, { status: task.status }),
  });

  const tick = useMutation({
    scope: { id: 'kanban' },
    mutationFn: ({ task, subtasks }: { task: KanbanTask; subtasks: KanbanSubtask[] }) =>
      unwrap<KanbanTask>(api.kanban[':id'].$patch({ param: { id: task.id }, json: { subtasks } })),
    onMutate: async ({ task, subtasks }) => {
      await settle();
      patchLocal(task.id, { subtasks });
    },
    onError: (_error, { task }) => patchLocal(task.id, { subtasks: task.subtasks }),
  });

  const remove = useMutation({
    scope: { id: 'kanban' },
    mutationFn: (task: KanbanTask) =>
      unwrap<{ deleted: true }>(api.kanban[':id'].$delete({ param: { id: task.id } })),
    onMutate: async (task) => {
      await settle();
      set((items) => items.filter((item) => item.id !== task.id));
    },
    onError: (_error, task) => set((items) => newestFirst([task, ...items.filter((i) => i.id !== task.id)])),
  });

  const breakdown = useMutation({
    mutationFn: ({ taskId, stepSize }: { taskId: string; stepSize: number }) =>
      unwrap<TaskBreakdownAnswer>(api.ai['task-breakdown'].$post({ json: { taskId, stepSize } })),
    onSuccess: (answer, { taskId }) => {
      if (answer.saved) patchLocal(taskId, answer.saved);
    },
  });

  return { add, move, tick, remove, breakdown };
}
