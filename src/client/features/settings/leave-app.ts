/**
 * Loads a page afresh, dropping everything this tab held in memory. Used after the account is deleted:
 * an in-app navigation would race the sign-in guards as the session disappears, and nothing of the
 * deleted user should stay behind in caches or module state.
 */
export function reloadAt(path: string) {
  window.location.replace(path);
}
