import { describe, expect, it } from 'vitest';
import { sinceWords, webcalAddress } from './calendar-feed';

describe('the calendar feed in words', () => {
  it('gives the address to calendar apps as webcal://, whatever its scheme', () => {
    const secret = 'a'.repeat(43);
    expect(webcalAddress(`https://nest.example/calendar/${secret}.ics`)).toBe(
      `webcal://nest.example/calendar/${secret}.ics`,
    );
    expect(webcalAddress('http://localhost:3000/calendar/x.ics')).toBe(
      'webcal://localhost:3000/calendar/x.ics',
    );
  });

  it('says how long ago a calendar app read the feed, in plain words', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const ago = (ms: number) => sinceWords(new Date(now - ms).toISOString(), now);
    expect(ago(20_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(5 * 60_000)).toBe('5 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(23 * 3_600_000)).toBe('23 hours ago');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
    // A clock a little ahead on the server is not "in the future".
    expect(ago(-30_000)).toBe('just now');
  });
});
