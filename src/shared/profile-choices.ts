// The profile's choices and its read shape, without their validation: the dashboard reads these on its first
// load, and the schemas in profile.ts bring zod with them.

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

export interface Profile {
  fullName: string | null;
  age: number | null;
  gender: Gender | null;
  conditions: Condition[];
  location: { city: string; country: string; timezone: string } | null;
  updatedAt: string | null;
}
