import { Check, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Condition, Gender, Profile } from '../../../shared/profile';
import { CONDITIONS, GENDER_LABELS, GENDERS } from '../../../shared/profile';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { Notice } from '../../components/notice';
import { useSaveProfile } from '../../lib/profile';
import type { ProfileErrors, ProfileField, ProfileValues } from './profile-values';
import { checkProfile, PROFILE_FIELD_IDS as IDS, PROFILE_FIELDS, valuesFromProfile } from './profile-values';

interface Props {
  profile: Profile;
  /** Called after a successful save or on Cancel. */
  onDone: () => void;
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
    onDone();
  }

  const genderErrorId = `${IDS.gender}-error`;
  const conditionsLabelId = `${IDS.conditions}-label`;
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
      <Field
        id={IDS.fullName}
        label="Name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => setField('fullName', event.target.value)}
      />
      <Field
        id={IDS.age}
        label="Age"
        hint="In whole years, for example 34. Leave it empty if you prefer."
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={values.age}
        error={errors.age}
        onChange={(event) => setField('age', event.target.value)}
      />
      <div>
        <label htmlFor={IDS.gender} className="block font-medium">
          Gender
        </label>
        <select
          id={IDS.gender}
          className={`${inputClass} mt-1`}
          value={values.gender}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={errors.gender ? genderErrorId : undefined}
          onChange={(event) => setField('gender', event.target.value as Gender | '')}
        >
          <option value="">Not set</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {GENDER_LABELS[gender]}
            </option>
          ))}
        </select>
        {errors.gender && (
          <p id={genderErrorId} className="mt-1 text-sm font-medium text-danger">
            {errors.gender}
          </p>
        )}
      </div>
      <div id={IDS.conditions} role="group" tabIndex={-1} aria-labelledby={conditionsLabelId}>
        <p id={conditionsLabelId} className="font-medium">
          Conditions
        </p>
        <p className="text-sm text-muted">Choose any that apply to you, or none.</p>
        <ul className="mt-3 flex flex-wrap gap-3">
          {CONDITIONS.map((condition) => {
            const pressed = values.conditions.includes(condition);
            const Icon = pressed ? Check : Plus;
            return (
              <li key={condition}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => toggleCondition(condition)}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-4 font-medium text-fg ${
                    pressed ? 'border-primary bg-primary-soft' : 'border-line bg-surface hover:border-primary'
                  }`}
                >
                  <Icon
                    aria-hidden="true"
                    className={`size-4 ${pressed ? 'text-primary-ink' : 'text-muted'}`}
                  />
                  {condition}
                </button>
              </li>
            );
          })}
        </ul>
        {errors.conditions && <p className="mt-1 text-sm font-medium text-danger">{errors.conditions}</p>}
      </div>
      {save.isError && <Notice tone="error">Your profile could not be saved. Please try again.</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
