import { Hono } from 'hono';
import type { WeatherResponse } from '../../../shared/dashboard-schemas';
import type { AppEnv } from '../../http/env';
import type { FeatureDeps } from '../deps';
import type { WeatherProvider } from './provider';
import { createOpenMeteoProvider, offlineWeather, withCache } from './provider';
import { readLocation } from './queries';

/** GET /api/weather: the weather at the signed-in user's saved location, or null. Never invented. */
export function weatherRoutes(
  { config, db, signedIn }: FeatureDeps,
  provider: WeatherProvider = config.WEATHER_API_URL === 'off'
    ? offlineWeather
    : withCache(createOpenMeteoProvider(config.WEATHER_API_URL)),
) {
  return new Hono<AppEnv>().use(signedIn).get('/', async (c) => {
    const location = await readLocation(db, c.var.user.id);
    let weather: WeatherResponse['weather'] = null;
    if (location && (location.city.trim() || location.country.trim())) {
      try {
        weather = await provider.current(location);
      } catch (err) {
        c.var.logger.warn({ err }, 'weather service unavailable; showing no weather');
      }
    }
    return c.json<WeatherResponse>({ weather });
  });
}
