import { useCallback, useState } from 'react';
import { STEP_SIZE } from '../../shared/ai';
import { useAssistant } from './assistant';
import { runMutation } from './run-mutation';
import { toast } from './toast';
import { undoOffer } from './undo';

/* What the list screens (the todo list, the task board) say and offer around a change of lib/optimistic-list.ts. */

interface Mutation<TInput, TData = unknown> {
  mutateAsync: (input: TInput) => Promise<TData>;
}

/** An error toast: what did not happen, then the server's plain reason. */
export const refused = (what: string) => (reason: Error) => toast.error(`${what} ${reason.message}`);

/** Adds an item; if the server refuses, says so and gives the typed words back (`giveBack`), so none are lost. */
export function addItem<TInput>(add: Mutation<TInput>, input: TInput, title: string, giveBack?: () => void) {
  runMutation(add, input, {
    onError: (reason) => {
      refused(`"${title}" was not added.`)(reason);
      giveBack?.();
    },
  });
}

/**
 * Deletes an item and offers Undo at once (lib/undo.ts, shown by the screen's <UndoNotice />), which adds it
 * again (`restore`); a refused delete says so and withdraws the offer.
 */
export function removeItem<T>(remove: Mutation<T>, item: T, title: string, restore: () => void) {
  const offer = { message: `Deleted "${title}".`, restore };
  undoOffer.offer(offer);
  runMutation(remove, item, {
    onError: (reason) => {
      undoOffer.withdraw(offer);
      refused(`"${title}" was not deleted.`)(reason);
    },
  });
}

/**
 * Asks the assistant for an item's steps, at the person's remembered step size. `busy` holds the items waiting
 * for an answer, so each can show that it is thinking; a refused request says why.
 */
export function useStepSuggestions<TInput extends { stepSize: number }, TAnswer>(
  suggest: Mutation<TInput, TAnswer>,
) {
  const { data: assistant } = useAssistant();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const stop = useCallback(
    (id: string) =>
      setBusy((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  function ask(id: string, input: Omit<TInput, 'stepSize'>, onAnswer: (answer: TAnswer) => void) {
    setBusy((current) => new Set(current).add(id));
    runMutation(suggest, { ...input, stepSize: assistant?.stepSize ?? STEP_SIZE.default } as TInput, {
      onSuccess: onAnswer,
      onError: refused('No steps this time.'),
      onSettled: () => stop(id),
    });
  }
  return { busy, ask, source: assistant?.source };
}
