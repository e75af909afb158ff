import { AboutYouFields } from '../../components/profile-fields';
import type { FieldErrors, FieldName, OnboardingValues } from './onboarding-values';
import { FIELD_IDS } from './onboarding-values';

interface Props {
  values: OnboardingValues;
  errors: FieldErrors;
  onChange: <K extends FieldName>(field: K, value: OnboardingValues[K]) => void;
}

export function AboutYouStep({ values, errors, onChange }: Props) {
  return (
    <div className="space-y-6">
      <p className="text-muted">Every question is optional. Leave out anything you would rather not share.</p>
      <AboutYouFields
        ids={FIELD_IDS}
        values={values}
        errors={errors}
        onChange={(field, value) => onChange(field, value as OnboardingValues[typeof field])}
        ageHint="In whole years, for example 34."
        noGenderLabel="Prefer not to answer now"
      />
    </div>
  );
}
