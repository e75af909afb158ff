import { Clock, MapPin } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { Weather } from '../../../shared/dashboard-schemas';
import { DashboardText } from './dashboard-text';
import { LiveClock } from './live-clock';
import { loadedWeatherPicture, loadWeatherPicture, useWeather } from './use-weather';

const LazyWeatherPicture = lazy(() => loadWeatherPicture().then((picture) => ({ default: picture })));

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
  // Chosen once, as app/screen-route.tsx does: loaded with the answer, it draws at once, without a lazy step.
  const [Picture] = useState(() => loadedWeatherPicture() ?? LazyWeatherPicture);
  return (
    <p className="mt-2 flex items-center gap-2">
      <Suspense fallback={<span aria-hidden="true" className="size-5 shrink-0" />}>
        <Picture icon={weather.icon} />
      </Suspense>
      <span>
        <span aria-hidden="true">{weather.temperature}°C</span>
        <span className="sr-only">{weather.temperature} degrees Celsius</span>, {weather.condition}
      </span>
    </p>
  );
}
