import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import type { SettingsUpdate } from '../../../shared/settings';
import { useSaveSettings } from '../../lib/save-settings';

export const SAVE_FAILED_MESSAGE = 'Your change could not be saved. Please try again.';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves changes of one control (a choice group, a switch, the slider) and says how the last one went, so
 * the control can show "Saved" or a plain failure right beside it. The change shows at once; if the server
 * refuses it, the previous value comes back (the optimistic update rolls back).
 */
export function useSaveSetting() {
  const { mutateAsync } = useSaveSettings();
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const save = useCallback(
    (update: SettingsUpdate) => {
      const call = ++latest.current;
      setState('saving');
      // mutateAsync, not mutate's callbacks: those fire only for the latest call and only while mounted.
      return mutateAsync(update).then(
        () => {
          if (call === latest.current) setState('saved');
        },
        () => {
          // Gone from the screen (another tab): the message cannot show beside the control, so it pops up.
          if (!mounted.current) toast.error(SAVE_FAILED_MESSAGE, { duration: 8000 });
          else if (call === latest.current) setState('failed');
        },
      );
    },
    [mutateAsync],
  );
  return { save, state };
}
