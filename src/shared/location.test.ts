import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLocation, locationFromTimeZone } from './location';

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
