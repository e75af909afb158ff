import { useState } from 'react';
import { Link } from 'react-router';
import { timeWords } from '../../../shared/clock-time';
import type { WordsDayAnswer } from '../../../shared/words/day';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import { ReadingText } from '../../components/reading-text';
import type { Destination, TaskToAdd } from './use-words';
import { useAddTasks } from './use-words';

const PLACES: Record<Destination, { button: string; done: string; path: string; name: string }> = {
  todo: { button: 'Add to todos', done: 'your todo list', path: '/tools/todo', name: 'Open the todo list' },
  board: {
    button: 'Add to board',
    done: 'your task board',
    path: '/tools/kanban',
    name: 'Open the task board',
  },
  day: { button: 'Add to My Day', done: 'My Day', path: '/my-day', name: 'Open My Day' },
};

/** Where each task went on today's My Day, and, calmly, which had no room left today. */
function dayWords(answer: WordsDayAnswer, what: string): string {
  const placed = answer.items.filter((item) => item.start !== null);
  const left = answer.items.filter((item) => item.start === null);
  const times = placed.map((item) => `“${item.title}” at ${timeWords(item.start ?? '')}`).join(', ');
  const said = [];
  if (placed.length === answer.items.length) said.push(`Added ${what} to My Day: ${times}.`);
  else if (placed.length > 0) said.push(`Added to My Day: ${times}.`);
  if (left.length > 0)
    said.push(
      `${left.map((item) => `“${item.title}”`).join(', ')} did not fit in what is left of today, so ${
        left.length === 1 ? 'it is' : 'they are'
      } on your todo list to place another day.`,
    );
  return said.join(' ');
}

/**
 * "Add to todos", "Add to board" and "Add to My Day" for some tasks, and what came of it. The buttons stay where
 * they are after a press, so the keyboard keeps its place; a second press adds the tasks again only if the
 * person asks again.
 */
export function AddButtons({
  tasks,
  label,
  what,
}: {
  /** The tasks to add; none disables nothing but says there is nothing chosen. */
  tasks: TaskToAdd[];
  /** Names the group of buttons for screen readers, e.g. 'Add "Send the slides"'. */
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
        {(['todo', 'board', 'day'] as const).map((to) => (
          <Button
            key={to}
            variant="secondary"
            busy={add.isPending && add.variables.to === to}
            busyLabel="Adding..."
            onClick={() => {
              setNoneChosen(tasks.length === 0);
              if (tasks.length > 0) add.mutate({ tasks, to });
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
            <ReadingText
              text={add.data ? dayWords(add.data, what) : `Added ${what} to ${PLACES[done.to].done}.`}
            />{' '}
            <Link to={PLACES[done.to].path} className="underline">
              {PLACES[done.to].name}
            </Link>
          </Notice>
        )}
      </div>
    </div>
  );
}
