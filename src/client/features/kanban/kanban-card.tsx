import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { ArrowRightLeft, GripVertical } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { AiSource } from '../../../shared/ai';
import { splitEstimate } from '../../../shared/ai-parse';
import type { KanbanStatus, KanbanSubtask, KanbanTask } from '../../../shared/kanban';
import { KANBAN_COLUMNS } from '../../../shared/kanban';
import { Button } from '../../components/button';
import { ItemActions } from '../../components/item-actions';
import { ReadingText } from '../../components/reading-text';
import { SuggestionSource } from '../../components/step-size-dial';

export interface CardHandlers {
  onMove: (task: KanbanTask, status: KanbanStatus) => void;
  onTick: (task: KanbanTask, subtasks: KanbanSubtask[]) => void;
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

/** A card: drag handle, title, description, subtasks to tick off, suggestions, delete and 'Move to' buttons. */
export function KanbanCard({ task, pending, suggesting, failure, source, takeFocus, ...handlers }: Props) {
  const id = useId();
  const self = useRef<HTMLElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: { title: task.title, status: task.status },
    disabled: pending,
  });

  useEffect(() => {
    if (takeFocus) self.current?.focus();
  }, [takeFocus]);

  const toggleSubtask = (index: number, done: boolean) =>
    handlers.onTick(
      task,
      task.subtasks.map((subtask, i) => (i === index ? { ...subtask, done } : subtask)),
    );

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
        <h3 id={`${id}-title`} className="min-w-0 flex-1 pt-2 font-semibold">
          <ReadingText text={task.title} />
        </h3>
      </div>
      {task.description && (
        <p className="mt-2 text-muted">
          <ReadingText text={task.description} />
        </p>
      )}
      {failure ? (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-danger bg-danger-soft px-3 py-2 font-medium text-danger"
        >
          {failure}
        </p>
      ) : (
        task.subtasks.length > 0 && (
          <div className="mt-3">
            <h4 id={`${id}-steps`} className="text-sm font-semibold">
              Subtasks ({task.subtasks.filter((s) => s.done).length} of {task.subtasks.length} done)
            </h4>
            <ul aria-labelledby={`${id}-steps`} className="mt-1 space-y-1">
              {task.subtasks.map((subtask, index) => {
                const step = splitEstimate(subtask.text);
                return (
                  <li key={`${index}-${subtask.text}`} className="flex items-start gap-2">
                    <input
                      id={`${id}-sub-${index}`}
                      type="checkbox"
                      checked={subtask.done}
                      disabled={pending}
                      onChange={(event) => toggleSubtask(index, event.target.checked)}
                      className="mt-1 size-6 shrink-0 cursor-pointer accent-[var(--theme-color)]"
                    />
                    <label
                      htmlFor={`${id}-sub-${index}`}
                      className={`min-w-0 flex-1 cursor-pointer ${subtask.done ? 'text-muted line-through' : ''}`}
                    >
                      <ReadingText text={step.text} />
                      {step.minutes !== null && (
                        <span className="ml-2 inline-block rounded-full border border-line px-2 text-sm whitespace-nowrap text-muted no-underline">
                          about {step.minutes} min
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
            <div className="mt-2">
              <SuggestionSource source={source} />
            </div>
          </div>
        )
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
