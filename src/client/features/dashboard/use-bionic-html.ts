import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/**
 * The reading service's version of a text, through the server. Null (or an error) means there is none and
 * the local transform stays: a failing service is silent (SPEC §8). Each text is asked for once per visit.
 */
export function useBionicHtml(text: string, enabled: boolean) {
  return useQuery({
    queryKey: ['bionic', text],
    queryFn: async () => (await unwrap(api.bionic.$post({ json: { text } }))).html,
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
