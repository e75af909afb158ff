import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestoreMode, RestoreResult } from '../../../shared/restore';
import { api, unwrap } from '../../lib/api';

const UNDO_KEY = ['account', 'restore-undo'] as const;

/** Whether the data a replace took away is still kept for Undo (while the session that replaced lasts). */
export function useRestoreUndo() {
  return useQuery({
    queryKey: UNDO_KEY,
    queryFn: () => unwrap<{ available: boolean; replacedAt: string | null }>(api.account.restore.undo.$get()),
  });
}

/**
 * Restoring and its Undo. Every screen's data may have changed, so every kept answer is fetched again
 * (the look too, after a replace).
 */
export function useRestoreActions() {
  const queryClient = useQueryClient();
  const afterwards = async () => {
    await queryClient.invalidateQueries();
  };
  return {
    restore: async (
      file: Record<string, unknown>,
      mode: RestoreMode,
      currentPassword: string | undefined,
    ) => {
      const result = await unwrap<RestoreResult>(
        api.account.restore.$post({ json: { file, mode, currentPassword } }),
      );
      await afterwards();
      return result;
    },
    undo: async () => {
      const result = await unwrap<RestoreResult>(api.account.restore.undo.$post());
      await afterwards();
      return result;
    },
  };
}
