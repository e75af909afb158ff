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

/** Saves one change at a time, in order; the change shows at once and is undone if the save fails. */
export function useSaveReaderSettings() {
  const queryClient = useQueryClient();
  const key = readerSettingsQuery.queryKey;
  return useMutation({
    scope: { id: 'reader-settings' },
    mutationFn: (update: ReaderSettingsUpdate) => unwrap<ReaderSettings>(api.reader.$patch({ json: update })),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, {
        ...(previous ?? DEFAULT_READER_SETTINGS),
        ...update,
      } as ReaderSettings);
      return { previous };
    },
    onError: (_error, _update, context) => {
      queryClient.setQueryData(key, context?.previous);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
