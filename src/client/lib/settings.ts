import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { Settings } from '../../shared/settings';
import { api, unwrap } from './api';

export const settingsQuery = queryOptions({
  queryKey: ['settings'],
  queryFn: () => unwrap<Settings>(api.settings.$get()),
  staleTime: 60_000,
});

/** The person's settings. Saving them is `useSaveSettings` (save-settings.ts), loaded only by screens that save. */
export function useSettings(enabled = true) {
  return useQuery({ ...settingsQuery, enabled });
}

const SETTINGS_HASH = hashKey(settingsQuery.queryKey);

/**
 * The person's reading mode, read from the settings the app already keeps (`PreferencesSync` watches them
 * on every signed-in screen), without a query observer of its own: a list draws a reading text per item,
 * and each observer costs its subscription, its result and its timers as the list first shows
 * (decision 126). Normal until the settings have come.
 */
export function useReadingMode(): Settings['fontStyle'] {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === SETTINGS_HASH) changed();
      }),
    [client],
  );
  return useSyncExternalStore(
    subscribe,
    () => client.getQueryData<Settings>(settingsQuery.queryKey)?.fontStyle ?? 'normal',
  );
}
