import type { Condition, Gender, Profile, ProfileUpdate } from '../../../shared/profile';
import { profileInputSchema } from '../../../shared/profile';

/** What the edit form holds: text exactly as typed, so a half-typed age can be shown and corrected. */
export interface ProfileValues {
  fullName: string;
  age: string;
  gender: Gender | '';
  conditions: Condition[];
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** In screen order, so the first invalid one can receive focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = ['fullName', 'age', 'gender', 'conditions'];

export const PROFILE_FIELD_IDS: Record<ProfileField, string> = {
  fullName: 'settings-profile-name',
  age: 'settings-profile-age',
  gender: 'settings-profile-gender',
  conditions: 'settings-profile-conditions',
};

export function valuesFromProfile(profile: Profile): ProfileValues {
  return {
    fullName: profile.fullName ?? '',
    age: profile.age == null ? '' : String(profile.age),
    gender: profile.gender ?? '',
    conditions: profile.conditions,
  };
}

type Checked = { ok: true; update: Omit<ProfileUpdate, 'location'> } | { ok: false; errors: ProfileErrors };

/** Checks the form with the shared profile schema. The location is left out, so it stays as saved. */
export function checkProfile(values: ProfileValues): Checked {
  const age = values.age.trim();
  const result = profileInputSchema.omit({ location: true }).safeParse({
    fullName: values.fullName,
    // Only plain digits become a number; anything else ('12.5', 'ten') fails as "not a whole number".
    age: /^\d+$/.test(age) ? Number(age) : age,
    gender: values.gender,
    conditions: values.conditions,
  });
  if (result.success) return { ok: true, update: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
