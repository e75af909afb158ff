import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReaderSettings, ReaderSettingsUpdate } from '../../../shared/text-converter/reader';
import { DEFAULT_READER_SETTINGS } from '../../../shared/text-converter/reader';
import { api, unwrap } from '../../lib/api';
import { useOptimisticSave } from '../../lib/optimistic-save';
import { runMutation } from '../../lib/run-mutation';

export const readerSettingsQuery = queryOptions({
  queryKey: ['reader-settings'],
  queryFn: () => unwrap<ReaderSettings>(api.reader.$get()),
  staleTime: 60_000,
});

/** The reading comfort choices; the defaults show until the saved ones arrive. */
export function useReaderSettings(): ReaderSettings {
  return useQuery(readerSettingsQuery).data ?? DEFAULT_READER_SETTINGS;
}

/**
 * Saves a change (lib/optimistic-save.ts): it shows at once, saves run one at a time in order, and a refused one
 * is put back before `onError` says so, so the screen never shows a choice that was not kept.
 */
export function useSaveReaderSettings(onError: () => void) {
  const mutation = useOptimisticSave({
    query: readerSettingsQuery,
    save: (update: ReaderSettingsUpdate) => unwrap<ReaderSettings>(api.reader.$patch({ json: update })),
    apply: (current, update) => ({ ...(current ?? DEFAULT_READER_SETTINGS), ...update }),
  });
  return (update: ReaderSettingsUpdate) => runMutation(mutation, update, { onError });
}
