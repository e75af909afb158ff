import { z } from './zod';
import { isTimeZone } from './clock-time';
import { CONDITIONS, GENDERS } from './profile-choices';

export * from './profile-choices';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

// Built on first use, not as the module runs (decision 123): Settings and onboarding load this with their form.
const location = () =>
  z.object({
    city: z.string().trim().max(100, 'City can be at most 100 characters.'),
    country: z.string().trim().max(100, 'Country can be at most 100 characters.'),
    timezone: z
      .string()
      .trim()
      .max(64)
      .refine(
        (zone) => zone === '' || isTimeZone(zone),
        'Time zone must be a real time zone, such as Europe/London.',
      ),
  });

const profileObject = () =>
  z.object({
    fullName: z.preprocess(
      emptyToNull,
      z.string().trim().max(100, 'Name can be at most 100 characters.').nullable(),
    ),
    age: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z
        .number({ error: 'Age must be a whole number.' })
        .int('Age must be a whole number.')
        .min(1, 'Age must be between 1 and 120.')
        .max(120, 'Age must be between 1 and 120.')
        .nullable(),
    ),
    gender: z.preprocess(
      emptyToNull,
      z.enum(GENDERS, { error: 'Please choose one of the listed genders.' }).nullable(),
    ),
    conditions: z
      .array(z.enum(CONDITIONS, { error: 'Please choose conditions from the list.' }))
      .max(CONDITIONS.length)
      .transform((list) => [...new Set(list)]),
    location: location().nullable().optional(),
  });

/** The profile as the client sends it (onboarding, settings). Empty name or gender becomes null. */
export const profileInputSchema = z.lazy(profileObject);
/** A change to some of the profile's fields (`PATCH /api/profile`). */
export const profileUpdateSchema = z.lazy(() => profileObject().partial());

export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileUpdate = z.output<typeof profileInputSchema>;
