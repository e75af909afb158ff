import { useSyncExternalStore } from 'react';
import type { PlayerState } from './player';
import { player } from './player';

/** What Focus Sounds is playing, kept current. */
export function usePlayer(): PlayerState {
  return useSyncExternalStore(player.subscribe, player.get, player.get);
}
