import type { ProfileErrors, ProfileField } from '../../lib/profile-values';

export const STEPS = ['Welcome!', 'About You', 'Your Location', 'Your Conditions'] as const;
export const LAST_STEP = STEPS.length - 1;

/** The fields each step asks for, in the order they appear on screen. */
export const STEP_FIELDS: Record<number, readonly ProfileField[]> = {
  1: ['fullName', 'age', 'gender'],
  2: ['city', 'country', 'timezone'],
  3: ['conditions'],
};

/** Element ids, so the first invalid field can receive focus. */
export const FIELD_IDS: Record<ProfileField, string> = {
  fullName: 'onboarding-full-name',
  age: 'onboarding-age',
  gender: 'onboarding-gender',
  conditions: 'onboarding-conditions',
  city: 'onboarding-city',
  country: 'onboarding-country',
  timezone: 'onboarding-detect-location',
};

/** The errors that belong to one step's fields. */
export function errorsOnStep(errors: ProfileErrors, step: number): ProfileErrors {
  const onStep: ProfileErrors = {};
  for (const field of STEP_FIELDS[step] ?? []) {
    if (errors[field]) onStep[field] = errors[field];
  }
  return onStep;
}

/** The first field, in screen order, that has an error; and the step it is on. */
export function firstInvalid(errors: ProfileErrors): { step: number; field: ProfileField } | null {
  for (let step = 1; step <= LAST_STEP; step += 1) {
    const field = (STEP_FIELDS[step] ?? []).find((name) => errors[name]);
    if (field) return { step, field };
  }
  return null;
}
