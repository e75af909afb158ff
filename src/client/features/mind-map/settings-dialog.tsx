import { useId } from 'react';
import type { Spacing } from '../../../shared/mind-map/settings';
import { SPACINGS } from '../../../shared/mind-map/settings';
import { Button } from '../../components/button';
import { useMindMapSettings, useSaveMindMapSettings } from './mind-map-api';
import { Modal } from './modal';

const spacingLabels: Record<Spacing, { label: string; hint: string }> = {
  compact: { label: 'Compact', hint: 'Topics closer together' },
  standard: { label: 'Standard', hint: 'The usual spacing' },
  roomy: { label: 'Roomy', hint: 'More space around each topic' },
};

/** The canvas preferences: auto-save and the spacing the layouts use for new topics. Saved at once. */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const settings = useMindMapSettings();
  const save = useSaveMindMapSettings();
  const autoSaveId = useId();
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title="Mind map settings">
      <div className="mt-6 space-y-6">
        <div className="flex items-start gap-3">
          <input
            id={autoSaveId}
            type="checkbox"
            className="mt-1 size-6 accent-[var(--theme-color)]"
            checked={settings.autoSave}
            onChange={(event) => save.mutate({ autoSave: event.target.checked })}
            aria-describedby={`${autoSaveId}-hint`}
          />
          <div>
            <label htmlFor={autoSaveId} className="font-medium">
              Auto-save
            </label>
            <p id={`${autoSaveId}-hint`} className="text-sm text-muted">
              Saves a titled map 3 seconds after your last change.
            </p>
          </div>
        </div>
        <fieldset>
          <legend className="font-medium">Spacing for new topics</legend>
          <div className="mt-2 space-y-2">
            {SPACINGS.map((spacing) => (
              <label
                key={spacing}
                className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] items-center gap-x-3"
              >
                <input
                  type="radio"
                  name="mind-map-spacing"
                  className="row-span-2 size-5 accent-[var(--theme-color)]"
                  checked={settings.spacing === spacing}
                  onChange={() => save.mutate({ spacing })}
                />
                <span className="font-medium">{spacingLabels[spacing].label}</span>
                <span className="text-sm text-muted">{spacingLabels[spacing].hint}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {save.isError && (
          <p role="alert" className="font-medium text-danger">
            Your change could not be saved. Please try again.
          </p>
        )}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
