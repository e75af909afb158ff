import type { Appearance } from '../../shared/appearance';
import {
  APPEARANCE_COOKIE,
  DEFAULT_APPEARANCE,
  decodeAppearance,
  encodeAppearance,
  rootAppearance,
} from '../../shared/appearance';

const YEAR = 60 * 60 * 24 * 365;

function prefersDark() {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Sets the CSS variables and data attributes on <html> that every screen reads (docs/product.md#states). */
export function applyPreferences(prefs: Appearance, root: HTMLElement = document.documentElement) {
  const dark = prefs.colorScheme === 'dark' || (prefs.colorScheme === 'system' && prefersDark());
  const { style, data } = rootAppearance(prefs, dark);
  for (const [name, value] of Object.entries(style)) root.style.setProperty(name, value);
  root.dataset.colorScheme = data.colorScheme;
  root.dataset.readingMode = data.readingMode;
  root.dataset.bionicReading = data.bionicReading;
  if (data.reduceMotion === undefined) delete root.dataset.reduceMotion;
  else root.dataset.reduceMotion = data.reduceMotion;
}

/** Keeps the look in a cookie, so the server paints the next page with it before any script runs. */
export function rememberAppearance(prefs: Appearance) {
  document.cookie = `${APPEARANCE_COOKIE}=${encodeAppearance(prefs)}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}

export function rememberedAppearance(): Appearance | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${APPEARANCE_COOKIE}=`));
  return decodeAppearance(entry?.slice(APPEARANCE_COOKIE.length + 1));
}

export function forgetAppearance() {
  document.cookie = `${APPEARANCE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  applyPreferences(DEFAULT_APPEARANCE);
}
