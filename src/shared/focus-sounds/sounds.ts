import { appMadeId } from '../app-id';
import { z } from '../zod';

// Focus Sounds: docs/product.md#focus-sounds, #limits and decisions 094 to 096.

/** Every sound of the mixer, in the order the screen shows them. */
export const SOUND_IDS = [
  'white',
  'pink',
  'brown',
  'rain',
  'waves',
  'wind',
  'fan',
  'fire',
  'binaural',
] as const;
export type SoundId = (typeof SOUND_IDS)[number];

/** One sound's place in a mix: whether it plays, and how loud (0 to 1) it is when it does. */
export interface Channel {
  on: boolean;
  volume: number;
}

export type Channels = Record<SoundId, Channel>;

export interface Mix {
  /** The volume of everything together, 0 to 1. */
  master: number;
  channels: Channels;
}

export interface SavedMix {
  id: string;
  name: string;
  mix: Mix;
}

/** Where the master volume starts: low, so the first press never startles (docs/product.md#focus-sounds). */
export const START_MASTER = 0.3;
/** Where a sound's own volume starts when it is first turned on. */
export const START_VOLUME = 0.5;

export const MIX_NAME_MAX = 60;
/** The most mixes one account keeps (decision 095). */
export const SAVED_MIX_LIMIT = 30;
export const MIX_LIMIT_MESSAGE = `You have ${SAVED_MIX_LIMIT} saved mixes, the most NeuroNest keeps. Delete one you no longer need to save another.`;
export const mixNameTakenMessage = (name: string) =>
  `You already have a mix called "${name}". Please choose another name.`;

/** Every sound off at its starting volume. */
export function silentChannels(): Channels {
  return Object.fromEntries(SOUND_IDS.map((id) => [id, { on: false, volume: START_VOLUME }])) as Channels;
}

/** A mix of the given sounds at the given volumes, the others off. */
export function mixOf(levels: Partial<Record<SoundId, number>>, master = START_MASTER): Mix {
  const channels = silentChannels();
  for (const [id, volume] of Object.entries(levels) as [SoundId, number][]) {
    channels[id] = { on: true, volume };
  }
  return { master, channels };
}

/** The ready mixes, always offered and never changed or deleted. */
export const BUILT_IN_MIXES: readonly SavedMix[] = [
  { id: 'deep-focus', name: 'Deep focus', mix: mixOf({ brown: 0.7, fan: 0.35 }) },
  { id: 'rainy-cafe', name: 'Rainy café', mix: mixOf({ rain: 0.65, pink: 0.2, fire: 0.3 }) },
  { id: 'sleep', name: 'Sleep', mix: mixOf({ waves: 0.6, brown: 0.35, wind: 0.2 }) },
];

/** Whether any sound of the mix would be heard. */
export const isAudible = (mix: Mix) =>
  mix.master > 0 && SOUND_IDS.some((id) => mix.channels[id].on && mix.channels[id].volume > 0);

/** A volume in plain words, for sliders' aria-valuetext: "Quiet, 20 percent". */
export function volumeWords(volume: number): string {
  const percent = Math.round(volume * 100);
  if (percent === 0) return 'Silent, 0 percent';
  const word = percent <= 30 ? 'Quiet' : percent <= 65 ? 'Medium' : 'Loud';
  return `${word}, ${percent} percent`;
}

// ---- The timer (decision 096) ----

/** The timer's lengths in minutes; null plays until stopped. */
export const TIMER_CHOICES = [null, 25, 45, 60, 90] as const;
export type TimerChoice = (typeof TIMER_CHOICES)[number];
/** The sound fades out over the timer's last 30 seconds. */
export const FADE_MS = 30_000;

/** When a timer started at `now` ends, as epoch milliseconds; null without one. */
export const timerEnd = (minutes: TimerChoice, now: number): number | null =>
  minutes === null ? null : now + minutes * 60_000;

/** Milliseconds left until `endAt`, never below 0. */
export const timeLeft = (endAt: number, now: number) => Math.max(0, endAt - now);

/**
 * How loud the timer lets the sound be at `now`: 1 until the last 30 seconds, then falling in a straight line
 * to 0 at the end. Always from the end time, so it is right after the tab or the computer slept.
 */
export function timerGain(endAt: number | null, now: number): number {
  if (endAt === null) return 1;
  const left = timeLeft(endAt, now);
  return left >= FADE_MS ? 1 : left / FADE_MS;
}

/** "24 minutes left", "1 minute left", "Less than a minute left". */
export function timeLeftWords(endAt: number, now: number): string {
  const minutes = Math.ceil(timeLeft(endAt, now) / 60_000);
  if (timeLeft(endAt, now) < 60_000) return 'Less than a minute left';
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

// ---- Saved mixes: request bodies ----

const volume = z.lazy(() =>
  z
    .number({ error: 'Please give each volume as a number from 0 to 1.' })
    .min(0, 'A volume is at least 0.')
    .max(1, 'A volume is at most 1.'),
);

const channel = z.lazy(() =>
  z.object(
    { on: z.boolean({ error: 'Please say whether each sound is on.' }), volume },
    { error: 'Please give each sound as on or off with a volume.' },
  ),
);

const channelsSchema = z.lazy(() =>
  z
    .object(
      Object.fromEntries(SOUND_IDS.map((id) => [id, channel.optional()])) as Record<
        SoundId,
        z.ZodOptional<typeof channel>
      >,
      { error: 'Please give the sounds of the mix, using only the sounds of the mixer.' },
    )
    .strict()
    .transform((given): Channels => {
      const channels = silentChannels();
      for (const id of SOUND_IDS) channels[id] = given[id] ?? channels[id];
      return channels;
    }),
);

export const mixSchema = z.lazy(() =>
  z.object({ master: volume, channels: channelsSchema }, { error: 'Please give the mix to save.' }),
);

export const mixNameSchema = z.lazy(() =>
  z
    .string({ error: 'Please give the mix a name.' })
    .trim()
    .min(1, 'Please give the mix a name.')
    .max(MIX_NAME_MAX, `A mix's name can be at most ${MIX_NAME_MAX} characters.`),
);

/**
 * POST /api/focus-sounds/mixes, with the id the app gave the new mix (decision 101); Undo after a delete sends
 * the mix back with its id.
 */
export const savedMixCreateSchema = z.lazy(() =>
  z.object({
    id: appMadeId('mix'),
    name: mixNameSchema,
    mix: mixSchema,
  }),
);
export type SavedMixCreate = z.input<typeof savedMixCreateSchema>;

/** PATCH /api/focus-sounds/mixes/:id: a new name. */
export const savedMixRenameSchema = z.lazy(() => z.object({ name: mixNameSchema }));

/** What the account keeps, in the tool settings' `focusSounds` entry. Entries that no longer fit are dropped. */
export const focusSoundsSettingsSchema = z.lazy(() =>
  z
    .object({
      mixes: z
        .array(z.object({ id: z.string(), name: z.string(), mix: mixSchema }))
        .catch(() => [])
        .default(() => []),
    })
    .catch(() => ({ mixes: [] }))
    .default(() => ({ mixes: [] })),
);

/** Whether `name` is already used by another of `mixes` (case and spacing do not make a name new). */
export const nameTaken = (mixes: readonly SavedMix[], name: string, exceptId?: string) =>
  mixes.some((mix) => mix.id !== exceptId && mix.name.trim().toLowerCase() === name.trim().toLowerCase());
