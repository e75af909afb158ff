import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { clockTime, minutesOf, timeWords } from '../../../shared/clock-time';
import { addDays, isDay } from '../../../shared/habits/days';
import type { Placement, PlacementInput } from '../../../shared/my-day';
import { DAY_FROM, firstFreeStart, timeline } from '../../../shared/my-day';
import type { Todo } from '../../../shared/todo/todos';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { dayPlanQuery } from '../../lib/day-plan';
import { refused } from '../../lib/list-actions';
import { runMutation } from '../../lib/run-mutation';
import { useNow } from '../../lib/use-now';
import { useTimeZone } from '../../lib/profile';
import { useTodos } from '../../lib/todos';
import { DayBoard } from './day-board';
import { DayTimeline } from './day-timeline';
import { TodoInbox } from './todo-inbox';
import { useDayActions, useDayPlan } from './use-my-day';

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** "Tuesday 24 November". */
const dayWords = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const linkClass =
  'inline-flex min-h-11 items-center font-medium text-primary-ink underline underline-offset-4';

/** For each step (decision 160), the title of the task it belongs to, so a step on the day says whose it is. */
function parentTitles(todos: Todo[]): ReadonlyMap<string, string> {
  const titles = new Map(todos.map((todo) => [todo.id, todo.title]));
  const parents = new Map<string, string>();
  for (const todo of todos) {
    const parent = todo.parentId && titles.get(todo.parentId);
    if (parent) parents.set(todo.id, parent);
  }
  return parents;
}

/**
 * My Day's controls below its header: one day's timeline of routines and placed todos, and beside it the open
 * todos to place. The day shown is in the address (`?day=2026-11-24`), so a reload stays on it.
 */
export function MyDay() {
  const timeZone = useTimeZone();
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? undefined;
  const date = asked && isDay(asked) ? asked : undefined;
  const { data: plan, error } = useDayPlan(timeZone, date);
  const { data: todos, error: todosError } = useTodos();
  const { place, unplace, done } = useDayActions(dayPlanQuery(timeZone, date).queryKey);
  const [placing, setPlacing] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [focusTodo, setFocusTodo] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const now = useNow(30_000);

  const showDay = (day: string | undefined) => {
    setPlacing(null);
    setEditing(null);
    setParams(day ? { day } : {});
  };

  const isToday = plan !== undefined && plan.day === plan.today;
  const nowMinutes = isToday ? minutesOf(clockTime(now, timeZone)) : undefined;
  const entries = plan ? timeline(plan) : [];
  const placedHere = new Set(plan?.placements.map((p) => p.todoId));
  const open = todos?.filter((todo) => !todo.completed && !placedHere.has(todo.id));
  const stepOf = parentTitles(todos ?? []);

  function placeTodo(placement: Placement, said: string) {
    runMutation(
      place,
      { placement },
      { onError: refused(`"${placement.title}" was not placed.`), onSuccess: () => setAnnouncement(said) },
    );
  }

  const onPlace = (todo: Todo, input: PlacementInput) => {
    setPlacing(null);
    setFocusTodo(todo.id);
    placeTodo(
      { todoId: todo.id, title: todo.title, completed: false, ...input },
      `Placed ${todo.title} at ${timeWords(input.start)}.`,
    );
  };

  const actions = {
    editing,
    focusTodo,
    onEdit: setEditing,
    onDone: (placement: Placement, completed: boolean) =>
      runMutation(
        done,
        { placement, completed },
        {
          onError: refused(`"${placement.title}" was not changed.`),
          onSuccess: () => setAnnouncement(`${placement.title}: ${completed ? 'done' : 'not done'}.`),
        },
      ),
    onMove: (placement: Placement, input: PlacementInput) => {
      setEditing(null);
      setFocusTodo(placement.todoId);
      placeTodo({ ...placement, ...input }, `${placement.title} now starts at ${timeWords(input.start)}.`);
    },
    onUnplace: (placement: Placement) =>
      runMutation(
        unplace,
        { placement },
        {
          onError: refused(`"${placement.title}" was not taken off the day.`),
          onSuccess: () => setAnnouncement(`${placement.title} is back in your open todos.`),
        },
      ),
  };

  return (
    <>
      <Link to="/tools/routine-planner" className={`mt-2 ${linkClass}`}>
        Your routines
      </Link>

      <nav aria-label="Days" className="mt-6 flex flex-wrap items-center gap-2">
        <Button variant="secondary" disabled={!plan} onClick={() => plan && showDay(addDays(plan.day, -1))}>
          Previous day
        </Button>
        <Button variant="secondary" disabled={!plan || isToday} onClick={() => showDay(undefined)}>
          Today
        </Button>
        <Button variant="secondary" disabled={!plan} onClick={() => plan && showDay(addDays(plan.day, 1))}>
          Next day
        </Button>
      </nav>

      {error ? (
        <div className="mt-6">
          <Notice tone="error">Your day could not be loaded. {error.message}</Notice>
        </div>
      ) : !plan ? (
        <Loading />
      ) : (
        <div className="@container mt-6">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-8 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="day-heading">
              <h2 id="day-heading" className="text-2xl font-semibold">
                {dayWords(plan.day)}
                {isToday && <span className="text-muted"> (today)</span>}
              </h2>
              {nowMinutes !== undefined && (
                <div className="mt-3">
                  <DayBoard entries={entries} now={nowMinutes} />
                </div>
              )}
              <div className="mt-4">
                <DayTimeline
                  label={`Timeline for ${dayWords(plan.day)}`}
                  entries={entries}
                  placements={plan.placements}
                  icons={new Map(plan.routines.map((routine) => [routine.id, routine.icon]))}
                  stepOf={stepOf}
                  now={nowMinutes}
                  actions={actions}
                />
              </div>
            </section>
            <section aria-labelledby="inbox-heading">
              <h2 id="inbox-heading" className="text-2xl font-semibold">
                Open todos
              </h2>
              <p className="mt-1 text-muted">Place any of them on the day. It stays on your todo list.</p>
              <div className="mt-4">
                <TodoInbox
                  todos={open}
                  stepOf={stepOf}
                  error={todosError}
                  placing={placing}
                  onPlacing={setPlacing}
                  suggest={(minutes) => ({
                    day: plan.day,
                    start: firstFreeStart(entries, minutes, nowMinutes ?? DAY_FROM),
                    minutes,
                  })}
                  onPlace={onPlace}
                />
              </div>
            </section>
          </div>
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
