import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AsksAnswer, RewriteAnswer, RewriteStyle, TasksAnswer, ToneAnswer } from '../../../shared/words';
import { KANBAN_TITLE_MAX } from '../../../shared/kanban';
import type { WordsDayAnswer } from '../../../shared/words-day';
import { api, unwrap } from '../../lib/api';
import { deviceTimeZone } from '../../lib/device-time-zone';
import { profileQuery } from '../../lib/profile';
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

export type Destination = 'todo' | 'board' | 'day';

/** A task to add, with the date or time its ask named ("today at 3pm"), if any. */
export interface TaskToAdd {
  title: string;
  when: string | null;
}

const addTo: Record<'todo' | 'board', (title: string) => Promise<unknown>> = {
  todo: (title) => unwrap(api.todos.$post({ json: { id: newId(), title } })),
  board: (title) =>
    unwrap(api.kanban.$post({ json: { id: newId(), title: title.slice(0, KANBAN_TITLE_MAX).trim() } })),
};

const listKeys: Record<Destination, string[]> = { todo: ['todos'], board: ['kanban'], day: ['todos', 'day'] };

/**
 * Adds tasks, in order, to the todo list or the board, or as todos placed on today's My Day in one request
 * (decision 159), on the clock My Day reads; the lists are read again when the person opens them. Answers
 * where each task went on the day, or null for the list and the board.
 */
export function useAddTasks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ tasks, to }: { tasks: TaskToAdd[]; to: Destination }) => {
      if (to === 'day') {
        const profile = await queryClient.ensureQueryData(profileQuery).catch(() => null);
        const timeZone = profile?.location?.timezone || deviceTimeZone();
        return unwrap<WordsDayAnswer>(api.words['my-day'].$post({ json: { tasks, timeZone } }));
      }
      for (const { title } of tasks) await addTo[to](title);
      return null;
    },
    onSettled: (_data, _error, { to }) =>
      Promise.all(listKeys[to].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
    networkMode: 'always',
  });
}
