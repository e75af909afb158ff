import { AboutYouFields } from '../../components/profile-fields';
import type { ProfileErrors, ProfileField, ProfileValues } from '../../lib/profile-values';
import { FIELD_IDS } from './onboarding-values';

interface Props {
  values: ProfileValues;
  errors: ProfileErrors;
  onChange: <K extends ProfileField>(field: K, value: ProfileValues[K]) => void;
}

export function AboutYouStep({ values, errors, onChange }: Props) {
  return (
    <div className="space-y-6">
      <p className="text-muted">Every question is optional. Leave out anything you would rather not share.</p>
      <AboutYouFields
        ids={FIELD_IDS}
        values={values}
        errors={errors}
        onChange={(field, value) => onChange(field, value as ProfileValues[typeof field])}
        ageHint="In whole years, for example 34."
        noGenderLabel="Prefer not to answer now"
      />
    </div>
  );
}
