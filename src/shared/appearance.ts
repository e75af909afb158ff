import type { Settings } from './settings';
import { FONTS, settingsSchema, THEMES } from './settings';

/** The preferences that decide how every screen looks. No health data: safe to keep in a cookie. */
export const appearanceSchema = settingsSchema.pick({
  themeColor: true,
  fontFamily: true,
  fontStyle: true,
  textSize: true,
  colorScheme: true,
  lineSpacing: true,
  reduceMotion: true,
});

export type Appearance = Pick<Settings, keyof typeof appearanceSchema.shape>;

/** Kept so the server can paint the next page in the person's look before any script runs. */
export const APPEARANCE_COOKIE = 'nn_appearance';

export interface RootAppearance {
  style: Record<string, string>;
  data: Record<string, string>;
}

/**
 * The CSS variables and data attributes of <html> for these preferences (SPEC §4). `dark` is the scheme in
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
  const picked = appearanceSchema.parse(prefs);
  return encodeURIComponent(JSON.stringify(picked));
}

/** The appearance in a cookie value, or null when it is missing or not one we wrote. */
export function decodeAppearance(raw: string | undefined): Appearance | null {
  if (!raw) return null;
  // Some cookie readers decode the value already; others hand it over as written.
  for (const text of [raw, safeDecode(raw)]) {
    try {
      const parsed = appearanceSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
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
