import { queryOptions, useQuery } from '@tanstack/react-query';
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
