import { Check } from 'lucide-react';
import { SAVE_FAILED_MESSAGE } from './use-save-setting';
import type { SaveState } from './use-save-setting';

/**
 * A quiet line beside a control: "Saving..." then "Saved", read out politely; a failure is said plainly,
 * in the user's own font and size, where the change was made. The polite region is always there, so
 * screen readers notice when its text changes.
 */
export function SaveStatus({ state, className = '' }: { state: SaveState; className?: string }) {
  return (
    <div className={`text-sm ${className}`}>
      <p role="status" className="flex items-center gap-1 text-muted">
        {state === 'saving' && 'Saving...'}
        {state === 'saved' && (
          <>
            <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
            Saved
          </>
        )}
      </p>
      {state === 'failed' && (
        <p role="alert" className="text-base font-medium text-danger">
          {SAVE_FAILED_MESSAGE}
        </p>
      )}
    </div>
  );
}
