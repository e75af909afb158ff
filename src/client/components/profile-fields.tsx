import { Check, Plus } from 'lucide-react';
import type { Condition, Gender } from '../../shared/profile-choices';
import { CONDITIONS, GENDER_LABELS, GENDERS } from '../../shared/profile-choices';
import { Field, inputClass } from './field';

export interface AboutYouValues {
  fullName: string;
  age: string;
  gender: Gender | '';
}

type AboutYouField = keyof AboutYouValues;

type PlaceField = 'city' | 'country';

interface PlaceProps {
  ids: Record<PlaceField, string>;
  values: Record<PlaceField, string>;
  errors: Partial<Record<PlaceField, string>>;
  onChange: (field: PlaceField, value: string) => void;
}

/** City and country, as onboarding's location step and the settings profile both ask for them. */
export function PlaceFields({ ids, values, errors, onChange }: PlaceProps) {
  return (
    <>
      <Field
        id={ids.city}
        label="City"
        autoComplete="address-level2"
        value={values.city}
        error={errors.city}
        onChange={(event) => onChange('city', event.target.value)}
      />
      <Field
        id={ids.country}
        label="Country"
        autoComplete="country-name"
        value={values.country}
        error={errors.country}
        onChange={(event) => onChange('country', event.target.value)}
      />
    </>
  );
}

interface AboutYouProps {
  ids: Record<AboutYouField, string>;
  values: AboutYouValues;
  errors: Partial<Record<AboutYouField, string>>;
  /** The new text of a field; for gender, one of GENDERS or ''. */
  onChange: (field: AboutYouField, value: string) => void;
  ageHint: string;
  /** The first option of the gender list, for no answer. */
  noGenderLabel: string;
}

/** Name, age and gender, as onboarding and the settings profile both ask for them. */
export function AboutYouFields({ ids, values, errors, onChange, ageHint, noGenderLabel }: AboutYouProps) {
  const genderErrorId = `${ids.gender}-error`;
  return (
    <>
      <Field
        id={ids.fullName}
        label="Name"
        autoComplete="name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(event) => onChange('fullName', event.target.value)}
      />
      <Field
        id={ids.age}
        label="Age"
        hint={ageHint}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={values.age}
        error={errors.age}
        onChange={(event) => onChange('age', event.target.value)}
      />
      <div>
        <label htmlFor={ids.gender} className="block font-medium">
          Gender
        </label>
        <select
          id={ids.gender}
          className={`${inputClass} mt-1`}
          value={values.gender}
          aria-invalid={errors.gender ? true : undefined}
          aria-describedby={errors.gender ? genderErrorId : undefined}
          onChange={(event) => onChange('gender', event.target.value)}
        >
          <option value="">{noGenderLabel}</option>
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
    </>
  );
}

interface ConditionProps {
  id: string;
  selected: readonly Condition[];
  error: string | undefined;
  onToggle: (condition: Condition) => void;
  description?: string;
}

/** Conditions as on/off buttons (any number, or none); the state shows by icon as well as colour. */
export function ConditionToggles({ id, selected, error, onToggle, description }: ConditionProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div>
      <div
        id={id}
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
      >
        <p id={labelId} className="font-medium">
          Conditions
        </p>
        {description && <p className="text-sm text-muted">{description}</p>}
        <ul className="mt-3 flex flex-wrap gap-3">
          {CONDITIONS.map((condition) => {
            const pressed = selected.includes(condition);
            const Icon = pressed ? Check : Plus;
            return (
              <li key={condition}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onToggle(condition)}
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
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
