// No zod here: the first script of every page reads the remembered look, and it must stay small.
// appearance.test.ts proves that parseAppearance accepts exactly what the settings schema accepts.
import type { Settings } from './settings-choices';
import {
  COLOR_SCHEMES,
  FONT_FAMILIES,
  FONT_STYLES,
  FONTS,
  LINE_SPACING,
  TEXT_SIZES,
  THEME_COLORS,
  THEMES,
} from './settings-choices';

/** The preferences that decide how every screen looks. No health data: safe to keep in a cookie. */
export const APPEARANCE_KEYS = [
  'themeColor',
  'fontFamily',
  'fontStyle',
  'textSize',
  'colorScheme',
  'lineSpacing',
  'reduceMotion',
] as const satisfies readonly (keyof Settings)[];

export type Appearance = Pick<Settings, (typeof APPEARANCE_KEYS)[number]>;

/** The look before anything is saved; DEFAULT_SETTINGS (settings-defaults.ts) starts from it. */
export const DEFAULT_APPEARANCE: Appearance = {
  themeColor: 'indigo',
  fontFamily: 'system',
  fontStyle: 'normal',
  textSize: 1,
  colorScheme: 'system',
  lineSpacing: 1.6,
  reduceMotion: null,
};

/** Kept so the server can paint the next page in the person's look before any script runs. */
export const APPEARANCE_COOKIE = 'nn_appearance';

const oneOf = (values: readonly unknown[], value: unknown) => values.includes(value);

/** The look in an unknown value, or null unless every field is one the settings allow. */
export function parseAppearance(value: unknown): Appearance | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const spacing = v.lineSpacing;
  const valid =
    oneOf(THEME_COLORS, v.themeColor) &&
    oneOf(FONT_FAMILIES, v.fontFamily) &&
    oneOf(FONT_STYLES, v.fontStyle) &&
    oneOf(TEXT_SIZES, v.textSize) &&
    oneOf(COLOR_SCHEMES, v.colorScheme) &&
    typeof spacing === 'number' &&
    spacing >= LINE_SPACING.min &&
    spacing <= LINE_SPACING.max &&
    (v.reduceMotion === null || typeof v.reduceMotion === 'boolean');
  if (!valid) return null;
  const picked = Object.fromEntries(APPEARANCE_KEYS.map((key) => [key, v[key]])) as Appearance;
  return { ...picked, lineSpacing: Math.round(spacing * 10) / 10 };
}

export interface RootAppearance {
  style: Record<string, string>;
  data: Record<string, string>;
}

/**
 * The CSS variables and data attributes of <html> for these preferences (docs/product.md#states). `dark` is the scheme in
 * use; null when it follows a system setting not known here (the stylesheet then follows the system).
 */
export function rootAppearance(prefs: Appearance, dark: boolean | null): RootAppearance {
  const theme = THEMES[prefs.themeColor] ?? THEMES.indigo;
  const data: Record<string, string> = {
    readingMode: prefs.fontStyle,
    bionicReading: String(prefs.fontStyle === 'bionic'),
  };
  if (dark !== null) data.colorScheme = dark ? 'dark' : 'light';
  if (prefs.reduceMotion !== null) data.reduceMotion = String(prefs.reduceMotion);
  return {
    style: {
      '--theme-color': theme.color,
      '--theme-color-strong': theme.strong,
      '--theme-bg': dark ? theme.softDark : theme.soft,
      '--font-family': (FONTS[prefs.fontFamily] ?? FONTS.system).stack,
      '--line-height': String(prefs.lineSpacing),
      '--text-scale': String(prefs.textSize),
    },
    data,
  };
}

export function encodeAppearance(prefs: Appearance): string {
  const picked = parseAppearance(prefs);
  if (!picked) throw new Error('These preferences are not a look the settings allow.');
  return encodeURIComponent(JSON.stringify(picked));
}

/** The appearance in a cookie value, or null when it is missing or not one we wrote. */
export function decodeAppearance(raw: string | undefined): Appearance | null {
  if (!raw) return null;
  // Some cookie readers decode the value already; others hand it over as written.
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = parseAppearance(JSON.parse(text));
      if (parsed) return parsed;
    } catch {
      // Not JSON in this form; try the other.
    }
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
