import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type { Destination } from './use-words';
import { useAddTasks } from './use-words';

const PLACES: Record<Destination, { button: string; done: string; path: string; name: string }> = {
  todo: { button: 'Add to todos', done: 'your todo list', path: '/tools/todo', name: 'Open the todo list' },
  board: {
    button: 'Add to board',
    done: 'your task board',
    path: '/tools/kanban',
    name: 'Open the task board',
  },
};

/**
 * "Add to todos" and "Add to board" for some tasks, and what came of it. The buttons stay where they are after
 * a press, so the keyboard keeps its place; a second press adds the tasks again only if the person asks again.
 */
export function AddButtons({
  titles,
  label,
  what,
}: {
  /** The tasks to add; none disables nothing but says there is nothing chosen. */
  titles: string[];
  /** Names the pair of buttons for screen readers, e.g. 'Add "Send the slides"'. */
  label: string;
  /** How the added tasks are named in the message: 'this task', '2 tasks'. */
  what: string;
}) {
  const add = useAddTasks();
  const [noneChosen, setNoneChosen] = useState(false);
  const done = add.isSuccess ? add.variables : null;
  return (
    <div className="space-y-2">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {(['todo', 'board'] as const).map((to) => (
          <Button
            key={to}
            variant="secondary"
            busy={add.isPending && add.variables.to === to}
            busyLabel="Adding..."
            onClick={() => {
              setNoneChosen(titles.length === 0);
              if (titles.length > 0) add.mutate({ titles, to });
            }}
          >
            {PLACES[to].button}
          </Button>
        ))}
      </div>
      <div aria-live="polite">
        {noneChosen && <Notice tone="info">Tick at least one task to add.</Notice>}
        {add.error && <Notice tone="error">Not added. {add.error.message}</Notice>}
        {done && !noneChosen && (
          <Notice tone="success">
            Added {what} to {PLACES[done.to].done}.{' '}
            <Link to={PLACES[done.to].path} className="underline">
              {PLACES[done.to].name}
            </Link>
          </Notice>
        )}
      </div>
    </div>
  );
}
