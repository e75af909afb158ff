/**
 * Loads a page afresh, dropping everything this tab held in memory. Used after signing out and after
 * deleting the account: an in-app navigation would race the sign-in guards as the session disappears, and
 * nothing of the person should stay behind in caches or module state.
 */
export function reloadAt(path: string) {
  window.location.replace(path);
}
