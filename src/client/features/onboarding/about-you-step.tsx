import { Field, inputClass } from '../../components/field';
import type { Gender } from '../../../shared/profile';
import { GENDER_LABELS, GENDERS } from '../../../shared/profile';
import type { FieldErrors, FieldName, OnboardingValues } from './onboarding-values';
import { FIELD_IDS } from './onboarding-values';

interface Props {
  values: OnboardingValues;
  errors: FieldErrors;
  onChange: <K extends FieldName>(field: K, value: OnboardingValues[K]) => void;
}

export function AboutYouStep({ values, errors, onChange }: Props) {
  const genderErrorId = `${FIELD_IDS.gender}-error`;
  return (
    <div className="space-y-6">
      <p className="text-muted">Every question is optional. Leave out anything you would rather not share.</p>
      <Field
        id={FIELD_IDS.fullName}
        label="Name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => onChange('fullName', event.target.value)}
      />
      <Field
        id={FIELD_IDS.age}
        label="Age"
        hint="In whole years, for example 34."
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={values.age}
        error={errors.age}
        onChange={(event) => onChange('age', event.target.value)}
      />
      <div>
        <label htmlFor={FIELD_IDS.gender} className="block font-medium">
          Gender
        </label>
        <select
          id={FIELD_IDS.gender}
          className={`${inputClass} mt-1`}
          value={values.gender}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={errors.gender ? genderErrorId : undefined}
          onChange={(event) => onChange('gender', event.target.value as Gender | '')}
        >
          <option value="">Prefer not to answer now</option>
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
    </div>
  );
}
