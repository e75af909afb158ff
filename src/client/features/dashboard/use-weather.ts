import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/** The real weather at the user's saved place, or null. The server caches it; here it is kept 10 minutes. */
export function useWeather(place: string) {
  return useQuery({
    queryKey: ['weather', place],
    queryFn: async () => (await unwrap(api.weather.$get())).weather,
    staleTime: 10 * 60_000,
    retry: false,
  });
}
