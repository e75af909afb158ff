import type { Currency } from './budget';

/*
 * The currency a new budget starts in, worked out offline from the profile's country or the browser's
 * language tag (en-GB, de-DE); no location lookup leaves the device.
 */

/** Countries and territories whose everyday currency is the euro (ISO 3166 codes). */
// prettier-ignore
const EURO = [
  'AT', 'BE', 'HR', 'CY', 'EE', 'FI', 'FR', 'DE', 'GR', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PT', 'SK',
  'SI', 'ES', 'AD', 'MC', 'SM', 'VA', 'ME', 'XK', 'GF', 'GP', 'MQ', 'YT', 'RE', 'BL', 'MF', 'PM', 'AX',
];
// prettier-ignore
const POUND = ['GB', 'IM', 'JE', 'GG'];
// prettier-ignore
const DOLLAR = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM', 'EC', 'SV', 'PA', 'TL', 'FM', 'MH', 'PW', 'BQ', 'TC', 'VG'];

const BY_CODE = new Map<string, Currency>([
  ...EURO.map((code) => [code, 'EUR'] as const),
  ...POUND.map((code) => [code, 'GBP'] as const),
  ...DOLLAR.map((code) => [code, 'USD'] as const),
]);

/** Names people type or the country list gives, lower-cased, for the countries above. */
// prettier-ignore
const BY_NAME = new Map<string, string>(
  Object.entries({
    austria: 'AT', belgium: 'BE', croatia: 'HR', cyprus: 'CY', estonia: 'EE', finland: 'FI', france: 'FR',
    germany: 'DE', deutschland: 'DE', greece: 'GR', ireland: 'IE', italy: 'IT', latvia: 'LV', lithuania: 'LT',
    luxembourg: 'LU', malta: 'MT', netherlands: 'NL', 'the netherlands': 'NL', holland: 'NL', portugal: 'PT',
    slovakia: 'SK', slovenia: 'SI', spain: 'ES', andorra: 'AD', monaco: 'MC', 'san marino': 'SM',
    'holy see': 'VA', 'vatican city': 'VA', montenegro: 'ME', kosovo: 'XK',
    'united kingdom': 'GB', uk: 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB',
    wales: 'GB', 'northern ireland': 'GB', 'isle of man': 'IM', jersey: 'JE', guernsey: 'GG',
    'united states': 'US', 'united states of america': 'US', usa: 'US', us: 'US', america: 'US',
    'puerto rico': 'PR', guam: 'GU', ecuador: 'EC', 'el salvador': 'SV', panama: 'PA',
  }),
);

/** The currency of a country given by name or ISO code, or null when it uses none of ours. */
export function currencyForCountry(country: string | null | undefined): Currency | null {
  const key = (country ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '') return null;
  const code = BY_NAME.get(key) ?? key.toUpperCase();
  return BY_CODE.get(code) ?? null;
}

/** The currency of a language tag's region (en-GB → GBP, fr-FR → EUR), or null. */
export function currencyForLocale(locale: string | null | undefined): Currency | null {
  if (!locale) return null;
  try {
    const region = new Intl.Locale(locale).maximize().region;
    return region ? (BY_CODE.get(region) ?? null) : null;
  } catch {
    return null;
  }
}

/** The profile's country first, then the browser's languages in order, else US dollars (docs/product.md#calls). */
export function defaultCurrency(country: string | null | undefined, locales: readonly string[]): Currency {
  const fromCountry = currencyForCountry(country);
  if (fromCountry) return fromCountry;
  for (const locale of locales) {
    const found = currencyForLocale(locale);
    if (found) return found;
  }
  return 'USD';
}
