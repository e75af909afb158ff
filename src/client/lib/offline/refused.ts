import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../toast';

/** Said before the server's own message when it refuses a change that waited on the device. */
export const REFUSED = 'A change saved on this device was not accepted: ';

/**
 * Says, with the server's own message, when a change kept from an earlier visit is refused once it is sent
 * (decision 101). A change made on this visit says so where it was made; one restored from the device has no
 * screen waiting for it, so the notice says it. Its screen's copy is put back by the change's own onError, and
 * the other waiting changes go on.
 */
export function sayRefusals(queryClient: QueryClient): () => void {
  const cache = queryClient.getMutationCache();
  const waiting = new Set(cache.getAll().filter((mutation) => mutation.state.status === 'pending'));
  if (waiting.size === 0) return () => undefined;
  const stop = cache.subscribe((event) => {
    if (event.type !== 'updated' || !waiting.has(event.mutation)) return;
    if (event.action.type === 'error') toast.error(`${REFUSED}${event.action.error.message}`);
    if (event.mutation.state.status === 'success' || event.mutation.state.status === 'error') {
      waiting.delete(event.mutation);
      if (waiting.size === 0) stop();
    }
  });
  return stop;
}
