import { useEffect, useMemo, useRef, useState } from 'react';
import type { Condition, Profile } from '../../../shared/profile';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { detectLocation, suggestTimeZones } from '../../../shared/location';
import { AboutYouFields, ConditionToggles, PlaceFields } from '../../components/profile-fields';
import { useSaveProfile } from '../../lib/profile';
import type { ProfileErrors, ProfileField, ProfileValues } from '../../lib/profile-values';
import { checkProfile, valuesFromProfile } from '../../lib/profile-values';
import { PROFILE_FIELD_IDS as IDS, PROFILE_FIELDS } from './profile-values';
import { TimeZoneField } from './time-zone-field';

interface Props {
  profile: Profile;
  /** Called with true after a successful save, with false on Cancel. */
  onDone: (saved: boolean) => void;
}

/** Edit mode of Personal Information. A failed save keeps everything typed and says so. */
export function ProfileForm({ profile, onDone }: Props) {
  const save = useSaveProfile();
  const [values, setValues] = useState(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  // Focus moves after the screen shows the errors, so the field is read out with its message.
  const focusTarget = useRef<ProfileField | null>('fullName');

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    document.getElementById(IDS[target])?.focus();
  });

  function setField<K extends ProfileField>(field: K, value: ProfileValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function toggleCondition(condition: Condition) {
    const list = values.conditions;
    setField(
      'conditions',
      list.includes(condition) ? list.filter((item) => item !== condition) : [...list, condition],
    );
  }

  async function submit() {
    const checked = checkProfile(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusTarget.current = PROFILE_FIELDS.find((field) => checked.errors[field]) ?? null;
      return;
    }
    try {
      await save.mutateAsync(checked.update);
    } catch {
      return; // The mutation's error state shows the message; the typed values stay.
    }
    onDone(true);
  }

  const deviceZone = useMemo(() => detectLocation().timezone, []);
  const suggestions = useMemo(() => {
    const fromPlace = suggestTimeZones(values.city, values.country).map((zone) => ({
      zone,
      reason: 'fits your city and country',
    }));
    const fromDevice = deviceZone ? [{ zone: deviceZone, reason: "this device's time zone" }] : [];
    return [...fromPlace, ...fromDevice.filter((d) => !fromPlace.some((p) => p.zone === d.zone))];
  }, [values.city, values.country, deviceZone]);

  return (
    <form
      noValidate
      aria-label="Edit profile"
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <AboutYouFields
        ids={IDS}
        values={values}
        errors={errors}
        onChange={(field, value) => setField(field, value as ProfileValues[typeof field])}
        ageHint="In whole years, for example 34. Leave it empty if you prefer."
        noGenderLabel="Not set"
      />
      <ConditionToggles
        id={IDS.conditions}
        selected={values.conditions}
        error={errors.conditions}
        onToggle={toggleCondition}
        description="Choose any that apply to you, or none."
      />
      <fieldset className="min-w-0 space-y-4">
        <legend className="font-semibold">Location</legend>
        <p className="text-sm text-muted">
          Shown on your dashboard with your local time. Leave all three empty to remove it.
        </p>
        <PlaceFields ids={IDS} values={values} errors={errors} onChange={setField} />
        <TimeZoneField
          id={IDS.timezone}
          value={values.timezone}
          error={errors.timezone}
          onChange={(zone) => setField('timezone', zone)}
          suggestions={suggestions}
        />
      </fieldset>
      {save.isError && <Notice tone="error">Your profile could not be saved. Please try again.</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
