import { describe, expect, it } from 'vitest';
import { zoneFormats } from './clock-time';

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
