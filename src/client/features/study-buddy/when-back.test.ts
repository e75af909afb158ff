import { describe, expect, it } from 'vitest';
import { dueDay, whenBack } from './when-back';

const now = new Date('2026-11-24T22:30:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('when a card comes back', () => {
  it('says minutes, hours, tomorrow or days, on the profile clock', () => {
    expect(whenBack(later(1), now, 'Europe/London')).toBe('in 1 minute');
    expect(whenBack(later(10), now, 'Europe/London')).toBe('in 10 minutes');
    expect(whenBack(later(105), now, 'Europe/London')).toBe('tomorrow');
    // Still the same day in New York (17:30 there).
    expect(whenBack(later(180), now, 'America/New_York')).toBe('in 3 hours');
    expect(whenBack(later(4 * 24 * 60), now, 'Europe/London')).toBe('in 4 days');
    expect(whenBack(later(90 * 24 * 60), now, 'Europe/London')).toBe('in 3 months');
  });

  it('names the due day in the profile time zone', () => {
    expect(dueDay(later(120), 'Europe/London')).toBe('Wed 25 Nov');
    expect(dueDay(later(120), 'America/New_York')).toBe('Tue 24 Nov');
  });
});
