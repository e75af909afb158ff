import { useDeferredValue, useState } from 'react';
import { toast } from '../../lib/toast';
import { STEP_SIZE } from '../../../shared/ai';
import type { KanbanCreate, KanbanStatus, KanbanSubtask, KanbanTask } from '../../../shared/kanban';
import { columnName } from '../../../shared/kanban';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { StepSizeDial } from '../../components/step-size-dial';
import { ToolPageHeader } from '../../components/tool-page-header';
import { useAssistant } from '../../lib/assistant';
import { AddCardForm } from './add-card-form';
import { Board } from './board';
import { useBoard, useBoardActions } from './use-board';
import { runMutation } from '../../lib/run-mutation';

let pendingCount = 0;
const nextPendingId = () => `pending-${(pendingCount += 1)}`;

const without = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export default function KanbanPage() {
  const { data: loaded, error } = useBoard();
  // The cards draw in a pass React can pause (decision 066): a long board never holds the page still.
  const tasks = useDeferredValue(loaded);
  const { data: assistant } = useAssistant();
  const { add, move, tick, remove, breakdown } = useBoardActions();
  const [suggesting, setSuggesting] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const refused = (what: string) => (reason: Error) => toast.error(`${what} ${reason.message}`);

  function addCard(card: KanbanCreate, giveBack?: () => void) {
    runMutation(
      add,
      { ...card, pendingId: nextPendingId() },
      {
        onError: (reason) => {
          refused(`"${card.title}" was not added.`)(reason);
          giveBack?.();
        },
      },
    );
  }

  function moveCard(task: KanbanTask, status: KanbanStatus) {
    setFocusId(task.id);
    setAnnouncement(`Moved ${task.title} to ${columnName(status)}.`);
    runMutation(
      move,
      { task, status },
      { onError: refused(`"${task.title}" could not be moved and is back in ${columnName(task.status)}.`) },
    );
  }

  function tickSubtasks(task: KanbanTask, subtasks: KanbanSubtask[]) {
    runMutation(tick, { task, subtasks }, { onError: refused('That tick was not saved.') });
  }

  function suggest(task: KanbanTask) {
    setSuggesting((current) => new Set(current).add(task.id));
    runMutation(
      breakdown,
      { taskId: task.id, stepSize: assistant?.stepSize ?? STEP_SIZE.default },
      {
        onSuccess: (answer) => {
          setFailures((current) => {
            const rest = Object.fromEntries(Object.entries(current).filter(([id]) => id !== task.id));
            return answer.outcome === 'ok' ? rest : { ...rest, [task.id]: answer.subtasks[0] ?? '' };
          });
          setAnnouncement(
            answer.outcome === 'ok'
              ? `${answer.subtasks.length} subtasks added to ${task.title}.`
              : (answer.subtasks[0] ?? ''),
          );
        },
        onError: refused('No steps this time.'),
        onSettled: () => setSuggesting((current) => without(current, task.id)),
      },
    );
  }

  function deleteCard(task: KanbanTask) {
    document.getElementById(`column-${task.status}`)?.focus();
    runMutation(remove, task, {
      onError: refused(`"${task.title}" was not deleted.`),
      onSuccess: () =>
        toast(`Deleted "${task.title}"`, {
          duration: 20_000,
          action: {
            label: 'Undo',
            onClick: () =>
              addCard({
                title: task.title,
                description: task.description,
                status: task.status,
                subtasks: task.subtasks,
                createdAt: task.createdAt,
              }),
          },
        }),
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <title>Visual Task Board · NeuroNest</title>
      <ToolPageHeader tool="kanban" />
      <p className="mt-2 text-muted">
        Add a task, then move it from To Do to In Progress to Done. Ask for steps when one feels too big.
      </p>
      <AddCardForm onAdd={addCard} />
      <div className="mt-6">
        <StepSizeDial />
      </div>
      {error ? (
        <div className="mt-6">
          <Notice tone="error">Your board could not be loaded. {error.message}</Notice>
        </div>
      ) : !tasks ? (
        <Loading />
      ) : (
        <Board
          tasks={tasks}
          suggesting={suggesting}
          failures={failures}
          source={assistant?.source}
          focusId={focusId}
          onMove={moveCard}
          onTick={tickSubtasks}
          onSuggest={suggest}
          onDelete={deleteCard}
        />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
