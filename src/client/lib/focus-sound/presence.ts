/*
 * Whether Focus Sounds has played in this visit: all the navigation bar needs to know before it loads the
 * now-playing control (decision 096). Tiny on purpose, as it comes with every page.
 */

import { listeners } from '../listeners';

let played = false;
const changes = listeners();

export const soundPresence = {
  get: () => played,
  subscribe: changes.subscribe,
  mark() {
    if (played) return;
    played = true;
    changes.tell();
  },
};
