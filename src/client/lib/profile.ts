import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '../../shared/profile';
import { api, unwrap } from './api';

/** The profile lives only in the in-memory query cache, never in localStorage (it holds health data). */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: () => unwrap<Profile>(api.profile.$get()),
});

export function useProfile() {
  return useQuery(profileQuery);
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
