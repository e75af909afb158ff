import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import type { AiSource } from '../../../shared/ai';
import type { Todo } from '../../../shared/todo/todos';
import { ItemActions } from '../../components/item-actions';
import { ReadingText } from '../../components/reading-text';
import { SuggestionSource } from '../../components/step-size-dial';
import { TookQuestion } from '../../components/took-question';
import type { ShownSuggestions } from './suggested-steps';
import { SuggestedSteps } from './suggested-steps';

interface Props {
  todo: Todo;
  pending: boolean;
  /** The last answer for this item in this visit (a failure shows here, never saved). */
  answer: ShownSuggestions | undefined;
  source: AiSource | undefined;
  suggesting: boolean;
  onToggle: (completed: boolean) => void;
  onSuggest: () => void;
  onDelete: () => void;
  onAddStep: (step: string) => void;
  onAddAll: (steps: string[]) => void;
  /** The titles of the task's own steps, by `stepKey`: suggestions among them are added already. */
  addedSteps: ReadonlySet<string>;
  /** The task's own steps (decision 160), drawn under it. */
  steps?: ReactNode;
  /** Ticked off in this visit and not yet answered: "About how long did it take?" shows under it. */
  asking: boolean;
  /** The answer in minutes, or null when the person skipped the question. */
  onTook: (minutes: number | null) => void;
}

/** One task: completion toggle, suggestions button and delete, with its suggested steps underneath. */
export function TodoItem({
  todo,
  pending,
  answer,
  source,
  suggesting,
  onToggle,
  onSuggest,
  onDelete,
  onAddStep,
  onAddAll,
  addedSteps,
  steps,
  asking,
  onTook,
}: Props) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  // The question's buttons go once answered: focus returns to the task's own box, never to the page.
  const answered = (minutes: number | null) => {
    onTook(minutes);
    box.current?.focus();
  };
  const shown: ShownSuggestions | undefined =
    answer ??
    (todo.aiSuggestions.length > 0 ? { outcome: 'ok', suggestions: todo.aiSuggestions } : undefined);
  return (
    <li aria-busy={pending || undefined} className="rounded-xl border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <input
          ref={box}
          id={`${id}-done`}
          type="checkbox"
          checked={todo.completed}
          disabled={pending}
          onChange={(event) => onToggle(event.target.checked)}
          className="mt-1 size-6 shrink-0 cursor-pointer accent-[var(--theme-color)]"
        />
        <label
          htmlFor={`${id}-done`}
          className={`min-w-0 flex-1 cursor-pointer text-lg break-words ${todo.completed ? 'text-muted line-through' : ''}`}
        >
          <ReadingText text={todo.title} />
        </label>
      </div>
      {asking && todo.completed && (
        <TookQuestion
          title={todo.title}
          className="mt-3 @sm:ml-9"
          onAnswer={answered}
          onSkip={() => answered(null)}
        />
      )}
      <div className="mt-3 flex flex-wrap gap-2 @sm:pl-9">
        <ItemActions
          title={todo.title}
          pending={pending}
          suggesting={suggesting}
          onSuggest={onSuggest}
          onDelete={onDelete}
        />
      </div>
      {steps}
      {shown && (
        <div className="mt-3 border-l-4 border-primary pl-3 @sm:ml-9">
          <h3 id={`${id}-steps`} className="font-semibold">
            Suggested steps
          </h3>
          <SuggestedSteps
            shown={shown}
            headingId={`${id}-steps`}
            added={addedSteps}
            onAddStep={onAddStep}
            onAddAll={onAddAll}
          />
          {shown.outcome === 'ok' && (
            <div className="mt-2">
              <SuggestionSource source={source} />
            </div>
          )}
        </div>
      )}
    </li>
  );
}
