import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useSyncExternalStore } from 'react';
import { isTyping } from '../lib/typing';
import { undoOffer } from '../lib/undo';
import { Button } from './button';

interface Props {
  /** Where focus goes once the notice has gone (Undo or Dismiss): the list's heading, say. */
  returnFocus: () => HTMLElement | null | undefined;
}

/**
 * The Undo a delete offers, in the page's flow beside the list it came from (never over a control): the focus
 * moves to its Undo button as it appears, since the deleted item and its buttons are gone, so Undo is one key
 * press away; Ctrl+Z (⌘Z) also takes it. It stays until Undo, Dismiss, the person's next change on this screen
 * (anything sent to the server: an add, an edit, a tick, another delete); leaving the screen and coming back
 * shows it again (decision 175).
 */
export function UndoNotice({ returnFocus }: Props) {
  const path = location.pathname;
  const offer = useSyncExternalStore(
    undoOffer.subscribe,
    () => undoOffer.at(path),
    () => null,
  );
  const queryClient = useQueryClient();
  const undo = useRef<HTMLButtonElement>(null);
  const said = useId();
  const goBack = () => {
    const target = returnFocus();
    // A heading takes focus too, without joining the Tab order.
    if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target?.focus();
  };

  // Focus goes to Undo when the offer is made, not when a screen left earlier shows it again.
  const shown = useRef(offer);
  useEffect(() => {
    if (offer && offer !== shown.current) undo.current?.focus();
    shown.current = offer;
  }, [offer]);

  // The person's next change here ends the offer: every change is a request in the mutation cache.
  useEffect(() => {
    if (!offer) return;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'added') undoOffer.nextChange();
    });
  }, [offer, queryClient]);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey) return;
    if (isTyping(event.target)) return;
    event.preventDefault();
    const hadFocus = document.activeElement === undo.current;
    undoOffer.take();
    if (hadFocus) goBack();
  });
  useEffect(() => {
    if (!offer) return;
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [offer]);

  if (!offer) return null;
  const close = (take: boolean) => {
    if (take) undoOffer.take();
    else undoOffer.withdraw(offer);
    goBack();
  };
  return (
    <div
      role="status"
      className="my-3 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-primary-soft px-4 py-2"
    >
      <p id={said} className="font-medium">
        {offer.message}
      </p>
      <Button
        ref={undo}
        variant="secondary"
        aria-describedby={said}
        aria-keyshortcuts="Control+Z"
        onClick={() => close(true)}
      >
        Undo
      </Button>
      <Button variant="ghost" onClick={() => close(false)}>
        Dismiss
      </Button>
    </div>
  );
}
