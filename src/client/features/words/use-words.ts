import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AsksAnswer, RewriteAnswer, RewriteStyle, TasksAnswer, ToneAnswer } from '../../../shared/words';
import { KANBAN_TITLE_MAX } from '../../../shared/kanban';
import { api, unwrap } from '../../lib/api';
import { newId } from '../../lib/offline/new-id';

// Words' requests (decision 157). Readings are asked for at once and never kept: a request that only makes
// sense now runs with networkMode 'always', so offline it fails at once with the plain offline message.

const readTone = (text: string) => unwrap<ToneAnswer>(api.words.tone.$post({ json: { text } }));
const readAsks = (text: string) => unwrap<AsksAnswer>(api.words.asks.$post({ json: { text } }));
const rewrite = (json: { text: string; style: RewriteStyle }) =>
  unwrap<RewriteAnswer>(api.words.rewrite.$post({ json }));
const readTasks = (text: string) => unwrap<TasksAnswer>(api.words.tasks.$post({ json: { text } }));

export function useWordsActions() {
  return {
    tone: useMutation({ mutationFn: readTone, networkMode: 'always' }),
    asks: useMutation({ mutationFn: readAsks, networkMode: 'always' }),
    rewrite: useMutation({ mutationFn: rewrite, networkMode: 'always' }),
    tasks: useMutation({ mutationFn: readTasks, networkMode: 'always' }),
  };
}

export type Destination = 'todo' | 'board';

const addTo: Record<Destination, (title: string) => Promise<unknown>> = {
  todo: (title) => unwrap(api.todos.$post({ json: { id: newId(), title } })),
  board: (title) =>
    unwrap(api.kanban.$post({ json: { id: newId(), title: title.slice(0, KANBAN_TITLE_MAX).trim() } })),
};

const listKey: Record<Destination, string> = { todo: 'todos', board: 'kanban' };

/** Adds tasks, in order, to the todo list or the board; the list is read again when the person opens it. */
export function useAddTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ titles, to }: { titles: string[]; to: Destination }) => {
      for (const title of titles) await addTo[to](title);
    },
    onSettled: (_data, _error, { to }) => queryClient.invalidateQueries({ queryKey: [listKey[to]] }),
    networkMode: 'always',
  });
}
