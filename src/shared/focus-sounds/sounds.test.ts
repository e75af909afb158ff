import { describe, expect, it } from 'vitest';
import {
  BUILT_IN_MIXES,
  FADE_MS,
  focusSoundsSettingsSchema,
  isAudible,
  mixOf,
  nameTaken,
  savedMixCreateSchema,
  SOUND_IDS,
  timeLeftWords,
  timerEnd,
  timerGain,
  volumeWords,
} from './sounds';

describe('focus sounds: mixes', () => {
  it('has at least eight sounds, binaural beats among them and off in every ready mix', () => {
    expect(SOUND_IDS.length).toBeGreaterThanOrEqual(8);
    expect(BUILT_IN_MIXES.map((mix) => mix.name)).toEqual(['Deep focus', 'Rainy café', 'Sleep']);
    for (const { mix } of BUILT_IN_MIXES) {
      expect(mix.channels.binaural.on).toBe(false);
      expect(mix.master).toBeLessThanOrEqual(0.3);
      expect(isAudible(mix)).toBe(true);
    }
  });

  it('is silent with every sound off, or the master at 0', () => {
    expect(isAudible(mixOf({}))).toBe(false);
    expect(isAudible(mixOf({ rain: 0.5 }, 0))).toBe(false);
    expect(isAudible(mixOf({ rain: 0 }))).toBe(false);
  });

  it('says a volume in plain words', () => {
    expect(volumeWords(0)).toBe('Silent, 0 percent');
    expect(volumeWords(0.2)).toBe('Quiet, 20 percent');
    expect(volumeWords(0.5)).toBe('Medium, 50 percent');
    expect(volumeWords(0.9)).toBe('Loud, 90 percent');
  });

  it('fills in the sounds a saved mix leaves out, and refuses unknown ones', () => {
    const parsed = savedMixCreateSchema.parse({
      name: ' Rain ',
      mix: { master: 0.2, channels: { rain: { on: true, volume: 0.4 } } },
    });
    expect(parsed.name).toBe('Rain');
    expect(Object.keys(parsed.mix.channels)).toEqual([...SOUND_IDS]);
    expect(parsed.mix.channels.white).toEqual({ on: false, volume: 0.5 });
    const odd = savedMixCreateSchema.safeParse({
      name: 'Odd',
      mix: { master: 0.2, channels: { thunder: { on: true, volume: 1 } } },
    });
    expect(odd.success).toBe(false);
  });

  it('reads stored settings that no longer fit as no mixes, never as an error', () => {
    expect(focusSoundsSettingsSchema.parse(undefined)).toEqual({ mixes: [] });
    expect(focusSoundsSettingsSchema.parse({ mixes: 'broken' })).toEqual({ mixes: [] });
    expect(focusSoundsSettingsSchema.parse(42)).toEqual({ mixes: [] });
  });

  it('treats names that differ only in case or spaces as the same, except the mix itself', () => {
    const mixes = [{ id: 'a', name: 'Rain', mix: mixOf({}) }];
    expect(nameTaken(mixes, ' rain ')).toBe(true);
    expect(nameTaken(mixes, 'rain', 'a')).toBe(false);
    expect(nameTaken(mixes, 'Rainy')).toBe(false);
  });
});

describe('focus sounds: the timer', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0, 0);

  it('ends after the chosen minutes, or never', () => {
    expect(timerEnd(25, now)).toBe(now + 25 * 60_000);
    expect(timerEnd(90, now)).toBe(now + 90 * 60_000);
    expect(timerEnd(null, now)).toBeNull();
  });

  it('plays at full volume until the last 30 seconds, then fades in a straight line to silence', () => {
    const end = now + 25 * 60_000;
    expect(timerGain(null, now)).toBe(1);
    expect(timerGain(end, now)).toBe(1);
    expect(timerGain(end, end - FADE_MS)).toBe(1);
    expect(timerGain(end, end - FADE_MS / 2)).toBeCloseTo(0.5);
    expect(timerGain(end, end - 3_000)).toBeCloseTo(0.1);
    expect(timerGain(end, end)).toBe(0);
    // After the computer slept past the end: silence, not a negative volume.
    expect(timerGain(end, end + 3_600_000)).toBe(0);
  });

  it('says the time left in words', () => {
    const end = now + 25 * 60_000;
    expect(timeLeftWords(end, now)).toBe('25 minutes left');
    expect(timeLeftWords(end, end - 61_000)).toBe('2 minutes left');
    expect(timeLeftWords(end, end - 60_000)).toBe('1 minute left');
    expect(timeLeftWords(end, end - 5_000)).toBe('Less than a minute left');
  });
});
