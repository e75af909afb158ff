import type { SoundId } from '../../../shared/focus-sounds/sounds';

/** Each sound's name on the mixer, and a few words on what it is like. */
export const SOUND_NAMES: Record<SoundId, { name: string; about: string }> = {
  white: { name: 'White noise', about: 'Even hiss, like a radio between stations.' },
  pink: { name: 'Pink noise', about: 'Softer and deeper than white noise.' },
  brown: { name: 'Brown noise', about: 'A deep, low rumble.' },
  rain: { name: 'Rain', about: 'Steady rain with drops close by.' },
  waves: { name: 'Ocean waves', about: 'Surf that rises and falls slowly.' },
  wind: { name: 'Wind', about: 'A gentle wind that comes and goes.' },
  fan: { name: 'Fan hum', about: 'A fan or air conditioner across the room.' },
  fire: { name: 'Fireplace', about: 'A low fire with small crackles.' },
  binaural: {
    name: 'Binaural beats',
    about: 'Two close tones, one in each ear. Needs headphones. Some people find them calming.',
  },
};
