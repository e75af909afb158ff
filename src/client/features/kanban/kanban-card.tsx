import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ArrowRightLeft, GripVertical, PencilLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AiSource } from '../../../shared/ai';
import type { KanbanStatus, KanbanTask } from '../../../shared/kanban/board';
import { KANBAN_COLUMNS } from '../../../shared/kanban/board';
import { Button } from '../../components/button';
import { ItemActions } from '../../components/item-actions';
import { ReadingText } from '../../components/reading-text';
import type { CardWords } from './card-fields';
import { EditCardForm } from './edit-card-form';
import { QuietButton } from './quiet-button';
import { StepList } from './step-list';
import type { StepChange } from './use-step-edits';

export interface CardHandlers {
  onMove: (task: KanbanTask, status: KanbanStatus) => void;
  onStepChange: (task: KanbanTask, change: StepChange) => void;
  /** New words for the card; `refused` gets the server's reason if it does not keep them. */
  onEdit: (task: KanbanTask, words: CardWords, refused: (reason: string) => void) => void;
  onSuggest: (task: KanbanTask) => void;
  onDelete: (task: KanbanTask) => void;
}

interface Props extends CardHandlers {
  task: KanbanTask;
  pending: boolean;
  suggesting: boolean;
  /** docs/product.md#messages's message shown in place of the subtasks after a failed or refused breakdown (never saved). */
  failure: string | undefined;
  source: AiSource | undefined;
  /** True once, right after the card moved by button: focus follows it to its new column. */
  takeFocus: boolean;
}

interface Editing {
  start: CardWords;
  refusal: string | null;
  /** The title box takes focus unless the person has moved on (a refusal arriving later). */
  focus: boolean;
}

/** A card: drag handle, title, description, steps to tick off and edit, suggestions, edit, delete and 'Move to'. */
export function KanbanCard({ task, pending, suggesting, failure, source, takeFocus, ...handlers }: Props) {
  const id = useId();
  const self = useRef<HTMLElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: { title: task.title, status: task.status },
    disabled: pending,
  });

  useEffect(() => {
    if (takeFocus) self.current?.focus();
  }, [takeFocus]);

  function closeEditing() {
    setEditing(null);
    editButton.current?.focus();
  }

  function save(words: CardWords) {
    closeEditing();
    if (words.title === task.title && words.description === task.description) return;
    handlers.onEdit(task, words, (reason) =>
      setEditing({
        start: words,
        refusal: `Your change was not saved. ${reason}`,
        focus: document.activeElement === editButton.current,
      }),
    );
  }

  return (
    <article
      ref={(node) => {
        self.current = node;
        setNodeRef(node);
      }}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-busy={pending || undefined}
      style={{ transform: CSS.Translate.toString(transform) }}
      className={`relative rounded-lg border bg-surface p-3 ${
        isDragging ? 'z-10 border-primary shadow-lg' : 'border-line'
      }`}
    >
      <div className="flex items-start gap-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${task.title}`}
          className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg border border-control text-muted hover:border-primary"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
        <h3 id={`${id}-title`} className="min-w-0 flex-1 pt-2 font-semibold break-words">
          <ReadingText text={task.title} />
        </h3>
        <QuietButton
          ref={editButton}
          className="mt-1.5"
          disabled={pending}
          aria-label={`Edit ${task.title}`}
          aria-expanded={editing !== null}
          onClick={() =>
            editing
              ? closeEditing()
              : setEditing({
                  start: { title: task.title, description: task.description },
                  refusal: null,
                  focus: true,
                })
          }
        >
          <PencilLine aria-hidden="true" className="size-4" />
          Edit
        </QuietButton>
      </div>
      {editing ? (
        <EditCardForm
          key={editing.refusal ?? 'open'}
          start={editing.start}
          refusal={editing.refusal}
          takeFocus={editing.focus}
          onSave={save}
          onCancel={closeEditing}
        />
      ) : (
        task.description && (
          <p className="mt-2 break-words text-muted">
            <ReadingText text={task.description} />
          </p>
        )
      )}
      {failure ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-danger bg-danger-soft px-3 py-2 font-medium text-danger"
        >
          {failure}
        </p>
      ) : (
        <StepList
          title={task.title}
          steps={task.subtasks}
          pending={pending}
          source={source}
          onChange={(change) => handlers.onStepChange(task, change)}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <ItemActions
          title={task.title}
          pending={pending}
          suggesting={suggesting}
          onSuggest={() => handlers.onSuggest(task)}
          onDelete={() => handlers.onDelete(task)}
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {KANBAN_COLUMNS.filter((column) => column.status !== task.status).map((column) => (
          <Button
            key={column.status}
            variant="secondary"
            className="px-3 text-sm"
            disabled={pending}
            aria-label={`Move to ${column.name}: ${task.title}`}
            onClick={() => handlers.onMove(task, column.status)}
          >
            <ArrowRightLeft aria-hidden="true" className="size-4" />
            Move to {column.name}
          </Button>
        ))}
      </div>
    </article>
  );
}
