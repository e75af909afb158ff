import { getCountryForTimezone, getTimezone } from 'countries-and-timezones';
import { isTimeZone } from './profile';

export interface DetectedLocation {
  city: string;
  country: string;
  timezone: string;
}

const NOTHING: DetectedLocation = { city: '', country: '', timezone: '' };

/** The IANA areas whose zones are named Area/City; legacy names such as US/Eastern or GB are not. */
const GEOGRAPHIC_AREAS = new Set([
  'Africa',
  'America',
  'Antarctica',
  'Arctic',
  'Asia',
  'Atlantic',
  'Australia',
  'Europe',
  'Indian',
  'Pacific',
]);

/**
 * Guesses city and country from an IANA time zone, offline: the zone names a city
 * (Europe/London → London) and the countries-and-timezones data says which country uses it.
 * Zones tied to no country (UTC, Etc/GMT+1) give empty city and country; an unknown zone gives nothing.
 */
export function locationFromTimeZone(timeZone: string): DetectedLocation {
  const zone = timeZone.trim();
  if (zone === '' || !isTimeZone(zone)) return NOTHING;
  const data = getTimezone(zone);
  const country = data ? (getCountryForTimezone(zone)?.name ?? '') : '';
  if (country === '') return { ...NOTHING, timezone: zone };
  return { city: cityOf(zone) || cityOf(data?.aliasOf ?? ''), country, timezone: zone };
}

/** Reads the browser's time zone; no network and no permission prompt. */
export function detectLocation(): DetectedLocation {
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    // A browser without time zone support leaves every field for the user to fill in.
  }
  return locationFromTimeZone(zone);
}

function cityOf(zone: string): string {
  const parts = zone.split('/');
  if (parts.length < 2 || !GEOGRAPHIC_AREAS.has(parts[0] ?? '')) return '';
  return (parts.at(-1) ?? '').replaceAll('_', ' ');
}
