import type { Settings, SettingsUpdate } from '../../shared/settings';
import { api, unwrap } from './api';
import { useOptimisticSave } from './optimistic-save';
import { settingsQuery } from './settings';

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
