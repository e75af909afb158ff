import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Conversion,
  ConversionInput,
  ConversionSummary,
} from '../../../shared/text-converter/conversion';
import { api, unwrap } from '../../lib/api';

export const recentConversionsQuery = queryOptions({
  queryKey: ['conversions', 'recent'],
  queryFn: async () =>
    (await unwrap<{ conversions: ConversionSummary[] }>(api.conversions.$get())).conversions,
});

export function useRecentConversions() {
  return useQuery(recentConversionsQuery);
}

export function fetchConversion(id: string) {
  return unwrap<Conversion>(api.conversions[':id'].$get({ param: { id } }));
}

/** Converts and stores a text; the recent list is refreshed afterwards. */
export function useConvert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConversionInput) => unwrap<Conversion>(api.conversions.$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recentConversionsQuery.queryKey }),
  });
}

export function useDeleteConversion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.conversions[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentConversionsQuery.queryKey }),
  });
}
