import type { ProfileField } from '../../lib/profile-values';

/** In screen order, so the first invalid one can receive focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'fullName',
  'age',
  'gender',
  'conditions',
  'city',
  'country',
  'timezone',
];

export const PROFILE_FIELD_IDS: Record<ProfileField, string> = {
  fullName: 'settings-profile-name',
  age: 'settings-profile-age',
  gender: 'settings-profile-gender',
  conditions: 'settings-profile-conditions',
  city: 'settings-profile-city',
  country: 'settings-profile-country',
  timezone: 'settings-profile-timezone',
};
