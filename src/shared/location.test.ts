import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allTimeZones,
  detectLocation,
  locationFromTimeZone,
  searchTimeZones,
  suggestTimeZones,
  timeZoneName,
  timeZoneOffset,
} from './location';

describe('locationFromTimeZone', () => {
  it.each([
    ['Europe/London', 'London', 'United Kingdom'],
    ['America/New_York', 'New York', 'United States of America'],
    ['Asia/Kolkata', 'Kolkata', 'India'],
    ['America/Argentina/Buenos_Aires', 'Buenos Aires', 'Argentina'],
    ['America/Port-au-Prince', 'Port-au-Prince', 'Haiti'],
    ['Asia/Calcutta', 'Calcutta', 'India'],
  ])('%s is %s in %s', (timezone, city, country) => {
    expect(locationFromTimeZone(timezone)).toEqual({ city, country, timezone });
  });

  it('takes the city of the real zone when the browser reports a legacy name', () => {
    expect(locationFromTimeZone('US/Eastern')).toEqual({
      city: 'New York',
      country: 'United States of America',
      timezone: 'US/Eastern',
    });
  });

  it.each(['UTC', 'Etc/UTC', 'Etc/GMT+1'])('%s keeps the zone but names no place', (timezone) => {
    expect(locationFromTimeZone(timezone)).toEqual({ city: '', country: '', timezone });
  });

  it.each(['Mars/Olympus_Mons', '', '   ', 'constructor', '__proto__'])(
    'an unknown zone %j gives empty strings',
    (timezone) => {
      expect(locationFromTimeZone(timezone)).toEqual({ city: '', country: '', timezone: '' });
    },
  );
});

describe('detectLocation', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("uses the browser's time zone", () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).resolvedOptions(),
      timeZone: 'Europe/Berlin',
    });
    expect(detectLocation()).toEqual({ city: 'Berlin', country: 'Germany', timezone: 'Europe/Berlin' });
  });
});

describe('suggestTimeZones', () => {
  it('proposes the zone named after the city first', () => {
    expect(suggestTimeZones('London', 'United Kingdom')[0]).toBe('Europe/London');
    expect(suggestTimeZones('new york', 'United States of America')).toEqual(['America/New_York']);
  });

  it("proposes a small country's zones from the country alone", () => {
    expect(suggestTimeZones('', 'Ireland')).toEqual(['Europe/Dublin']);
    expect(suggestTimeZones('Cork', 'Ireland')).toEqual(['Europe/Dublin']);
  });

  it('finds the city without a country, and nothing from nothing', () => {
    expect(suggestTimeZones('Tokyo', '')).toEqual(['Asia/Tokyo']);
    expect(suggestTimeZones('', '')).toEqual([]);
    expect(suggestTimeZones('Springfield', 'United States of America')).toEqual([]);
  });
});

describe('searchTimeZones', () => {
  const zones = allTimeZones();

  it('finds zones by any part of their name, ignoring case, spaces and underscores', () => {
    expect(searchTimeZones('new york', zones)).toContain('America/New_York');
    expect(searchTimeZones('LONDON', zones)[0]).toBe('Europe/London');
    expect(searchTimeZones('europe lon', zones)).toContain('Europe/London');
  });

  it('finds zones by their offset now, alone or beside a part of the name', () => {
    // Tokyo keeps GMT+9 all year; London is never nine hours ahead.
    const ahead = searchTimeZones('gmt+9', zones, 100);
    expect(ahead).toContain('Asia/Tokyo');
    expect(ahead).not.toContain('Europe/London');
    expect(searchTimeZones('tokyo gmt+9', zones)).toEqual(['Asia/Tokyo']);
    expect(searchTimeZones('tokyo gmt+1', zones)).toEqual([]);
  });

  it('returns nothing for an empty query and at most the limit', () => {
    expect(searchTimeZones('  ', zones)).toEqual([]);
    expect(searchTimeZones('america', zones, 5)).toHaveLength(5);
  });

  it('reads zones as people do', () => {
    expect(timeZoneName('America/New_York')).toBe('America / New York');
    expect(timeZoneOffset('Asia/Tokyo', new Date('2026-01-01T00:00:00Z'))).toBe('GMT+9');
  });

  it("gives a zone's offset at each instant, across a change of the clocks", () => {
    // London's clocks went forward at 01:00 UTC on 29 March 2026.
    // Runtimes write no offset as "GMT" or "GMT+0".
    expect(timeZoneOffset('Europe/London', new Date('2026-03-29T00:59:59Z'))).toMatch(/^GMT(\+0)?$/);
    expect(timeZoneOffset('Europe/London', new Date('2026-03-29T01:00:00Z'))).toBe('GMT+1');
    expect(timeZoneOffset('Europe/London', new Date('2026-03-29T00:59:59Z'))).toMatch(/^GMT(\+0)?$/);
    expect(timeZoneOffset('Mars/Olympus')).toBe('');
  });
});
