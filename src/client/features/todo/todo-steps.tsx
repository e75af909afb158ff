import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { Todo } from '../../../shared/todo/todos';
import { Button } from '../../components/button';
import { ReadingText } from '../../components/reading-text';

/**
 * A task's steps, under it and in the order they were added (decision 160): each is ticked and deleted on its
 * own, and the task says how many are done, in plain words ("2 of 5 steps done").
 */
export function TodoSteps({
  task,
  steps,
  isPending,
  onToggle,
  onDelete,
}: {
  task: Todo;
  steps: Todo[];
  isPending: (step: Todo) => boolean;
  onToggle: (step: Todo, completed: boolean) => void;
  onDelete: (step: Todo) => void;
}) {
  const id = useId();
  const done = steps.filter((step) => step.completed).length;
  return (
    <div className="mt-3 @sm:ml-9">
      <p id={`${id}-count`} className="text-muted">
        {done} of {steps.length} {steps.length === 1 ? 'step' : 'steps'} done
      </p>
      <ul aria-label={`Steps of ${task.title}`} className="mt-2 space-y-2">
        {steps.map((step) => (
          <StepItem
            key={step.id}
            step={step}
            pending={isPending(step)}
            onToggle={(completed) => onToggle(step, completed)}
            onDelete={() => onDelete(step)}
          />
        ))}
      </ul>
    </div>
  );
}

function StepItem({
  step,
  pending,
  onToggle,
  onDelete,
}: {
  step: Todo;
  pending: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
}) {
  const id = useId();
  return (
    <li
      aria-busy={pending || undefined}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line px-3 py-2"
    >
      <span className="flex max-w-full flex-1 basis-48 items-start gap-3">
        <input
          id={`${id}-done`}
          type="checkbox"
          checked={step.completed}
          disabled={pending}
          onChange={(event) => onToggle(event.target.checked)}
          className="mt-1 size-6 shrink-0 cursor-pointer accent-[var(--theme-color)]"
        />
        <label
          htmlFor={`${id}-done`}
          className={`min-w-0 flex-1 cursor-pointer ${step.completed ? 'text-muted line-through' : ''}`}
        >
          <ReadingText text={step.title} />
        </label>
      </span>
      <Button
        variant="ghost"
        className="min-h-11 px-3 text-sm text-danger"
        disabled={pending}
        aria-label={`Delete step ${step.title}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </li>
  );
}
