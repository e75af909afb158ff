import type { Condition } from '../../../shared/profile';
import { ConditionToggles } from '../../components/profile-fields';
import { AidsNote } from './aids-note';
import { BionicNote } from './bionic-note';
import { FIELD_IDS } from './onboarding-values';

interface Props {
  selected: readonly Condition[];
  error: string | undefined;
  onToggle: (condition: Condition) => void;
}

/** Conditions as on/off buttons; any number can be chosen, or none. */
export function ConditionsStep({ selected, error, onToggle }: Props) {
  return (
    <div className="space-y-4">
      <p className="text-muted">
        Choose any that apply to you, or none. This helps suggest tools that fit you. You can change it later
        in Settings.
      </p>
      <ConditionToggles id={FIELD_IDS.conditions} selected={selected} error={error} onToggle={onToggle} />
      <div aria-live="polite" className="space-y-4">
        {selected.includes('ADHD') && <BionicNote />}
        <AidsNote selected={selected} />
      </div>
    </div>
  );
}
