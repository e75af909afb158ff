import { z } from 'zod';
import type { Weather } from '../../../shared/dashboard-schemas';
import { describeWeatherCode } from './weather-codes';

export interface Place {
  city: string;
  country: string;
}

/**
 * Current weather at a place. Resolves null when the place is not known to the service, and rejects
 * when the service cannot be reached or answers nonsense; the route turns both into "no weather".
 */
export interface WeatherProvider {
  current(place: Place): Promise<Weather | null>;
}

/** The offline implementation: no weather, ever. The dashboard then shows location and time only. */
export const offlineWeather: WeatherProvider = { current: async () => null };

const OPEN_METEO_FORECAST_HOST = 'api.open-meteo.com';
const OPEN_METEO_GEOCODING_URL = 'https://geocoding-api.open-meteo.com/v1/search';

/**
 * Open-Meteo needs coordinates, and looks places up on a host of its own. For the public service
 * (WEATHER_API_URL on api.open-meteo.com) that host is used; any other WEATHER_API_URL, such as a
 * self-hosted Open-Meteo or a test server, must also answer Open-Meteo's `/v1/search` on its own origin.
 */
export function geocodingUrl(forecastUrl: string): string {
  const url = new URL(forecastUrl);
  if (url.hostname === OPEN_METEO_FORECAST_HOST) return OPEN_METEO_GEOCODING_URL;
  return new URL('/v1/search', url.origin).toString();
}

const geocodingSchema = z.object({
  results: z
    .array(z.object({ latitude: z.number(), longitude: z.number(), country: z.string().optional() }))
    .optional(),
});

const forecastSchema = z.object({
  current: z.object({ temperature_2m: z.number(), weather_code: z.number().int() }),
});

export class WeatherUnavailableError extends Error {}

type Found = NonNullable<z.infer<typeof geocodingSchema>['results']>[number];

/** Place names repeat across countries (Paris, Texas): prefer the result in the profile's country. */
function pickPlace(results: Found[], country: string): Found | undefined {
  const wanted = country.trim().toLowerCase();
  return (wanted && results.find((r) => r.country?.trim().toLowerCase() === wanted)) || results[0];
}

async function getJson(url: URL, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw new WeatherUnavailableError(`${url.host} answered ${res.status}`);
  return res.json();
}

/** The real implementation: Open-Meteo's geocoding, then its current-weather forecast, within one time limit. */
export function createOpenMeteoProvider(forecastUrl: string, { timeoutMs = 3000 } = {}): WeatherProvider {
  const searchUrl = geocodingUrl(forecastUrl);
  return {
    async current({ city, country }) {
      const name = city.trim() || country.trim();
      if (!name) return null;
      const signal = AbortSignal.timeout(timeoutMs);

      const search = new URL(searchUrl);
      search.searchParams.set('name', name);
      search.searchParams.set('count', '10');
      search.searchParams.set('language', 'en');
      search.searchParams.set('format', 'json');
      const { results = [] } = geocodingSchema.parse(await getJson(search, signal));
      const place = pickPlace(results, country);
      if (!place) return null;

      const forecast = new URL(forecastUrl);
      forecast.searchParams.set('latitude', String(place.latitude));
      forecast.searchParams.set('longitude', String(place.longitude));
      forecast.searchParams.set('current', 'temperature_2m,weather_code');
      const { current } = forecastSchema.parse(await getJson(forecast, signal));
      const described = describeWeatherCode(current.weather_code);
      if (!described) return null;
      return { temperature: Math.round(current.temperature_2m) || 0, ...described };
    },
  };
}

interface CacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Keeps each place's answer for 30 minutes, per server instance: public weather is no user data, so
 * instances need not share it. A failed lookup is not kept, so the next request tries again.
 */
export function withCache(
  provider: WeatherProvider,
  { ttlMs = 30 * 60_000, maxEntries = 1000, now = Date.now }: CacheOptions = {},
): WeatherProvider {
  const entries = new Map<string, { expires: number; value: Promise<Weather | null> }>();
  return {
    current(place) {
      const key = `${place.city.trim().toLowerCase()}|${place.country.trim().toLowerCase()}`;
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      entries.delete(key);
      const value = provider.current(place);
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
