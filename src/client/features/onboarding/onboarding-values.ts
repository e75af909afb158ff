import type { Condition, Gender, Profile, ProfileUpdate } from '../../../shared/profile';
import { profileInputSchema } from '../../../shared/profile';

export const STEPS = ['Welcome!', 'About You', 'Your Location', 'Your Conditions'] as const;
export const LAST_STEP = STEPS.length - 1;

/** What the form holds: text exactly as typed, so a half-typed age can be shown and corrected. */
export interface OnboardingValues {
  fullName: string;
  age: string;
  gender: Gender | '';
  conditions: Condition[];
  city: string;
  country: string;
  timezone: string;
}

export type FieldName = keyof OnboardingValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

/** The fields each step asks for, in the order they appear on screen. */
export const STEP_FIELDS: Record<number, readonly FieldName[]> = {
  1: ['fullName', 'age', 'gender'],
  2: ['city', 'country', 'timezone'],
  3: ['conditions'],
};

/** Element ids, so the first invalid field can receive focus. */
export const FIELD_IDS: Record<FieldName, string> = {
  fullName: 'onboarding-full-name',
  age: 'onboarding-age',
  gender: 'onboarding-gender',
  conditions: 'onboarding-conditions',
  city: 'onboarding-city',
  country: 'onboarding-country',
  timezone: 'onboarding-detect-location',
};

export function valuesFromProfile(profile: Profile | undefined): OnboardingValues {
  return {
    fullName: profile?.fullName ?? '',
    age: profile?.age == null ? '' : String(profile.age),
    gender: profile?.gender ?? '',
    conditions: profile?.conditions ?? [],
    city: profile?.location?.city ?? '',
    country: profile?.location?.country ?? '',
    timezone: profile?.location?.timezone ?? '',
  };
}

type Checked = { ok: true; update: ProfileUpdate } | { ok: false; errors: FieldErrors };

/** Checks the whole form with the shared profile schema and says, per field, what is wrong. */
export function checkValues(values: OnboardingValues): Checked {
  const age = values.age.trim();
  const hasLocation = [values.city, values.country, values.timezone].some((text) => text.trim() !== '');
  const result = profileInputSchema.safeParse({
    fullName: values.fullName,
    // Only plain digits become a number; anything else ('12.5', 'ten') fails as "not a whole number".
    age: /^\d+$/.test(age) ? Number(age) : age,
    gender: values.gender,
    conditions: values.conditions,
    location: hasLocation ? { city: values.city, country: values.country, timezone: values.timezone } : null,
  });
  if (result.success) return { ok: true, update: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const [head, sub] = issue.path;
    const field = (head === 'location' ? sub : head) as FieldName;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The errors that belong to one step's fields. */
export function errorsOnStep(errors: FieldErrors, step: number): FieldErrors {
  const onStep: FieldErrors = {};
  for (const field of STEP_FIELDS[step] ?? []) {
    if (errors[field]) onStep[field] = errors[field];
  }
  return onStep;
}

/** The first field, in screen order, that has an error; and the step it is on. */
export function firstInvalid(errors: FieldErrors): { step: number; field: FieldName } | null {
  for (let step = 1; step <= LAST_STEP; step += 1) {
    const field = (STEP_FIELDS[step] ?? []).find((name) => errors[name]);
    if (field) return { step, field };
  }
  return null;
}
