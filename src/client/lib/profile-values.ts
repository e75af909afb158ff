import type { Condition, Gender, Profile, ProfileUpdate } from '../../shared/profile';
import { profileInputSchema } from '../../shared/profile';

/**
 * What the profile forms (onboarding and settings) hold: text exactly as typed, so a half-typed age can be shown
 * and corrected.
 */
export interface ProfileValues {
  fullName: string;
  age: string;
  gender: Gender | '';
  conditions: Condition[];
  city: string;
  country: string;
  timezone: string;
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export function valuesFromProfile(profile: Profile | undefined): ProfileValues {
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

type Checked = { ok: true; update: ProfileUpdate } | { ok: false; errors: ProfileErrors };

const LOCATION_FIELDS = new Set<string>(['city', 'country', 'timezone']);

/**
 * Checks the form with the shared profile schema and says, per field, what is wrong. An empty city, country and
 * time zone means no location.
 */
export function checkProfile(values: ProfileValues): Checked {
  const age = values.age.trim();
  const place = { city: values.city, country: values.country, timezone: values.timezone };
  const empty = Object.values(place).every((part) => part.trim() === '');
  const result = profileInputSchema.safeParse({
    fullName: values.fullName,
    // Only plain digits become a number; anything else ('12.5', 'ten') fails as "not a whole number".
    age: /^\d+$/.test(age) ? Number(age) : age,
    gender: values.gender,
    conditions: values.conditions,
    location: empty ? null : place,
  });
  if (result.success) return { ok: true, update: result.data };
  const errors: ProfileErrors = {};
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    const field = (
      first === 'location' && LOCATION_FIELDS.has(String(second)) ? second : first
    ) as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
