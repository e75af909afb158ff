/**
 * The screen's controls that share any of a notice's area (run it with `locator.evaluate(coveredControls)`):
 * none, for a notice in the page's flow rather than laid over it.
 */
export function coveredControls(notice: Element): string[] {
  const box = notice.getBoundingClientRect();
  return Array.from(document.querySelectorAll<HTMLElement>('a, button, input, select, textarea'))
    .filter((control) => !notice.contains(control))
    .filter((control) => {
      const r = control.getBoundingClientRect();
      return (
        r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top
      );
    })
    .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
}
