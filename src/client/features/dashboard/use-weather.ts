import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { WeatherIcon } from '../../../shared/dashboard-schemas';
import { api, unwrap } from '../../lib/api';

type WeatherPicture = ComponentType<{ icon: WeatherIcon }>;

let picture: WeatherPicture | undefined;

/**
 * The weather pictures, loaded with the first weather answer rather than with the dashboard: a dashboard
 * without a saved place, or without a weather answer, never needs them. A failed load draws no picture.
 */
export const loadWeatherPicture = (): Promise<WeatherPicture> =>
  import('./weather-icon')
    .then(
      (module) => module.WeatherIcon,
      () => () => null,
    )
    .then((loaded) => (picture = loaded));

/** The pictures' component once loaded (they come with the first answer), so the line draws whole at once. */
export const loadedWeatherPicture = () => picture;

/** The real weather at the user's saved place, or null. The server caches it; here it is kept 10 minutes. */
export function useWeather(place: string) {
  return useQuery({
    queryKey: ['weather', place],
    queryFn: async () => {
      const { weather } = await unwrap(api.weather.$get());
      // The picture's code arrives with the answer, so the line shows whole, as one.
      if (weather) await loadWeatherPicture();
      return weather;
    },
    staleTime: 10 * 60_000,
    retry: false,
  });
}
