import { describe, expect, it } from 'vitest';
import { clockTime } from '../../../shared/clock-time';
import { dueNow, inQuietHours, nextWake } from './timing';

const MINUTE = 60_000;
const quiet = { quietHours: true, quietStart: '22:00', quietEnd: '07:00' };
const at = (iso: string) => Date.parse(iso);

describe('reminder timing', () => {
  const now = at('2026-11-24T10:00:00Z');
  const moments = [
    { key: 'routine:a', at: now - 11 * MINUTE },
    { key: 'routine:b', at: now - 2 * MINUTE },
    { key: 'routine:c', at: now },
    { key: 'routine:d', at: now + 5 * MINUTE },
    { key: 'routine:e', at: now + 3 * MINUTE },
  ];

  it('shows what has come within ten minutes, once', () => {
    expect(dueNow(moments, now, new Set()).map((m) => m.key)).toEqual(['routine:b', 'routine:c']);
    expect(dueNow(moments, now, new Set(['routine:b'])).map((m) => m.key)).toEqual(['routine:c']);
  });

  it('wakes for the next one to come', () => {
    expect(nextWake(moments, now, new Set())).toBe(now + 3 * MINUTE);
    expect(nextWake(moments, now, new Set(['routine:e']))).toBe(now + 5 * MINUTE);
    expect(nextWake([], now, new Set())).toBeUndefined();
  });

  it('reads the clock of the profile’s zone', () => {
    expect(clockTime(new Date(at('2026-11-24T22:30:00Z')), 'Europe/Berlin')).toBe('23:30');
    expect(clockTime(new Date(at('2026-11-24T00:05:00Z')), 'UTC')).toBe('00:05');
  });

  it('knows quiet hours over midnight and within a day, and when they are off', () => {
    expect(inQuietHours(at('2026-11-24T23:00:00Z'), quiet, 'UTC')).toBe(true);
    expect(inQuietHours(at('2026-11-24T06:59:00Z'), quiet, 'UTC')).toBe(true);
    expect(inQuietHours(at('2026-11-24T07:00:00Z'), quiet, 'UTC')).toBe(false);
    expect(inQuietHours(at('2026-11-24T21:59:00Z'), quiet, 'UTC')).toBe(false);
    expect(inQuietHours(at('2026-11-24T21:30:00Z'), quiet, 'Europe/Berlin')).toBe(true);
    const day = { quietHours: true, quietStart: '13:00', quietEnd: '15:00' };
    expect(inQuietHours(at('2026-11-24T14:00:00Z'), day, 'UTC')).toBe(true);
    expect(inQuietHours(at('2026-11-24T15:00:00Z'), day, 'UTC')).toBe(false);
    expect(inQuietHours(at('2026-11-24T23:00:00Z'), { ...quiet, quietHours: false }, 'UTC')).toBe(false);
  });
});
