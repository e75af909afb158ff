import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { lengthWords } from '../../../shared/my-day';
import type { Todo, TodoCreate } from '../../../shared/todo/todos';
import { DeferredPass } from '../../components/deferred-pass';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { StepSizeDial } from '../../components/step-size-dial';
import { UndoNotice } from '../../components/undo-notice';
import { addItem, refused, removeItem, useStepSuggestions } from '../../lib/list-actions';
import { newId } from '../../lib/offline/new-id';
import { isPending } from '../../lib/optimistic-list';
import { runMutation } from '../../lib/run-mutation';
import type { ShownSuggestions } from './suggested-steps';
import { stepKey } from './suggested-steps';
import { AddTodoForm } from './add-todo-form';
import { TodoItem } from './todo-item';
import { TodoSteps } from './todo-steps';
import { todosQuery, useTodos } from '../../lib/todos';
import { useTodoActions } from './use-todos';

/** The todo list's controls below its header (docs/product.md#todo-list). */
export function TodoList() {
  const queryClient = useQueryClient();
  const { data: loaded, error } = useTodos();
  const { add, toggle, took, remove, suggest } = useTodoActions();
  const assistant = useStepSuggestions(suggest);
  const input = useRef<HTMLInputElement>(null);
  const [answers, setAnswers] = useState<Record<string, ShownSuggestions>>({});
  const [announcement, setAnnouncement] = useState('');
  // Tasks ticked off in this visit whose "how long did it take?" is still open.
  const [asking, setAsking] = useState<ReadonlySet<string>>(new Set());
  // Steps sent but not yet in the list (its optimistic change is a moment away): a second press finds them here.
  const sending = useRef(new Set<string>());
  useEffect(() => sending.current.clear(), [loaded]);

  // The app names each new task, so one sent twice is kept once (decision 101).
  const addTitle = (todo: TodoCreate, giveBack?: () => void) =>
    addItem(add, { id: newId(), ...todo }, todo.title, giveBack);

  function askSteps(todo: Todo) {
    assistant.ask(todo.id, { todoId: todo.id }, (answer) => {
      setAnswers((current) => ({ ...current, [todo.id]: answer }));
      setAnnouncement(
        answer.outcome === 'ok'
          ? `${answer.suggestions.length} steps suggested for ${todo.title}.`
          : (answer.suggestions[0] ?? ''),
      );
    });
  }

  function deleteTodo(todo: Todo) {
    // A task's steps go with it, and Undo brings them back under it (decision 160); read from the cache, which
    // holds every change made so far.
    const steps = (queryClient.getQueryData(todosQuery.queryKey) ?? []).filter(
      (item) => item.parentId === todo.id,
    );
    const again = (item: Todo, parentId: string | null, id = newId()) => {
      const { title, completed, aiSuggestions, tookMinutes, createdAt } = item;
      addTitle({ id, title, completed, aiSuggestions, tookMinutes, createdAt, parentId });
    };
    // The item and its buttons are gone: focus goes to Undo, then to the task box, the calm place to go on from.
    removeItem(remove, todo, todo.title, () => {
      const id = newId();
      again(todo, todo.parentId, id);
      for (const step of steps) again(step, id);
    });
  }

  /**
   * Adds suggested steps under their task, in the order given (decision 160), leaving out any the task has already:
   * read from the cache, which holds every step added so far, and from the steps sent since it last changed.
   */
  function addSteps(task: Todo, titles: string[]) {
    const has = new Set(
      (queryClient.getQueryData(todosQuery.queryKey) ?? [])
        .filter((todo) => todo.parentId === task.id)
        .map((todo) => stepKey(todo.title)),
    );
    const adding = titles.filter((title) => {
      const key = stepKey(title);
      const sent = `${task.id}\n${key}`;
      if (has.has(key) || sending.current.has(sent)) return false;
      has.add(key);
      sending.current.add(sent);
      return true;
    });
    if (adding.length === 0) return;
    for (const title of adding) addTitle({ title, parentId: task.id });
    setAnnouncement(
      adding.length === 1
        ? `Added "${adding[0]}" as a step of ${task.title}.`
        : `Added ${adding.length} steps to ${task.title}.`,
    );
  }

  function toggleTodo(todo: Todo, completed: boolean) {
    runMutation(toggle, { id: todo.id, completed }, { onError: refused(`"${todo.title}" was not updated.`) });
  }

  /** Says how long a task took (or skips saying): asked once, then gone. */
  function answerTook(todo: Todo, minutes: number | null) {
    setAsking((current) => {
      const next = new Set(current);
      next.delete(todo.id);
      return next;
    });
    if (minutes === null) return;
    runMutation(
      took,
      { id: todo.id, tookMinutes: minutes, was: todo.tookMinutes },
      { onError: refused(`How long "${todo.title}" took was not saved.`) },
    );
    setAnnouncement(`Noted: about ${lengthWords(minutes)} for ${todo.title}.`);
  }

  return (
    <>
      <AddTodoForm inputRef={input} onAdd={(title, giveBack) => addTitle({ title }, giveBack)} />

      <div className="mt-6">
        <StepSizeDial />
      </div>

      <UndoNotice returnFocus={() => input.current} />
      {/* The list draws in a pass React can pause (decisions 066 and 125): a long list never holds the page still. */}
      <DeferredPass value={loaded}>
        {(todos) => {
          // Steps show under their task (decision 160); one whose task is gone from the list shows on its own.
          const ids = new Set(todos?.map((todo) => todo.id));
          const tasks = todos?.filter((todo) => !todo.parentId || !ids.has(todo.parentId));
          const stepsOf = (task: Todo) =>
            (todos ?? [])
              .filter((todo) => todo.parentId === task.id)
              // Oldest first; the list is newest first, so steps added in the same instant keep their order.
              .reverse()
              .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
          return (
            <section aria-labelledby="todo-list-heading" className="mt-8">
              <h2 id="todo-list-heading" className="text-xl font-semibold">
                Your tasks
                {tasks && tasks.length > 0 && (
                  <span className="ml-2 text-base font-normal text-muted">
                    ({tasks.filter((todo) => !todo.completed).length} to do,{' '}
                    {tasks.filter((t) => t.completed).length} done)
                  </span>
                )}
              </h2>
              <div className="mt-4">
                {error ? (
                  <Notice tone="error">Your tasks could not be loaded. {error.message}</Notice>
                ) : !tasks ? (
                  <Loading />
                ) : tasks.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
                    No tasks yet. Add your first task above!
                  </p>
                ) : (
                  <ul className="space-y-3">
                    {tasks.map((todo) => {
                      const steps = stepsOf(todo);
                      return (
                        <TodoItem
                          key={todo.id}
                          todo={todo}
                          pending={isPending(todo)}
                          answer={answers[todo.id]}
                          source={assistant.source}
                          suggesting={assistant.busy.has(todo.id)}
                          onToggle={(completed) => {
                            if (completed && todo.tookMinutes === null)
                              setAsking((current) => new Set(current).add(todo.id));
                            toggleTodo(todo, completed);
                          }}
                          asking={asking.has(todo.id)}
                          onTook={(minutes) => answerTook(todo, minutes)}
                          onSuggest={() => askSteps(todo)}
                          onDelete={() => deleteTodo(todo)}
                          onAddStep={(step) => addSteps(todo, [step])}
                          onAddAll={(all) => addSteps(todo, all)}
                          addedSteps={new Set(steps.map((step) => stepKey(step.title)))}
                          steps={
                            steps.length > 0 && (
                              <TodoSteps
                                task={todo}
                                steps={steps}
                                isPending={isPending}
                                onToggle={toggleTodo}
                                onDelete={deleteTodo}
                              />
                            )
                          }
                        />
                      );
                    })}
                  </ul>
                )}
              </div>
            </section>
          );
        }}
      </DeferredPass>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
