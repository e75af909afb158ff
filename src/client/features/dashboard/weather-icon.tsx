import type { LucideIcon } from 'lucide-react';
import {
  Cloud,
  CloudDrizzle,
  CloudFog,
  CloudLightning,
  CloudRain,
  CloudSnow,
  CloudSun,
  Sun,
} from 'lucide-react';
import type { WeatherIcon as WeatherKind } from '../../../shared/dashboard-schemas';

const ICONS: Record<WeatherKind, LucideIcon> = {
  sun: Sun,
  'cloud-sun': CloudSun,
  cloud: Cloud,
  fog: CloudFog,
  drizzle: CloudDrizzle,
  rain: CloudRain,
  snow: CloudSnow,
  storm: CloudLightning,
};

/** The picture of a weather answer. Its own chunk: it loads with the first answer (use-weather.ts). */
export function WeatherIcon({ icon }: { icon: WeatherKind }) {
  const Icon = ICONS[icon];
  return <Icon aria-hidden="true" className="size-5 shrink-0 text-muted" />;
}
