import { listeners } from './listeners';

/*
 * The one Undo a screen offers after a delete (docs/product.md#undo-after-a-delete): the last thing deleted, kept until Undo,
 * a dismissal, the next delete or leaving the screen, never for a length of time (WCAG 2.2.1). The screen
 * shows it with <UndoNotice /> beside its list; Ctrl+Z (⌘Z) takes it from anywhere but a text field.
 */

export interface UndoOffer {
  /** What was deleted, as the notice says it: `Deleted "Buy milk".` */
  message: string;
  /** Puts it back. */
  restore: () => void;
}

let current: UndoOffer | null = null;
const changed = listeners();

export const undoOffer = {
  subscribe: changed.subscribe,
  get: (): UndoOffer | null => current,
  /** Offers Undo for what was just deleted, in place of any earlier offer. */
  offer(offer: UndoOffer) {
    current = offer;
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
  /** Withdraws the offer: dismissed, the screen left, or the delete itself refused. */
  withdraw(offer?: UndoOffer) {
    if (!current || (offer && offer !== current)) return;
    current = null;
    changed.tell();
  },
};
