import { toast } from 'sonner';
import type { SettingsUpdate } from '../../../shared/settings';
import { useSaveSettings } from '../../lib/settings';

export const SAVE_FAILED_MESSAGE = 'Your change could not be saved. Please try again.';

/**
 * Saves one change to the user's settings. It shows at once; if the server refuses it, the previous value
 * comes back (the optimistic update rolls back) and a plain message says so.
 */
export function useSaveSetting() {
  const save = useSaveSettings();
  // mutateAsync, not mutate's callbacks: those fire only for the latest call and only while mounted,
  // so a failed save could pass silently after a quick second change or a tab switch.
  return (update: SettingsUpdate) => {
    save.mutateAsync(update).catch(() => {
      toast.error(SAVE_FAILED_MESSAGE, { duration: 8000 });
    });
  };
}
