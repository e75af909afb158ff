import type { WeatherIcon } from '../../../shared/dashboard-schemas';

type Described = { condition: string; icon: WeatherIcon };

/** WMO weather interpretation codes, as Open-Meteo reports them, in plain words. */
const CODES: Record<number, Described> = {
  0: { condition: 'Clear sky', icon: 'sun' },
  1: { condition: 'Mainly clear', icon: 'sun' },
  2: { condition: 'Partly cloudy', icon: 'cloud-sun' },
  3: { condition: 'Overcast', icon: 'cloud' },
  45: { condition: 'Fog', icon: 'fog' },
  48: { condition: 'Freezing fog', icon: 'fog' },
  51: { condition: 'Light drizzle', icon: 'drizzle' },
  53: { condition: 'Drizzle', icon: 'drizzle' },
  55: { condition: 'Heavy drizzle', icon: 'drizzle' },
  56: { condition: 'Freezing drizzle', icon: 'drizzle' },
  57: { condition: 'Heavy freezing drizzle', icon: 'drizzle' },
  61: { condition: 'Light rain', icon: 'rain' },
  63: { condition: 'Rain', icon: 'rain' },
  65: { condition: 'Heavy rain', icon: 'rain' },
  66: { condition: 'Freezing rain', icon: 'rain' },
  67: { condition: 'Heavy freezing rain', icon: 'rain' },
  71: { condition: 'Light snow', icon: 'snow' },
  73: { condition: 'Snow', icon: 'snow' },
  75: { condition: 'Heavy snow', icon: 'snow' },
  77: { condition: 'Snow grains', icon: 'snow' },
  80: { condition: 'Light showers', icon: 'rain' },
  81: { condition: 'Showers', icon: 'rain' },
  82: { condition: 'Heavy showers', icon: 'rain' },
  85: { condition: 'Snow showers', icon: 'snow' },
  86: { condition: 'Heavy snow showers', icon: 'snow' },
  95: { condition: 'Thunderstorm', icon: 'storm' },
  96: { condition: 'Thunderstorm with hail', icon: 'storm' },
  99: { condition: 'Thunderstorm with heavy hail', icon: 'storm' },
};

/** Undefined for a code outside the table: the card then shows no weather rather than a guess. */
export function describeWeatherCode(code: number): Described | undefined {
  return CODES[code];
}
