/*
 * Whether Focus Sounds has played in this visit: all the navigation bar needs to know before it loads the
 * now-playing control (decision 096). Tiny on purpose, as it comes with every page.
 */

let played = false;
const listeners = new Set<() => void>();

export const soundPresence = {
  get: () => played,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  mark() {
    if (played) return;
    played = true;
    for (const listener of listeners) listener();
  },
};
