import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReaderSettings, ReaderSettingsUpdate } from '../../../shared/reader';
import { DEFAULT_READER_SETTINGS } from '../../../shared/reader';
import { api, unwrap } from '../../lib/api';

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
 * Shows a change at once and saves changes one at a time, in order. A save that fails asks the server what it
 * holds, so the screen never shows a choice that was not kept.
 */
export function useSaveReaderSettings(onError: () => void) {
  const queryClient = useQueryClient();
  const key = readerSettingsQuery.queryKey;
  const mutation = useMutation({
    scope: { id: 'reader-settings' },
    mutationFn: (update: ReaderSettingsUpdate) => unwrap<ReaderSettings>(api.reader.$patch({ json: update })),
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      onError();
    },
  });
  return (update: ReaderSettingsUpdate) => {
    // Set before the save is queued: a queued save would otherwise show its choice only once its turn came.
    void queryClient.cancelQueries({ queryKey: key }, { revert: false });
    const current = queryClient.getQueryData(key) ?? DEFAULT_READER_SETTINGS;
    queryClient.setQueryData(key, { ...current, ...update });
    mutation.mutate(update);
  };
}
