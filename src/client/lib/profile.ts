import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '../../shared/profile';
import { api, unwrap } from './api';
import { deviceTimeZone } from './device-time-zone';

/**
 * The profile lives only in the in-memory query cache, never in browser storage (it holds health data, decision
 * 001), so the device has no copy of it offline: without a connection it fails at once rather than waiting.
 */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  networkMode: 'always',
  queryFn: () => unwrap<Profile>(api.profile.$get()),
});

export function useProfile() {
  return useQuery(profileQuery);
}

/** The profile's time zone, or the device's when the profile names none: the clock the day tools read. */
export function useTimeZone(): string {
  const { data: profile } = useProfile();
  return profile?.location?.timezone || deviceTimeZone();
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<ProfileInput>) =>
      unwrap<Profile>(
        api.profile.$patch({ json: input as Parameters<typeof api.profile.$patch>[0]['json'] }),
      ),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery.queryKey, profile),
  });
}
