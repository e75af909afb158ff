import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPEARANCE_KEYS,
  DEFAULT_APPEARANCE,
  decodeAppearance,
  encodeAppearance,
  parseAppearance,
} from './appearance';
import { DEFAULT_SETTINGS, settingsSchema } from './settings';

const pick = Object.fromEntries(APPEARANCE_KEYS.map((key) => [key, true as const])) as {
  [K in (typeof APPEARANCE_KEYS)[number]]: true;
};
const appearanceSchema = settingsSchema.pick(pick);

const anyField = fc.oneof(
  fc.constantFrom(
    'indigo',
    'rose',
    'violet',
    'system',
    'opendyslexic',
    'georgia',
    'bold-start',
    'bionic',
    'normal',
    'light',
    'dark',
    'Indigo',
    '',
  ),
  fc.constantFrom(1, 1.125, 1.25, 1.5, 0.9, 3, 3.01, 2.345, Number.NaN, Infinity),
  fc.double({ min: 0, max: 4 }),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const anyLook = fc.record(
  Object.fromEntries(APPEARANCE_KEYS.map((key) => [key, anyField])) as Record<
    (typeof APPEARANCE_KEYS)[number],
    typeof anyField
  >,
  { requiredKeys: [] },
);

const nearlyValidLook = fc.record({
  themeColor: fc.constantFrom('indigo', 'rose', 'sky', 'emerald', 'amber', 'violet'),
  fontFamily: fc.constantFrom('system', 'opendyslexic', 'arial', 'verdana', 'roboto', 'georgia'),
  fontStyle: fc.constantFrom('normal', 'bold-start', 'bionic'),
  textSize: fc.constantFrom(1, 1.125, 1.25, 1.5),
  colorScheme: fc.constantFrom('system', 'light', 'dark'),
  lineSpacing: fc.oneof(fc.double({ min: 0.5, max: 3.5, noNaN: true }), fc.constantFrom(1, 3)),
  reduceMotion: fc.constantFrom(null, true, false),
  extra: fc.option(fc.string()),
});

describe('the remembered look', () => {
  it('starts from the same values as the default settings', () => {
    const picked = Object.fromEntries(APPEARANCE_KEYS.map((key) => [key, DEFAULT_SETTINGS[key]]));
    expect(DEFAULT_APPEARANCE).toEqual(picked);
  });

  it('accepts exactly what the settings schema accepts, and reads it the same way', () => {
    fc.assert(
      fc.property(fc.oneof(anyLook, nearlyValidLook), (look) => {
        const bySchema = appearanceSchema.safeParse(look);
        expect(parseAppearance(look)).toEqual(bySchema.success ? bySchema.data : null);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves health data and unknown fields out of the cookie', () => {
    const raw = encodeAppearance({ ...DEFAULT_SETTINGS, themeColor: 'rose' } as never);
    expect(Object.keys(JSON.parse(decodeURIComponent(raw)) as object).sort()).toEqual(
      [...APPEARANCE_KEYS].sort(),
    );
    expect(decodeAppearance(raw)).toEqual({ ...DEFAULT_APPEARANCE, themeColor: 'rose' });
  });

  it('ignores a cookie it did not write', () => {
    expect(decodeAppearance('not json')).toBeNull();
    expect(
      decodeAppearance(encodeURIComponent(JSON.stringify({ ...DEFAULT_APPEARANCE, textSize: 9 }))),
    ).toBeNull();
  });
});
