import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings, SettingsUpdate } from '../../shared/settings';
import { api, unwrap } from './api';
import { useOptimisticSave } from './optimistic-save';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => unwrap<Settings>(api.settings.$get()),
  staleTime: 60_000,
});

export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery, enabled });
}

/** Saves some preferences (lib/optimistic-save.ts): the change shows at once, a refused one is put back. */
export function useSaveSettings() {
  return useOptimisticSave({
    query: settingsQuery,
    save: (update: SettingsUpdate) => unwrap<Settings>(api.settings.$patch({ json: update })),
    // Choosing a reading mode marks it as the person's own, as the server does.
    apply: (current, update) =>
      current && { ...current, ...update, ...(update.fontStyle && { readingModeChosen: true }) },
  });
}
