import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { detectLocation } from '../../../shared/location';
import type { Condition, Profile } from '../../../shared/profile';
import { listed, suggestedAids } from '../../../shared/suggested-aids';
import { useSaveProfile } from '../../lib/profile';
import { useSaveSettings } from '../../lib/save-settings';
import { useSettings } from '../../lib/settings';
import { toast } from '../../lib/toast';
import type { ProfileErrors, ProfileField, ProfileValues } from '../../lib/profile-values';
import { checkProfile, valuesFromProfile } from '../../lib/profile-values';
import { errorsOnStep, FIELD_IDS, firstInvalid, LAST_STEP } from './onboarding-values';

export const HEADING_ID = 'onboarding-heading';

type FocusTarget = 'heading' | ProfileField;

/** The onboarding form: its values, the current step, and the moves between steps. */
export function useOnboardingForm(profile: Profile | undefined) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const settings = useSettings().data;
  const saveSettings = useSaveSettings();
  const [values, setValues] = useState(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [step, setStep] = useState(0);
  // Focus moves only after the screen shows the new step or the new error, so it is read out with it.
  const focusTarget = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    if (!target) return;
    focusTarget.current = null;
    document.getElementById(target === 'heading' ? HEADING_ID : FIELD_IDS[target])?.focus();
  });

  function goTo(next: number) {
    focusTarget.current = 'heading';
    setStep(next);
  }

  function setField<K extends ProfileField>(field: K, value: ProfileValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function toggleCondition(condition: Condition) {
    setField(
      'conditions',
      values.conditions.includes(condition)
        ? values.conditions.filter((item) => item !== condition)
        : [...values.conditions, condition],
    );
  }

  function detect() {
    const found = detectLocation();
    // A zone that names no place (UTC) must not wipe what the user typed.
    setValues((current) => ({
      ...current,
      city: found.city || current.city,
      country: found.country || current.country,
      timezone: found.timezone || current.timezone,
    }));
    setErrors((current) => ({ ...current, city: undefined, country: undefined, timezone: undefined }));
    return found;
  }

  function showErrors(found: ProfileErrors) {
    const first = firstInvalid(found);
    if (!first) return;
    setErrors(found);
    focusTarget.current = first.field;
    setStep(first.step);
  }

  function next() {
    const checked = checkProfile(values);
    const onStep = checked.ok ? {} : errorsOnStep(checked.errors, step);
    if (Object.keys(onStep).length > 0) return showErrors(onStep);
    setErrors({});
    goTo(Math.min(step + 1, LAST_STEP));
  }

  async function complete() {
    const checked = checkProfile(values);
    if (!checked.ok) return showErrors(checked.errors);
    // Worked out before the save, from the aids as they were when the note on this step named them.
    const aids = settings ? suggestedAids(values.conditions, settings) : null;
    try {
      await save.mutateAsync(checked.update);
    } catch {
      // The mutation's error state shows the message; nothing is lost from the form.
      return;
    }
    if (aids && aids.names.length > 0) await turnOnAids(aids);
    await navigate('/dashboard');
  }

  /** The aids the answers suggest (decision 173), said on arrival on the dashboard, where the person goes next. */
  async function turnOnAids({ update, names }: ReturnType<typeof suggestedAids>) {
    try {
      await saveSettings.mutateAsync(update);
      toast.success(
        `Turned on from your answers: ${listed(names)}. You can change them in Settings, under Accessibility.`,
      );
    } catch {
      toast.error(
        `Your answers are saved, but ${listed(names)} could not be turned on. You can turn them on in Settings, under Accessibility.`,
      );
    }
  }

  return {
    values,
    errors,
    step,
    saving: save.isPending || saveSettings.isPending,
    saveFailed: save.isError,
    setField,
    toggleCondition,
    detect,
    next,
    back: () => goTo(Math.max(step - 1, 0)),
    complete,
    skip: () => navigate('/dashboard'),
  };
}
