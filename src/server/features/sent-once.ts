import { ApiError } from '../http/errors';

/**
 * The row found under the id the app gave a new item (decision 101): this person's item, added already by the
 * first of two sends, or nothing. An id that is someone else's is refused, never shown.
 */
export function sentBefore<T extends { userId: string }>(row: T | undefined, userId: string, what: string) {
  if (!row) return undefined;
  if (row.userId !== userId) throw new ApiError(409, 'id_taken', `That ${what} id is already in use.`);
  return row;
}
