import type { LucideIcon } from 'lucide-react';
import {
  Clock,
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudRain,
  CloudSnow,
  CloudSun,
  MapPin,
  Sun,
} from 'lucide-react';
import type { Weather, WeatherIcon } from '../../../shared/dashboard-schemas';
import { DashboardText } from './dashboard-text';
import { LiveClock } from './live-clock';
import { useWeather } from './use-weather';

const ICONS: Record<WeatherIcon, LucideIcon> = {
  sun: Sun,
  'cloud-sun': CloudSun,
  cloud: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  snow: CloudSnow,
  storm: CloudLightning,
};

interface Props {
  place: string;
  timeZone: string | undefined;
}

/** Location and local time, plus the real weather when a weather service answered; never a made-up one. */
export const LOCATION_HEADING = 'Your location';

export function LocationCard({ place, timeZone }: Props) {
  const { data: weather } = useWeather(place);
  return (
    <section
      aria-labelledby="location-heading"
      className="min-w-0 rounded-xl border border-line bg-surface p-5 @3xl:min-w-64"
    >
      <h2 id="location-heading" className="text-lg font-semibold">
        <DashboardText text={LOCATION_HEADING} />
      </h2>
      <p className="mt-3 flex items-center gap-2">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <span className="min-w-0 break-words">{place}</span>
      </p>
      <p className="mt-2 flex items-center gap-2">
        <Clock aria-hidden="true" className="size-5 shrink-0 text-muted" />
        <span>
          Local time <LiveClock timeZone={timeZone} className="font-semibold" />
        </span>
      </p>
      {weather && <WeatherLine weather={weather} />}
    </section>
  );
}

function WeatherLine({ weather }: { weather: Weather }) {
  const Icon = ICONS[weather.icon];
  return (
    <p className="mt-2 flex items-center gap-2">
      <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />
      <span>
        <span aria-hidden="true">{weather.temperature}°C</span>
        <span className="sr-only">{weather.temperature} degrees Celsius</span>, {weather.condition}
      </span>
    </p>
  );
}
