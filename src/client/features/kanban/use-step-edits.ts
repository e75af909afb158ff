import { useQueryClient } from '@tanstack/react-query';
import { splitEstimate } from '../../../shared/ai-parse';
import type { KanbanSubtask, KanbanTask } from '../../../shared/kanban/board';
import {
  addStep,
  KANBAN_SUBTASKS_MAX,
  moveStep,
  removeStep,
  renameStep,
  restoreStep,
} from '../../../shared/kanban/board';
import { refused } from '../../lib/list-actions';
import { runMutation } from '../../lib/run-mutation';
import { toast } from '../../lib/toast';
import { undoOffer } from '../../lib/undo';
import { boardQuery } from './use-board';

/** One change a person makes to a card's steps (docs/product.md#task-board). */
export type StepChange =
  | { kind: 'tick'; index: number; done: boolean }
  | { kind: 'add'; text: string }
  | { kind: 'rename'; index: number; text: string }
  | { kind: 'move'; index: number; by: -1 | 1 }
  | { kind: 'delete'; index: number };

interface SaveSteps {
  mutateAsync: (input: { task: KanbanTask; subtasks: KanbanSubtask[] }) => Promise<unknown>;
}

/** A step's words without its estimate, as people read them. */
const wordsOf = (step: KanbanSubtask | undefined) => (step ? splitEstimate(step.text).text : '');

/**
 * Applies people's changes to a card's steps: each shows at once and goes back if the server refuses it, with a
 * toast that says so (the step's controls may be gone by then, docs/conventions.md). Moves and additions are
 * said to screen readers through `announce`; a deleted step offers Undo (lib/undo.ts), as a deleted card does.
 */
export function useStepEdits(saveSteps: SaveSteps, announce: (words: string) => void) {
  const queryClient = useQueryClient();

  const save = (task: KanbanTask, subtasks: KanbanSubtask[], failed: string, onRefused?: () => void) =>
    runMutation(
      saveSteps,
      { task, subtasks },
      {
        onError: (reason) => {
          onRefused?.();
          refused(failed)(reason);
        },
      },
    );

  /** Undo: the step back in its place on the card as it is now. */
  function putBack(taskId: string, index: number, step: KanbanSubtask) {
    const words = wordsOf(step);
    const task = queryClient.getQueryData(boardQuery.queryKey)?.find((card) => card.id === taskId);
    if (!task) return toast.error(`"${words}" could not come back: its card is gone.`);
    const steps = restoreStep(task.subtasks, index, step);
    if (!steps)
      return toast.error(
        `"${words}" could not come back: a card holds at most ${KANBAN_SUBTASKS_MAX} steps.`,
      );
    save(task, steps, `"${words}" did not come back.`);
    announce(`${words} is back as step ${Math.min(index, task.subtasks.length) + 1} of ${steps.length}.`);
  }

  /**
   * The card as it will be drawn: the board draws in a deferred pass (decision 066), so two quick changes must
   * build on the cache, not on the card on screen, or the second would undo the first.
   */
  const latest = (shown: KanbanTask) =>
    queryClient.getQueryData(boardQuery.queryKey)?.find((card) => card.id === shown.id) ?? shown;

  return function change(shown: KanbanTask, edit: StepChange) {
    const task = latest(shown);
    const steps = task.subtasks;
    switch (edit.kind) {
      case 'tick': {
        const next = steps.map((step, i) => (i === edit.index ? { ...step, done: edit.done } : step));
        save(task, next, 'That tick was not saved.');
        return;
      }
      case 'add': {
        const next = addStep(steps, edit.text);
        save(task, next, `"${edit.text.trim()}" was not added.`);
        announce(`Added ${edit.text.trim()} as step ${next.length} of ${next.length}.`);
        return;
      }
      case 'rename': {
        const next = renameStep(steps, edit.index, edit.text);
        if (next === steps) return;
        save(task, next, `The new words for "${wordsOf(steps[edit.index])}" were not saved.`);
        return;
      }
      case 'move': {
        const next = moveStep(steps, edit.index, edit.by);
        if (next === steps) return;
        const words = wordsOf(steps[edit.index]);
        save(task, next, `"${words}" could not be moved and is back in its place.`);
        announce(`${words} is now step ${edit.index + edit.by + 1} of ${next.length}.`);
        return;
      }
      case 'delete': {
        const [next, step] = removeStep(steps, edit.index);
        if (!step) return;
        const words = wordsOf(step);
        const offer = {
          message: `Deleted step "${words}".`,
          restore: () => putBack(task.id, edit.index, step),
        };
        undoOffer.offer(offer);
        save(task, next, `"${words}" was not deleted.`, () => undoOffer.withdraw(offer));
      }
    }
  };
}
