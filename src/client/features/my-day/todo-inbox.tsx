import { Link } from 'react-router';
import type { PlacementInput } from '../../../shared/my-day';
import { estimateWords, placedWords, todoMinutes } from '../../../shared/my-day';
import type { Todo } from '../../../shared/todo/todos';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { PlaceForm } from './place-form';

interface Props {
  todos: Todo[] | undefined;
  /** The task each step belongs to, by the step's id. */
  stepOf: ReadonlyMap<string, string>;
  error: Error | null;
  /** The todo being placed, if any. */
  placing: string | null;
  onPlacing: (todoId: string | null) => void;
  /** Where a todo of `minutes` would go first: the day's first free time long enough. */
  suggest: (minutes: number) => PlacementInput;
  onPlace: (todo: Todo, input: PlacementInput) => void;
}

/**
 * The open todos not yet on this day, each placeable at a time with its estimate: a range, planned with its
 * longer end, or plainly none where there is nothing to go on (decision 149, docs/product.md#my-day).
 */
export function TodoInbox({ todos, stepOf, error, placing, onPlacing, suggest, onPlace }: Props) {
  if (error) return <Notice tone="error">Your todos could not be loaded. {error.message}</Notice>;
  if (!todos) return <Loading />;
  if (todos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line p-4 text-muted">
        No open todos to place.{' '}
        <Link to="/tools/todo" className="font-medium text-primary-ink underline underline-offset-4">
          Add some in the AI Todo List
        </Link>
        .
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {todos.map((todo) => {
        const minutes = todoMinutes(todo);
        return (
          <li key={todo.id} className="rounded-xl border border-line bg-surface p-3">
            <p className="font-medium break-words">{todo.title}</p>
            {stepOf.has(todo.id) && <p className="text-sm break-words">Step of {stepOf.get(todo.id)}</p>}
            <p className="text-sm text-muted">
              {estimateWords(todo.estimate)} {placedWords(todo)}
            </p>
            {placing === todo.id ? (
              <PlaceForm
                title={todo.title}
                initial={suggest(minutes)}
                submitLabel="Place"
                onCancel={() => onPlacing(null)}
                onSubmit={(input) => onPlace(todo, input)}
              />
            ) : (
              <Button
                variant="secondary"
                className="mt-2 px-3"
                aria-label={`Place on the day: ${todo.title}`}
                onClick={() => onPlacing(todo.id)}
              >
                Place on the day
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
