import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '../../shared/settings';
import { api, unwrap } from './api';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => unwrap<Settings>(api.settings.$get()),
  staleTime: 60_000,
});

export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery, enabled });
}

/**
 * Saves some preferences. The change shows at once (optimistic); if the save fails, the previous
 * values come back and the caller's onError shows a plain message.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const pendingSaves = () => queryClient.isMutating({ predicate: (m) => m.options.scope?.id === 'settings' });
  return useMutation({
    // One save at a time, in order: quick changes cannot overtake each other.
    scope: { id: 'settings' },
    mutationFn: (update: SettingsUpdate) => unwrap<Settings>(api.settings.$patch({ json: update })),
    onMutate: async (update) => {
      await queryClient.cancelQueries({ queryKey: settingsQuery.queryKey });
      const previous = queryClient.getQueryData(settingsQuery.queryKey);
      // Choosing a reading mode marks it as the person's own, as the server does.
      const chosen = update.fontStyle ? { readingModeChosen: true } : {};
      if (previous) {
        queryClient.setQueryData(settingsQuery.queryKey, { ...previous, ...update, ...chosen } as Settings);
      }
      return { previous };
    },
    onError: (_error, _update, context) => {
      // With other saves still queued, their snapshots are already stale: let the last one settle it.
      if (pendingSaves() > 1) return;
      if (context?.previous) queryClient.setQueryData(settingsQuery.queryKey, context.previous);
      // Then ask the server what it really holds.
      void queryClient.invalidateQueries({ queryKey: settingsQuery.queryKey });
    },
    onSuccess: (saved) => {
      // Later saves still queued would be undone by this answer; they bring their own.
      if (pendingSaves() <= 1) {
        queryClient.setQueryData(settingsQuery.queryKey, saved);
      }
    },
  });
}
