import { useId } from 'react';
import type { AiSource } from '../../../shared/ai';
import type { Todo } from '../../../shared/todos';
import { ItemActions } from '../../components/item-actions';
import { ReadingText } from '../../components/reading-text';
import { SuggestionSource } from '../../components/step-size-dial';
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
}: Props) {
  const id = useId();
  const shown: ShownSuggestions | undefined =
    answer ??
    (todo.aiSuggestions.length > 0 ? { outcome: 'ok', suggestions: todo.aiSuggestions } : undefined);
  return (
    <li aria-busy={pending || undefined} className="rounded-xl border border-line bg-surface p-4">
      <div className="flex items-start gap-3">
        <input
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
      <div className="mt-3 flex flex-wrap gap-2 @sm:pl-9">
        <ItemActions
          title={todo.title}
          pending={pending}
          suggesting={suggesting}
          onSuggest={onSuggest}
          onDelete={onDelete}
        />
      </div>
      {shown && (
        <div className="mt-3 border-l-4 border-primary pl-3 @sm:ml-9">
          <h3 id={`${id}-steps`} className="font-semibold">
            Suggested steps
          </h3>
          <SuggestedSteps shown={shown} headingId={`${id}-steps`} onAddStep={onAddStep} />
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
