import { listeners } from './listeners';

/*
 * The one Undo offered after a delete (docs/product.md#undo-after-a-delete, decisions 146, 175): the last thing
 * deleted, kept until Undo, Dismiss, the person's next change on the screen it came from, or another delete,
 * never for a length of time (WCAG 2.2.1). Leaving the screen keeps it: the screen shows it again on coming back.
 * The screen shows it with <UndoNotice /> beside its list; Ctrl+Z (⌘Z) takes it from anywhere on that screen but
 * a text field.
 */

export interface UndoOffer {
  /** What was deleted, as the notice says it: `Deleted "Buy milk".` */
  message: string;
  /** Puts it back. */
  restore: () => void;
}

let current: UndoOffer | null = null;
/** The address of the screen the offer came from: only that screen shows it. */
let place = '';
/** True in the task that made the offer: the delete's own request starts then, and is not a next change. */
let offeredNow = false;
const changed = listeners();

const here = () => (typeof location === 'undefined' ? '' : location.pathname);

export const undoOffer = {
  subscribe: changed.subscribe,
  get: (): UndoOffer | null => current,
  /** The offer, when it came from the screen at `path`. */
  at: (path: string): UndoOffer | null => (current && place === path ? current : null),
  /** Offers Undo for what was just deleted, in place of any earlier offer. */
  offer(offer: UndoOffer) {
    current = offer;
    place = here();
    offeredNow = true;
    queueMicrotask(() => {
      offeredNow = false;
    });
    changed.tell();
  },
  /** Puts the offered item back; true when there was one. */
  take(): boolean {
    const offer = current;
    if (!offer) return false;
    current = null;
    changed.tell();
    offer.restore();
    return true;
  },
  /** Withdraws the offer: dismissed, or the delete itself refused. */
  withdraw(offer?: UndoOffer) {
    if (!current || (offer && offer !== current)) return;
    current = null;
    changed.tell();
  },
  /**
   * The person changed something else on the offer's screen (added, edited, ticked): the offer ends, since Undo
   * would no longer undo the last thing they did. The delete's own request, sent with the offer, is not one.
   */
  nextChange() {
    if (offeredNow) return;
    undoOffer.withdraw();
  },
  /** Signing out: nothing of the person's is kept on the page. */
  clear() {
    undoOffer.withdraw();
  },
};
