import type { Appearance } from '../../shared/appearance';
import { rootAppearance } from '../../shared/appearance';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const kebab = (name: string) => name.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`);

/**
 * Writes the person's look (theme, font, spacing, scheme) onto the page's <html> element, so the very first
 * paint already has it: no flash of the wrong theme or font before the app's script runs.
 */
export function paintAppearance(html: string, prefs: Appearance | null): string {
  if (!prefs) return html;
  const dark = prefs.colorScheme === 'system' ? null : prefs.colorScheme === 'dark';
  const { style, data } = rootAppearance(prefs, dark);
  const styleText = Object.entries(style)
    .map(([name, value]) => `${name}: ${value}`)
    .join('; ');
  const dataText = Object.entries(data)
    .map(([name, value]) => ` data-${kebab(name)}="${escapeAttribute(value)}"`)
    .join('');
  return html.replace(
    '<html lang="en">',
    `<html lang="en"${dataText} style="${escapeAttribute(styleText)}">`,
  );
}
