import { z } from './zod';
import {
  COLOR_SCHEMES,
  FONT_FAMILIES,
  FONT_STYLES,
  LINE_SPACING,
  SYLLABLE_MODES,
  TEXT_SIZES,
  THEME_COLORS,
} from './settings-choices';

export * from './settings-choices';
export * from './settings-defaults';

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Please choose one of the listed ${what}.` });

/** Every preference a user can save. Theme, font and reading mode follow docs/product.md#settings; the rest the settings issue. */
export const settingsSchema = z.object({
  themeColor: choice(THEME_COLORS, 'theme colours'),
  fontFamily: choice(FONT_FAMILIES, 'fonts'),
  fontStyle: choice(FONT_STYLES, 'reading modes'),
  textSize: z
    .number({ error: 'Text size must be a number.' })
    .refine(
      (size) => (TEXT_SIZES as readonly number[]).includes(size),
      'Please choose one of the listed text sizes.',
    ),
  colorScheme: choice(COLOR_SCHEMES, 'colour schemes'),
  lineSpacing: z
    .number({ error: 'Line spacing must be a number.' })
    .min(LINE_SPACING.min, 'Line spacing must be between 1 and 3.')
    .max(LINE_SPACING.max, 'Line spacing must be between 1 and 3.')
    .transform((value) => Math.round(value * 10) / 10),
  autoTextToSpeech: z.boolean({ error: 'Please answer with on or off.' }),
  readingRuler: z.boolean({ error: 'Please answer with on or off.' }),
  highlightLine: z.boolean({ error: 'Please answer with on or off.' }),
  syllables: choice(SYLLABLE_MODES, 'syllable choices'),
  markNouns: z.boolean({ error: 'Please answer with on or off.' }),
  markVerbs: z.boolean({ error: 'Please answer with on or off.' }),
  markAdjectives: z.boolean({ error: 'Please answer with on or off.' }),
  markAdverbs: z.boolean({ error: 'Please answer with on or off.' }),
  readingLevel: z.boolean({ error: 'Please answer with on or off.' }),
  offerSummary: z.boolean({ error: 'Please answer with on or off.' }),
  wordMeanings: z.boolean({ error: 'Please answer with on or off.' }),
  /** null: follow the system's reduced-motion setting. */
  reduceMotion: z.boolean({ error: 'Please answer with on or off.' }).nullable(),
  taskReminders: z.boolean({ error: 'Please answer with on or off.' }),
  breakReminders: z.boolean({ error: 'Please answer with on or off.' }),
  usageDataOptIn: z.boolean({ error: 'Please answer with on or off.' }),
});

export const settingsUpdateSchema = settingsSchema.partial().strict();

/**
 * The settings as saved and read back. readingModeChosen is set by the server the first time a reading mode
 * is saved; it is never sent by the client. Until then, the dashboard may pick a mode that suits the person
 * (decision 028).
 */
export const savedSettingsSchema = settingsSchema.extend({ readingModeChosen: z.boolean() });

export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;
