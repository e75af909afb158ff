import { useRef, useState } from 'react';
import type { KanbanCreate, KanbanStatus, KanbanTask } from '../../../shared/kanban/board';
import { columnName, stepsAdded } from '../../../shared/kanban/board';
import { DeferredPass } from '../../components/deferred-pass';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { StepSizeDial } from '../../components/step-size-dial';
import { UndoNotice } from '../../components/undo-notice';
import { addItem, refused, removeItem, useStepSuggestions } from '../../lib/list-actions';
import { newId } from '../../lib/offline/new-id';
import { runMutation } from '../../lib/run-mutation';
import { AddCardForm } from './add-card-form';
import type { CardWords } from './card-fields';
import { Board } from './board';
import { useBoard, useBoardActions } from './use-board';
import { useStepEdits } from './use-step-edits';

/** The task board's controls below its header (docs/product.md#task-board). */
export function TaskBoard() {
  const { data: loaded, error } = useBoard();
  const { add, move, steps: saveSteps, edit, remove, breakdown } = useBoardActions();
  const steps = useStepSuggestions(breakdown);
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const changeSteps = useStepEdits(saveSteps, setAnnouncement);
  // The column of the card deleted last, where focus returns once its Undo is taken or dismissed.
  const column = useRef<KanbanStatus>('todo');

  // The app names each new card, so one sent twice is kept once (decision 101).
  const addCard = (card: KanbanCreate, giveBack?: () => void) =>
    addItem(add, { id: newId(), ...card }, card.title, giveBack);

  function moveCard(task: KanbanTask, status: KanbanStatus) {
    setFocusId(task.id);
    setAnnouncement(`Moved ${task.title} to ${columnName(status)}.`);
    runMutation(
      move,
      { task, status },
      { onError: refused(`"${task.title}" could not be moved and is back in ${columnName(task.status)}.`) },
    );
  }

  /** The form under the card says why new words were refused, with the words kept (docs/conventions.md). */
  function editCard(task: KanbanTask, words: CardWords, giveBack: (reason: string) => void) {
    runMutation(edit, { task, ...words }, { onError: (reason) => giveBack(reason.message) });
  }

  function suggest(task: KanbanTask) {
    steps.ask(task.id, { taskId: task.id }, (answer) => {
      setFailures((current) => {
        const rest = Object.fromEntries(Object.entries(current).filter(([id]) => id !== task.id));
        return answer.outcome === 'ok' ? rest : { ...rest, [task.id]: answer.subtasks[0] ?? '' };
      });
      const added = answer.saved ? stepsAdded(task.subtasks, answer.saved.subtasks) : 0;
      setAnnouncement(
        answer.outcome !== 'ok'
          ? (answer.subtasks[0] ?? '')
          : added === 0
            ? `No new steps for ${task.title}: it holds these already.`
            : `${added} step${added === 1 ? '' : 's'} added to ${task.title}.`,
      );
    });
  }

  function deleteCard(task: KanbanTask) {
    // Focus goes to Undo, then back to the card's column.
    column.current = task.status;
    const { title, description, status, subtasks, createdAt } = task;
    removeItem(remove, task, title, () => addCard({ title, description, status, subtasks, createdAt }));
  }

  return (
    <>
      <AddCardForm onAdd={addCard} />
      <div className="mt-6">
        <StepSizeDial />
      </div>
      <UndoNotice returnFocus={() => document.getElementById(`column-${column.current}`)} />
      {/* The cards draw in a pass React can pause (decisions 066 and 125): a long board never holds the page still. */}
      <DeferredPass value={loaded}>
        {(tasks) =>
          error ? (
            <div className="mt-6">
              <Notice tone="error">Your board could not be loaded. {error.message}</Notice>
            </div>
          ) : !tasks ? (
            <Loading />
          ) : (
            <Board
              tasks={tasks}
              suggesting={steps.busy}
              failures={failures}
              source={steps.source}
              focusId={focusId}
              onMove={moveCard}
              onStepChange={changeSteps}
              onEdit={editCard}
              onSuggest={suggest}
              onDelete={deleteCard}
            />
          )
        }
      </DeferredPass>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
