import { z } from 'zod';

export const THEME_COLORS = ['indigo', 'rose', 'sky', 'emerald', 'amber', 'violet'] as const;
export const FONT_FAMILIES = ['system', 'opendyslexic', 'arial', 'verdana', 'roboto', 'georgia'] as const;
export const FONT_STYLES = ['normal', 'bold-start', 'bionic'] as const;
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export const TEXT_SIZES = [1, 1.125, 1.25, 1.5] as const;

export type ThemeColor = (typeof THEME_COLORS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontStyle = (typeof FONT_STYLES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const LINE_SPACING = { min: 1, max: 3, step: 0.1 } as const;

const choice = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `Please choose one of the listed ${what}.` });

/** Every preference a user can save. Theme, font and reading mode follow SPEC §2; the rest the settings issue. */
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

export type Settings = z.output<typeof savedSettingsSchema>;
export type SettingsUpdate = z.input<typeof settingsUpdateSchema>;

export const DEFAULT_SETTINGS: Settings = {
  themeColor: 'indigo',
  fontFamily: 'system',
  fontStyle: 'normal',
  textSize: 1,
  colorScheme: 'system',
  lineSpacing: 1.6,
  autoTextToSpeech: false,
  readingRuler: false,
  highlightLine: false,
  reduceMotion: null,
  taskReminders: false,
  breakReminders: false,
  usageDataOptIn: false,
  readingModeChosen: false,
};

export const THEMES: Record<
  ThemeColor,
  { label: string; color: string; strong: string; soft: string; softDark: string }
> = {
  indigo: { label: 'Indigo', color: '#4f46e5', strong: '#3730a3', soft: '#eef2ff', softDark: '#262a4d' },
  rose: { label: 'Rose', color: '#e11d48', strong: '#9f1239', soft: '#fff1f2', softDark: '#45202a' },
  sky: { label: 'Sky', color: '#0369a1', strong: '#075985', soft: '#f0f9ff', softDark: '#17334a' },
  emerald: { label: 'Emerald', color: '#047857', strong: '#065f46', soft: '#ecfdf5', softDark: '#163b30' },
  amber: { label: 'Amber', color: '#b45309', strong: '#92400e', soft: '#fffbeb', softDark: '#3f2e17' },
  violet: { label: 'Violet', color: '#7c3aed', strong: '#5b21b6', soft: '#f5f3ff', softDark: '#33224f' },
};

export const FONTS: Record<FontFamily, { label: string; stack: string }> = {
  system: {
    label: 'System Default',
    stack: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  opendyslexic: { label: 'OpenDyslexic', stack: "'OpenDyslexic', 'Comic Sans MS', sans-serif" },
  arial: { label: 'Arial', stack: "Arial, 'Liberation Sans', Helvetica, sans-serif" },
  verdana: { label: 'Verdana', stack: "Verdana, 'DejaVu Sans', Geneva, sans-serif" },
  roboto: { label: 'Roboto', stack: "'Roboto', system-ui, sans-serif" },
  georgia: { label: 'Georgia', stack: "Georgia, 'DejaVu Serif', 'Times New Roman', serif" },
};

export const READING_MODES: Record<FontStyle, { label: string; description: string }> = {
  normal: { label: 'Normal', description: 'Text as it is written.' },
  'bold-start': { label: 'Bold Start', description: 'The first letter of each word in bold.' },
  bionic: { label: 'Bionic Reading', description: 'The first half of each word in bold, to guide the eye.' },
};
