import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from './zod';
import type { Settings } from './settings-choices';
import { DEFAULT_SETTINGS } from './settings-defaults';
import { savedSettingsSchema } from './settings';

describe('the settings shape without zod', () => {
  it('is exactly what the schema checks', () => {
    // Checked by the type checker: the zod-free shape and the schema cannot drift apart.
    expectTypeOf<z.output<typeof savedSettingsSchema>>().toEqualTypeOf<Settings>();
    expect(savedSettingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
  });
});
