import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AsksAnswer,
  RewriteAnswer,
  RewriteStyle,
  TasksAnswer,
  ToneAnswer,
} from '../../../shared/words/words';
import { KANBAN_TITLE_MAX } from '../../../shared/kanban/board';
import type { WordsDayAnswer } from '../../../shared/words/day';
import type { WordsHistoryEntry, WordsHistoryItem, WordsSettings } from '../../../shared/words/history';
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
  const queryClient = useQueryClient();
  // A result may have been kept in the history: its list is read again.
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['words-history'] });
  return {
    tone: useMutation({ mutationFn: readTone, onSuccess, networkMode: 'always' }),
    asks: useMutation({ mutationFn: readAsks, onSuccess, networkMode: 'always' }),
    rewrite: useMutation({ mutationFn: rewrite, onSuccess, networkMode: 'always' }),
    tasks: useMutation({ mutationFn: readTasks, onSuccess, networkMode: 'always' }),
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

// The short history (decision 159): read at once and never kept offline, as the readings are.
export const wordsSettingsQuery = queryOptions({
  queryKey: ['words-settings'],
  queryFn: () => unwrap<WordsSettings>(api.words.settings.$get()),
  networkMode: 'always',
});

export const wordsHistoryQuery = queryOptions({
  queryKey: ['words-history'],
  queryFn: () => unwrap<WordsHistoryEntry[]>(api.words.history.$get()),
  networkMode: 'always',
});

/** Turns the history on or off; the kept results stay until the person asks for them to go. */
export function useSaveWordsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: WordsSettings) =>
      unwrap<WordsSettings>(api.words.settings.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(wordsSettingsQuery.queryKey, saved),
    scope: { id: 'words-settings' },
    networkMode: 'always',
  });
}

/** Opens a kept result: the text it read and the answer as it was shown. */
export const openHistoryItem = (id: string) =>
  unwrap<WordsHistoryItem>(api.words.history[':id'].$get({ param: { id } }));

/** Deletes one kept result (`id`), or all of them (null). */
export function useForgetHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? unwrap(api.words.history.$delete())
        : unwrap(api.words.history[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: wordsHistoryQuery.queryKey }),
    networkMode: 'always',
  });
}
