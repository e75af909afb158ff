/*
 * Focus for an action that replaces what is on screen (docs/conventions.md): the control pressed is gone, so
 * focus moves to the new content's heading or first control rather than falling to the page, which would send a
 * screen-reader user back to the top. The new content may draw a moment later (a deferred pass, a lazy part):
 * the focus waits for it to be in the page, and gives way if the person has moved focus on meanwhile.
 */

const MAX_CHANGES = 1_000;

/** Focuses the element with this id now, or as soon as it is in the page. A heading takes focus too (tabindex -1). */
export function focusWhenShown(id: string): void {
  const take = () => {
    const element = document.getElementById(id);
    if (!element) return false;
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1;
    element.focus();
    return true;
  };
  if (take()) return;
  const before = document.activeElement;
  let changes = 0;
  const observer = new MutationObserver(() => {
    changes += 1;
    const now = document.activeElement;
    const movedOn = now !== before && now !== document.body && now !== null;
    if (movedOn || take() || changes > MAX_CHANGES) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}
