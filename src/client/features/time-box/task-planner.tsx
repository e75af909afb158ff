import { Check, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { TimeBoxPlan } from '../../../shared/time-box/plan';
import {
  addTask,
  defaultTaskMinutes,
  ENERGY_LABELS,
  fitSentence,
  minutesLeftToDo,
  planReady,
  removeTask,
  sayTaskTook,
  setTaskDone,
  setTaskMinutes,
  suggestionDuration,
  TASK_MINUTES,
  TASK_TEXT_MAX_LENGTH,
} from '../../../shared/time-box/plan';
import { suggestedTasks } from '../../../shared/time-box/suggestions';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { TookQuestion } from '../../components/took-question';

interface Props {
  plan: TimeBoxPlan;
  onChange: (change: (plan: TimeBoxPlan) => TimeBoxPlan) => void;
}

const selectClass =
  'block min-h-11 rounded-lg border border-control bg-surface px-3 py-2 text-fg focus-visible:border-primary';

/** Works in any browser, secure page or not (randomUUID needs one). */
function newTaskId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Suggestions for the chosen energy and length (a series' blocks take the nearest listed length), the add-task
 * form, and the tasks added so far.
 */
export function TaskPlanner({ plan, onChange }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  // The length the next task starts with; null follows what is left of the block.
  const [chosenMinutes, setChosenMinutes] = useState<number | null>(null);
  // The task just ticked off, asked once how long it took (decision 182).
  const [asking, setAsking] = useState<string | null>(null);
  const nextMinutes = chosenMinutes ?? defaultTaskMinutes(plan);
  const fit = fitSentence(plan);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const suggestionsId = useId();
  const inputId = `${suggestionsId}-input`;
  const { energyLevel, series } = plan;
  const duration = planReady(plan) ? suggestionDuration(plan) : undefined;
  const several = plan.timeframe === 'several' && series !== undefined;
  const field = () => document.getElementById(inputId);
  const taken = new Set(plan.addedTasks.map((task) => task.text.toLowerCase()));

  // The question's buttons go once answered: focus returns to the task's own box, never to the page.
  const answered = (id: string) => {
    setAsking(null);
    document.getElementById(`task-${id}`)?.focus();
  };

  const add = (taskText: string, minutes = defaultTaskMinutes(plan)) => {
    const id = newTaskId();
    const result = addTask(plan, taskText, id, minutes);
    if (!result.ok) return result.message;
    onChange((current) => {
      const added = addTask(current, taskText, id, minutes);
      return added.ok ? added.plan : current;
    });
    return undefined;
  };

  return (
    <div className="space-y-8">
      {energyLevel && duration && (
        <section aria-labelledby={suggestionsId}>
          <h2 id={suggestionsId} className="text-lg font-semibold">
            Ideas for {ENERGY_LABELS[energyLevel].label.toLowerCase()} and{' '}
            {several ? `blocks of ${series.focusMinutes} minutes` : `${duration} minutes`}
          </h2>
          <ul className="mt-3 space-y-2">
            {suggestedTasks(energyLevel, duration).map((suggestion) => {
              const added = taken.has(suggestion.toLowerCase());
              return (
                <li
                  key={suggestion}
                  className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-line bg-surface py-2 pr-2 pl-4"
                >
                  {/* On a narrow screen or with large text, the button moves under the words instead of squeezing them. */}
                  <span className="min-w-[10rem] flex-1">{suggestion}</span>
                  <Button
                    variant="secondary"
                    className="ml-auto shrink-0"
                    disabled={added}
                    aria-label={added ? `${suggestion}: added` : `Add ${suggestion}`}
                    onClick={() => add(suggestion)}
                  >
                    {added ? (
                      <Check aria-hidden="true" className="size-4" />
                    ) : (
                      <Plus aria-hidden="true" className="size-4" />
                    )}
                    {added ? 'Added' : 'Add'}
                  </Button>
                </li>
              );
            })}
          </ul>
          <form
            noValidate
            className="mt-6 flex flex-wrap items-end gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              const problem = add(text, nextMinutes);
              setError(problem);
              if (!problem) {
                setText('');
                setChosenMinutes(null);
              } else {
                // The message is under the text box: the keyboard goes there, where the fix is.
                field()?.focus();
              }
            }}
          >
            <Field
              className="min-w-0 flex-[1_1_14rem]"
              id={inputId}
              label="Add your own task"
              hint="Give it a length beside it; you can change it later in the list."
              value={text}
              maxLength={TASK_TEXT_MAX_LENGTH}
              autoComplete="off"
              error={error}
              onChange={(event) => {
                setText(event.target.value);
                if (error) setError(undefined);
              }}
            />
            <label className="flex flex-col font-medium">
              How long?
              <select
                className={`${selectClass} mt-1`}
                value={nextMinutes}
                onChange={(event) => setChosenMinutes(Number(event.target.value))}
                onKeyDown={(event) => {
                  // Enter adds the task from its length too, as it does from the text box.
                  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }}
              >
                {TASK_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit">
              <Plus aria-hidden="true" className="size-4" />
              Add Task
            </Button>
          </form>
        </section>
      )}
      {plan.addedTasks.length > 0 && (
        <section aria-labelledby={`${suggestionsId}-tasks`}>
          <h2 id={`${suggestionsId}-tasks`} ref={listHeading} tabIndex={-1} className="text-lg font-semibold">
            Your tasks
          </h2>
          <p className="text-muted">
            {plan.addedTasks.filter((task) => task.done).length} of {plan.addedTasks.length} done,{' '}
            {minutesLeftToDo(plan)} minutes left to do.
          </p>
          {fit && <p className="mt-1 max-w-prose">{fit}</p>}
          <ul className="mt-3 space-y-2">
            {plan.addedTasks.map((task) => (
              <li
                key={task.id}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-surface py-2 pr-2 pl-3"
              >
                <input
                  id={`task-${task.id}`}
                  type="checkbox"
                  checked={task.done}
                  aria-describedby={`task-${task.id}-length`}
                  onChange={(event) => {
                    const done = event.target.checked;
                    onChange((current) => setTaskDone(current, task.id, done));
                    setAsking(done && task.tookMinutes === undefined ? task.id : null);
                  }}
                  className="size-6 shrink-0 cursor-pointer accent-primary"
                />
                <div className="min-w-[6rem] flex-1">
                  <label
                    htmlFor={`task-${task.id}`}
                    className={`block cursor-pointer ${task.done ? 'text-muted line-through' : ''}`}
                  >
                    {task.text}
                  </label>
                </div>
                <select
                  id={`task-${task.id}-length`}
                  aria-label={`Length of ${task.text}`}
                  className={`${selectClass} shrink-0`}
                  value={task.duration}
                  onChange={(event) =>
                    onChange((current) => setTaskMinutes(current, task.id, Number(event.target.value)))
                  }
                >
                  {TASK_MINUTES.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes} minutes
                    </option>
                  ))}
                </select>
                <Button
                  variant="ghost"
                  className="ml-auto w-11 shrink-0"
                  aria-label={`Remove ${task.text}`}
                  onClick={() => {
                    onChange((current) => removeTask(current, task.id));
                    // The button goes with its task: keep the keyboard near, at the list or the form.
                    if (plan.addedTasks.length > 1) listHeading.current?.focus();
                    else field()?.focus();
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
                {asking === task.id && task.done && (
                  <TookQuestion
                    title={task.text}
                    className="mb-1 basis-full"
                    onAnswer={(minutes) => {
                      onChange((current) => sayTaskTook(current, task.id, minutes, new Date()));
                      answered(task.id);
                    }}
                    onSkip={() => answered(task.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
