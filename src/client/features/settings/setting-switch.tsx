import type { ReactNode } from 'react';
import { useId } from 'react';
import type { SettingsUpdate } from '../../../shared/settings';
import { SaveStatus } from './save-status';
import { useSaveSetting } from './use-save-setting';

interface Props {
  /** The visible label, which is also the control's accessible name. */
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown under the description: whether the last change was saved. */
  status?: ReactNode;
}

/** An on/off setting: a large checkbox with its label and a line saying what it does. */
export function SettingSwitch({ label, description, checked, onChange, status }: Props) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="flex items-start gap-4 py-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-6 shrink-0 cursor-pointer accent-primary"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-medium">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-muted">
            {description}
          </p>
        )}
        {status}
      </div>
    </div>
  );
}

/** A switch for one saved setting, with its own "Saved" line. */
export function SavedSwitch({
  update,
  ...props
}: Omit<Props, 'onChange' | 'status'> & { update: (checked: boolean) => SettingsUpdate }) {
  const { save, state } = useSaveSetting();
  return (
    <SettingSwitch
      {...props}
      onChange={(checked) => save(update(checked))}
      status={<SaveStatus state={state} className="mt-1" />}
    />
  );
}
