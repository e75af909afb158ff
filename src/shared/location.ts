import {
  getAllCountries,
  getAllTimezones,
  getCountryForTimezone,
  getTimezone,
} from 'countries-and-timezones';
import { BoundedMap } from './bounded-map';
import { isTimeZone } from './clock-time';

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

let everyZone: readonly string[] | undefined;

/**
 * Every current IANA time zone by its canonical name (Asia/Kolkata, not the older Asia/Calcutta some
 * browsers still report), that this runtime can use. Worked out once: the city field asks on each key.
 */
export function allTimeZones(): readonly string[] {
  everyZone ??= Object.values(getAllTimezones())
    .filter((zone) => !zone.aliasOf && zone.name.includes('/') && isTimeZone(zone.name))
    .map((zone) => zone.name)
    .sort();
  return everyZone;
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\s-]+/g, ' ')
    .trim();

/** "Europe/London" as people read it: "Europe / London". */
export function timeZoneName(zone: string): string {
  return zone.replaceAll('_', ' ').replaceAll('/', ' / ');
}

// A zone's offset changes only on a quarter hour of UTC (offsets and the local times clocks change at are
// whole quarter hours), so one worked out is kept for the rest of its quarter: a search of every zone by its
// offset would otherwise make hundreds of formatters on each key.
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new BoundedMap<string, { quarter: number; text: string }>(2_000);

/** The zone's offset from UTC now, such as "GMT+1", or '' when the runtime cannot say. */
export function timeZoneOffset(zone: string, at = new Date()): string {
  const quarter = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  const kept = offsets.get(zone);
  if (kept?.quarter === quarter) return kept.text;
  let text = '';
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(at);
    text = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
  offsets.set(zone, { quarter, text });
  return text;
}

/** Whether a searched word could be part of an offset ("gmt", "gmt+5:30", "+1"): other words cannot. */
const OFFSET_WORD = /^[gmt\d+:]+$/;

/**
 * Zones whose name or offset holds every word of the query ("new york", "london", "gmt+1"), best first:
 * a zone whose city starts with the query comes before one that only contains it.
 */
export function searchTimeZones(query: string, zones: readonly string[], limit = 8): string[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const scored: { zone: string; score: number }[] = [];
  for (const zone of zones) {
    const name = normalise(zone.replaceAll('/', ' '));
    // The offset is worked out only for a word the name does not hold and an offset could.
    let offset: string | undefined;
    const holds = (word: string) =>
      name.includes(word) ||
      (OFFSET_WORD.test(word) && (offset ??= timeZoneOffset(zone).toLowerCase()).includes(word));
    if (!words.every(holds)) continue;
    const city = normalise(cityOf(zone) || zone);
    scored.push({ zone, score: city.startsWith(normalise(query)) ? 0 : 1 });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.zone.localeCompare(b.zone))
    .slice(0, limit)
    .map((entry) => entry.zone);
}

/**
 * Time zones that fit a city and country typed by the person, best first: the zone named after the city,
 * then the country's other zones (only when it has a few, so a big country does not flood the list).
 */
export function suggestTimeZones(city: string, country: string, limit = 4): string[] {
  const wantedCity = normalise(city);
  const wantedCountry = normalise(country);
  const match = wantedCountry
    ? Object.values(getAllCountries()).find(
        (c) => normalise(c.name) === wantedCountry || c.id.toLowerCase() === wantedCountry,
      )
    : undefined;
  const pool = match ? match.timezones : wantedCity ? allTimeZones() : [];
  const named = wantedCity ? pool.filter((zone) => normalise(cityOf(zone)) === wantedCity) : [];
  const rest = match && match.timezones.length <= limit ? match.timezones : [];
  return [...new Set([...named, ...rest])].filter(isTimeZone).slice(0, limit);
}
