import { newId } from '../../lib/offline/new-id';
import { useState } from 'react';
import type { Habit, HabitCreate, HabitUpdate } from '../../../shared/habits/habits';
import { Button } from '../../components/button';
import { DeferredPass } from '../../components/deferred-pass';
import { DragList } from '../../components/drag-list';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { UndoNotice } from '../../components/undo-notice';
import { addItem, refused, removeItem } from '../../lib/list-actions';
import { useDeviceSwitch } from '../../lib/device-choices';
import { runMutation } from '../../lib/run-mutation';
import { CheckinsDownload } from './checkins-download';
import { HabitCard } from './habit-card';
import type { HabitFields } from './habit-form';
import { HabitForm } from './habit-form';
import { isPending, useHabitActions, useHabits, useToday } from './use-habits';

/** The habit tracker's controls below its header: today's check-ins first, nothing ever counted against you. */
export function HabitTracker() {
  const { data: loaded, error } = useHabits();
  const today = useToday();
  const { add, change, remove, checkin, reorder } = useHabitActions();
  const [adding, setAdding] = useState(false);
  // Off unless the person turns it on (decision 085): a run that ends is not something to lose.
  const [streaks, setStreaks] = useDeviceSwitch('neuronest.habits.streaks', false);
  const [announcement, setAnnouncement] = useState('');

  const addHabit = (habit: HabitCreate) => addItem(add, { id: newId(), ...habit }, habit.name);

  function changeHabit(habit: Habit, update: HabitUpdate, said: string) {
    const before = Object.fromEntries(Object.keys(update).map((key) => [key, habit[key as keyof Habit]]));
    runMutation(
      change,
      { id: habit.id, change: update, before },
      {
        onError: refused(`"${habit.name}" was not changed.`),
        onSuccess: () => setAnnouncement(said),
      },
    );
  }

  /** Moves a habit to another place in its list, by its buttons or by dragging its grip. */
  function move(list: Habit[], habit: Habit, step: -1 | 1) {
    moveTo(list, habit, list.indexOf(habit) + step);
  }

  function moveTo(list: Habit[], habit: Habit, to: number) {
    const ids = list.map((h) => h.id);
    const from = ids.indexOf(habit.id);
    if (from < 0 || to < 0 || to >= ids.length || to === from) return;
    ids.splice(from, 1);
    ids.splice(to, 0, habit.id);
    runMutation(
      reorder,
      {
        ids: [...ids, ...(loaded ?? []).filter((h) => !ids.includes(h.id)).map((h) => h.id)],
        before: loaded ?? [],
      },
      {
        onError: refused(`"${habit.name}" was not moved.`),
        onSuccess: () => setAnnouncement(`${habit.name} is now number ${to + 1} of ${ids.length}.`),
      },
    );
  }

  function deleteHabit(habit: Habit) {
    const rest: Partial<Habit> = { ...habit };
    delete rest.id;
    removeItem(remove, habit, habit.name, () => addHabit(rest as HabitCreate));
  }

  const card = (habit: Habit, list: Habit[], index: number) => (
    <HabitCard
      key={habit.id}
      habit={habit}
      today={today}
      streaks={streaks}
      pending={isPending(habit)}
      first={index === 0}
      last={index === list.length - 1}
      actions={{
        onCheckin: (write) =>
          runMutation(
            checkin,
            { id: habit.id, write, before: habit.checkins, startDay: habit.startDay },
            { onError: refused(`"${habit.name}" was not checked in.`) },
          ),
        onChange: (update, said) => changeHabit(habit, update, said),
        onMove: (step) => move(list, habit, step),
        onDelete: () => deleteHabit(habit),
      }}
    />
  );

  /** The screen once its habits are here, drawn in a pass React can pause (decisions 066 and 125). */
  function draw(habits: Habit[] | undefined) {
    // Until the habits arrive the screen is one Loading below the header: whether the form or its button
    // comes first depends on them, so nothing drawn before they come has to move (decision 072).
    if (!habits && !error) return <Loading />;
    const active = habits?.filter((h) => !h.archived) ?? [];
    const archived = habits?.filter((h) => h.archived) ?? [];
    const showForm = adding || (habits !== undefined && habits.length === 0);

    return (
      <>
        <section aria-labelledby="habit-add-heading" className="mt-6">
          <h2 id="habit-add-heading" className="sr-only">
            Add a habit
          </h2>
          {showForm ? (
            <div className="rounded-xl border border-line bg-surface p-4">
              <HabitForm
                submitLabel="Add habit"
                onCancel={habits && habits.length > 0 ? () => setAdding(false) : undefined}
                onSubmit={(fields: HabitFields) => {
                  addHabit({ ...fields, name: fields.name, startDay: today });
                  setAdding(false);
                  setAnnouncement(`Added ${fields.name}.`);
                }}
              />
            </div>
          ) : (
            <Button onClick={() => setAdding(true)}>Add a habit</Button>
          )}
        </section>

        <UndoNotice returnFocus={() => document.getElementById('habit-list-heading')} />
        <section aria-labelledby="habit-list-heading" className="mt-8">
          <h2 id="habit-list-heading" className="text-xl font-semibold">
            Your habits
          </h2>
          <div className="mt-4">
            {error ? (
              <Notice tone="error">Your habits could not be loaded. {error.message}</Notice>
            ) : active.length === 0 ? (
              <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
                No habits yet. Add one small thing you would like to do more often.
              </p>
            ) : (
              <DragList
                ids={active.map((habit) => habit.id)}
                nameOf={(id) => active.find((habit) => habit.id === id)?.name ?? 'The habit'}
                onMove={(from, to) => active[from] && moveTo(active, active[from], to)}
              >
                <ul className="space-y-4">{active.map((habit, i) => card(habit, active, i))}</ul>
              </DragList>
            )}
          </div>
        </section>

        {archived.length > 0 && (
          <details className="mt-8">
            <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
              Archived habits ({archived.length})
            </summary>
            <ul className="mt-2 space-y-4">{archived.map((habit, i) => card(habit, archived, i))}</ul>
          </details>
        )}

        {habits && habits.length > 0 && (
          <>
            <label className="mt-8 flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                checked={streaks}
                onChange={(e) => setStreaks(e.target.checked)}
                className="size-5"
              />
              Show streaks (how many times in a row)
            </label>
            <CheckinsDownload />
          </>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </>
    );
  }

  return <DeferredPass value={loaded}>{draw}</DeferredPass>;
}
