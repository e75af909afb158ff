import { readDeviceChoice, saveDeviceChoice } from '../device-choices';
import { listeners } from '../listeners';

/*
 * Focus blocks under way and the breathing exercise (docs/product.md#reminders): what the break reminders and
 * the time box's end reminder need to know, told by the time box, the routine player and the breathing screen.
 * Tiny on purpose: those screens import it, the reminders load later and read it. Kept on the device, so a
 * reload mid-block still knows when the block began.
 */

export type FocusSource = 'time-box' | 'routine';

export interface FocusBlock {
  source: FocusSource;
  /** When this block began (epoch ms). */
  startedAt: number;
  /** When it ends by itself (the time box), or when its current step's time is up (a routine); else null. */
  endsAt: number | null;
  /** What it is: the routine's name, the step's title. */
  name: string;
  step?: string;
  routineId?: string;
}

export interface FocusState {
  blocks: FocusBlock[];
  /** When the focus without a break began: the earliest block still running, kept over a change of block. */
  since: number | null;
}

export type FocusEvent =
  | { type: 'changed' }
  | { type: 'ended'; source: FocusSource; name: string }
  | { type: 'breathing'; running: boolean };

const KEY = 'neuronest.reminders.focus';
const events = listeners<FocusEvent>();
let breathing = false;

export function readFocus(): FocusState {
  const kept = readDeviceChoice(KEY) as Partial<FocusState> | undefined;
  return {
    blocks: Array.isArray(kept?.blocks) ? kept.blocks : [],
    since: typeof kept?.since === 'number' ? kept.since : null,
  };
}

export const focus = {
  /** A block started, resumed or moved on to a new step. */
  running(block: FocusBlock) {
    const state = readFocus();
    const blocks = [...state.blocks.filter((each) => each.source !== block.source), block];
    saveDeviceChoice(KEY, { blocks, since: state.since ?? block.startedAt });
    events.tell({ type: 'changed' });
  },
  /**
   * A block paused, stopped or ended. `ended` says it ran its course, which offers a break unless `offered`
   * (the time box's own dialog offers one on its screen).
   */
  stopped(source: FocusSource, how: { ended?: boolean; offered?: boolean } = {}) {
    const state = readFocus();
    const block = state.blocks.find((each) => each.source === source);
    if (!block) return;
    const blocks = state.blocks.filter((each) => each.source !== source);
    saveDeviceChoice(KEY, { blocks, since: blocks.length > 0 ? state.since : null });
    events.tell({ type: 'changed' });
    if (how.ended && !how.offered) events.tell({ type: 'ended', source, name: block.name });
  },
  /** A break was offered: the next offer counts from now. */
  restartCount(now: number) {
    const state = readFocus();
    if (state.blocks.length === 0) return;
    saveDeviceChoice(KEY, { ...state, since: now });
    events.tell({ type: 'changed' });
  },
  breathing(running: boolean) {
    breathing = running;
    events.tell({ type: 'breathing', running });
  },
  isBreathing: () => breathing,
  listen: events.subscribe,
};
