import type { Settings } from '../../shared/settings';
import { DEFAULT_SETTINGS, FONTS, THEMES } from '../../shared/settings';

/** Appearance only (no health data), kept so the next visit paints in the right theme at once. */
export const APPEARANCE_KEY = 'neuronest-appearance';

type Appearance = Pick<
  Settings,
  'themeColor' | 'fontFamily' | 'fontStyle' | 'textSize' | 'colorScheme' | 'lineSpacing' | 'reduceMotion'
>;

function prefersDark() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Sets the CSS variables and data attributes on <html> that every screen reads (SPEC §4). */
export function applyPreferences(prefs: Appearance, root: HTMLElement = document.documentElement) {
  const theme = THEMES[prefs.themeColor] ?? THEMES.indigo;
  const dark = prefs.colorScheme === 'dark' || (prefs.colorScheme === 'system' && prefersDark());
  root.style.setProperty('--theme-color', theme.color);
  root.style.setProperty('--theme-color-strong', theme.strong);
  root.style.setProperty('--theme-bg', dark ? theme.softDark : theme.soft);
  root.style.setProperty('--font-family', (FONTS[prefs.fontFamily] ?? FONTS.system).stack);
  root.style.setProperty('--line-height', String(prefs.lineSpacing));
  root.style.setProperty('--text-scale', String(prefs.textSize));
  root.dataset.colorScheme = dark ? 'dark' : 'light';
  root.dataset.readingMode = prefs.fontStyle;
  root.dataset.bionicReading = String(prefs.fontStyle === 'bionic');
  if (prefs.reduceMotion === null) delete root.dataset.reduceMotion;
  else root.dataset.reduceMotion = String(prefs.reduceMotion);
}

export function rememberAppearance(prefs: Appearance) {
  try {
    const { themeColor, fontFamily, fontStyle, textSize, colorScheme, lineSpacing, reduceMotion } = prefs;
    localStorage.setItem(
      APPEARANCE_KEY,
      JSON.stringify({ themeColor, fontFamily, fontStyle, textSize, colorScheme, lineSpacing, reduceMotion }),
    );
  } catch {
    // Storage can be full or blocked; the preferences still apply once they load.
  }
}

export function rememberedAppearance(): Appearance | null {
  try {
    const raw = localStorage.getItem(APPEARANCE_KEY);
    return raw ? { ...DEFAULT_SETTINGS, ...(JSON.parse(raw) as Partial<Appearance>) } : null;
  } catch {
    return null;
  }
}

export function forgetAppearance() {
  try {
    localStorage.removeItem(APPEARANCE_KEY);
  } catch {
    // Nothing to forget.
  }
  applyPreferences(DEFAULT_SETTINGS);
}
