import { Check, Plus } from 'lucide-react';
import type { Condition } from '../../../shared/profile';
import { CONDITIONS } from '../../../shared/profile';
import { FIELD_IDS } from './onboarding-values';

interface Props {
  selected: readonly Condition[];
  error: string | undefined;
  onToggle: (condition: Condition) => void;
}

/** Conditions as on/off buttons; any number can be chosen, or none. */
export function ConditionsStep({ selected, error, onToggle }: Props) {
  const legendId = `${FIELD_IDS.conditions}-legend`;
  const errorId = `${FIELD_IDS.conditions}-error`;
  return (
    <div className="space-y-4">
      <p className="text-muted">
        Choose any that apply to you, or none. This helps suggest tools that fit you. You can change it later
        in Settings.
      </p>
      <div
        id={FIELD_IDS.conditions}
        role="group"
        tabIndex={-1}
        aria-labelledby={legendId}
        aria-describedby={error ? errorId : undefined}
      >
        <p id={legendId} className="font-medium">
          Conditions
        </p>
        <ul className="mt-3 flex flex-wrap gap-3">
          {CONDITIONS.map((condition) => {
            const pressed = selected.includes(condition);
            return (
              <li key={condition}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onToggle(condition)}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-lg border-2 px-4 font-medium ${
                    pressed
                      ? 'border-primary bg-primary-soft text-fg'
                      : 'border-line bg-surface text-fg hover:border-primary'
                  }`}
                >
                  {pressed ? (
                    <Check aria-hidden="true" className="size-4 text-primary-ink" />
                  ) : (
                    <Plus aria-hidden="true" className="size-4 text-muted" />
                  )}
                  {condition}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
