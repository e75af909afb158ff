import { describe, expect, it } from 'vitest';
import { isTimeZone, zoneFormats } from './clock-time';

describe('zoneFormats', () => {
  const dayOf = zoneFormats('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
  const instant = new Date('2026-11-26T23:30:00Z');

  it("formats on each zone's own clock and keeps one formatter a zone", () => {
    expect(dayOf('Europe/Berlin').format(instant)).toBe('2026-11-27');
    expect(dayOf('America/New_York').format(instant)).toBe('2026-11-26');
    expect(dayOf('Europe/Berlin')).toBe(dayOf('Europe/Berlin'));
  });

  it('throws for a zone the runtime does not know, every time', () => {
    expect(() => dayOf('Mars/Olympus')).toThrow(RangeError);
    expect(() => dayOf('Mars/Olympus')).toThrow(RangeError);
  });
});

describe('isTimeZone', () => {
  it('takes every name the runtime takes, in any case and by an older name, every time it is asked', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isTimeZone('Europe/London')).toBe(true);
      expect(isTimeZone('europe/LONDON')).toBe(true);
      expect(isTimeZone('Asia/Calcutta')).toBe(true);
      expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
      expect(isTimeZone('Etc/GMT+12')).toBe(true);
    }
  });

  it('refuses a name the runtime does not know, and an empty one, every time', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(isTimeZone('Mars/Olympus')).toBe(false);
      expect(isTimeZone('')).toBe(false);
      expect(isTimeZone('Europe/London ')).toBe(false);
    }
  });
});
