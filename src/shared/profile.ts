import { z } from 'zod';

export const GENDERS = ['male', 'female', 'non-binary', 'other', 'prefer-not-to-say'] as const;
export const CONDITIONS = ['ADHD', 'Autism', 'Dyslexia', 'Dyscalculia', 'Dysgraphia', 'Other'] as const;

export type Gender = (typeof GENDERS)[number];
export type Condition = (typeof CONDITIONS)[number];

export const GENDER_LABELS: Record<Gender, string> = {
  male: 'Male',
  female: 'Female',
  'non-binary': 'Non-binary',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
};

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

export const locationSchema = z.object({
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

/** The profile as the client sends it (onboarding, settings). Empty name or gender becomes null. */
export const profileInputSchema = z.object({
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
  location: locationSchema.nullable().optional(),
});

export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileUpdate = z.output<typeof profileInputSchema>;

export interface Profile {
  fullName: string | null;
  age: number | null;
  gender: Gender | null;
  conditions: Condition[];
  location: { city: string; country: string; timezone: string } | null;
  updatedAt: string | null;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
