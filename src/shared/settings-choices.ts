// The choices of each setting, without their validation: the first script of every page reads these,
// and it must stay small (the schemas in settings.ts bring zod with them).

export const THEME_COLORS = ['indigo', 'rose', 'sky', 'emerald', 'amber', 'violet'] as const;
export const FONT_FAMILIES = ['system', 'opendyslexic', 'arial', 'verdana', 'roboto', 'georgia'] as const;
export const FONT_STYLES = ['normal', 'bold-start', 'bionic'] as const;
export const COLOR_SCHEMES = ['system', 'light', 'dark'] as const;
export const TEXT_SIZES = [1, 1.125, 1.25, 1.5] as const;
/** Syllables shown in reading text: not at all, in long words only, or in every word that has more than one. */
export const SYLLABLE_MODES = ['off', 'long', 'all'] as const;

export type ThemeColor = (typeof THEME_COLORS)[number];
export type FontFamily = (typeof FONT_FAMILIES)[number];
export type FontStyle = (typeof FONT_STYLES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export type SyllableMode = (typeof SYLLABLE_MODES)[number];

export const LINE_SPACING = { min: 1, max: 3, step: 0.1 } as const;

/**
 * Every preference as saved and read back; settings.ts checks exactly this shape (settings.test.ts proves the two
 * agree). readingModeChosen is set by the server the first time a reading mode is saved (decision 028).
 */
export interface Settings {
  themeColor: ThemeColor;
  fontFamily: FontFamily;
  fontStyle: FontStyle;
  textSize: number;
  colorScheme: ColorScheme;
  lineSpacing: number;
  autoTextToSpeech: boolean;
  readingRuler: boolean;
  highlightLine: boolean;
  /** Reading aids drawn in reading text (decision 164): syllables, and the parts of speech marked. */
  syllables: SyllableMode;
  markNouns: boolean;
  markVerbs: boolean;
  markAdjectives: boolean;
  markAdverbs: boolean;
  /** The reading level of a text shown in words where the converter shows it. */
  readingLevel: boolean;
  /** A summary and a plainer version offered above a long text in the converter (decision 170). */
  offerSummary: boolean;
  /** Word meanings from the picture dictionary offered beside a converted text (decision 171). */
  wordMeanings: boolean;
  /** null: follow the system's reduced-motion setting. */
  reduceMotion: boolean | null;
  taskReminders: boolean;
  breakReminders: boolean;
  usageDataOptIn: boolean;
  readingModeChosen: boolean;
}

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
