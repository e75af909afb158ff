/** Whether a key press lands in a place the person types (a field, a menu, editable text), where keys are theirs. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
