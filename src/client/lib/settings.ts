import { hashKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
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
  return useKeptSettings((settings) => settings?.fontStyle ?? 'normal');
}

/**
 * A value read from the settings in the query cache, drawn again only when it changes: one subscription to the
 * cache for every reading text, and no query observer (decision 126). `read` must give an equal value (a string,
 * a number) for equal settings.
 */
function useKeptSettings<T>(read: (settings: Settings | undefined) => T): T {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) =>
      client.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === SETTINGS_HASH) changed();
      }),
    [client],
  );
  return useSyncExternalStore(subscribe, () => read(client.getQueryData<Settings>(settingsQuery.queryKey)));
}

/** The reading aids drawn in reading text (decision 164); null when every one is off, as it is by default. */
export interface ReadingAidChoices {
  syllables: Settings['syllables'];
  nouns: boolean;
  verbs: boolean;
  adjectives: boolean;
  adverbs: boolean;
}

/** The aids chosen in the given settings, or null when none is on. */
export function readingAidsOf(settings: Settings | null | undefined): ReadingAidChoices | null {
  if (!settings) return null;
  const aids: ReadingAidChoices = {
    syllables: settings.syllables ?? 'off',
    nouns: settings.markNouns === true,
    verbs: settings.markVerbs === true,
    adjectives: settings.markAdjectives === true,
    adverbs: settings.markAdverbs === true,
  };
  const on = aids.syllables !== 'off' || aids.nouns || aids.verbs || aids.adjectives || aids.adverbs;
  return on ? aids : null;
}

/** The aids as one string, equal while they are: a refetch that changes another setting draws no text again. */
const aidsKey = (settings: Settings | undefined) => {
  const aids = readingAidsOf(settings);
  return aids ? JSON.stringify(aids) : '';
};

/**
 * The reading aids, read from the settings in the query cache as `useReadingMode` reads the mode: one snapshot
 * for every reading text on the screen, null until the settings have come or while every aid is off.
 */
export function useReadingAids(): ReadingAidChoices | null {
  const key = useKeptSettings(aidsKey);
  return useMemo(() => (key ? (JSON.parse(key) as ReadingAidChoices) : null), [key]);
}
