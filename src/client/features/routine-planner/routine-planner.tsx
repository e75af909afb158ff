import { newId } from '../../lib/offline/new-id';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Routine, RoutineCreate, RoutineUpdate } from '../../../shared/routine-planner/routines';
import { ROUTINE_NAME_MAX } from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { DeferredPass } from '../../components/deferred-pass';
import { FocusSoundChoice, useFocusSound } from '../../components/focus-sound-choice';
import { Loading } from '../../components/loading';
import { Notice } from '../../components/notice';
import { UndoNotice } from '../../components/undo-notice';
import { addItem, refused, removeItem } from '../../lib/list-actions';
import { focusWhenShown } from '../../lib/focus-when-shown';
import { runMutation } from '../../lib/run-mutation';
import { WeekCalendarDownload } from './calendar-download';
import { RoutineCard } from './routine-card';
import type { RoutineFields } from './routine-editor';
import { RoutineEditor } from './routine-editor';
import { RoutinePlay } from './routine-play';
import { RoutineTemplates } from './routine-templates-list';
import { useRoutinePlay } from './use-routine-play';
import { isPending, useRoutineActions, useRoutines } from './use-routines';

/** The copy Duplicate adds: the same steps and schedule, under a name that says it is a copy. */
function copyOf(routine: Routine): RoutineCreate {
  const suffix = ' (copy)';
  return {
    name: `${routine.name.slice(0, ROUTINE_NAME_MAX - suffix.length)}${suffix}`,
    icon: routine.icon,
    picture: routine.picture,
    // New ids come from the server: a copy's steps are steps of their own.
    steps: routine.steps.map((step) => ({ ...step, id: undefined })),
    schedule: routine.schedule,
  };
}

/**
 * The routine planner's controls below its header (docs/product.md#routine-planner): routines of small steps,
 * each at its own time or none.
 */
export function RoutinePlanner() {
  const { data: loaded, error } = useRoutines();
  const { add, change, remove } = useRoutineActions();
  const [adding, setAdding] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const player = useRoutinePlay();
  const sound = useFocusSound('neuronest.routines.focus-sound');
  // The chosen sound plays from Start (a press) and stops when the routine ends or stops, not before.
  const playing = player.play !== undefined && player.play.finishedAt === null;
  const wasPlaying = useRef(playing);
  useEffect(() => {
    if (wasPlaying.current && !playing) sound.stop();
    wasPlaying.current = playing;
  }, [playing, sound]);

  const addRoutine = (routine: RoutineCreate, said = `Added ${routine.name}.`) => {
    // Ids made here for the routine and its steps: an edit made before the server has it (offline) names
    // the same routine and steps the server will keep (decision 101).
    const steps = routine.steps?.map((step) => ({ ...step, id: step.id ?? newId() }));
    const id = newId();
    addItem(add, { id, ...routine, ...(steps && { steps }) }, routine.name);
    setAnnouncement(said);
    return id;
  };
  // A ready routine or a copy is added to the list, and focus goes to it: the pressed button may be gone.
  const addAndShow = (routine: RoutineCreate, said?: string) =>
    focusWhenShown(`routine-${addRoutine(routine, said)}`);

  function changeRoutine(routine: Routine, update: RoutineUpdate, said: string) {
    runMutation(
      change,
      { id: routine.id, change: update, before: routine },
      {
        onError: refused(`"${routine.name}" was not changed.`),
        onSuccess: () => setAnnouncement(said),
      },
    );
  }

  function deleteRoutine(routine: Routine) {
    const rest: Partial<Routine> = { ...routine };
    delete rest.id;
    removeItem(remove, routine, routine.name, () => addRoutine(rest as RoutineCreate));
  }

  return (
    <>
      <Link
        to="/my-day"
        className="mt-2 inline-flex min-h-11 items-center font-medium text-primary-ink underline underline-offset-4"
      >
        Open My Day
      </Link>

      {player.play ? (
        <RoutinePlay player={player} />
      ) : (
        <>
          <section aria-labelledby="routine-add-heading" className="mt-6">
            <h2 id="routine-add-heading" className="sr-only">
              New routine
            </h2>
            {adding ? (
              <div className="rounded-xl border border-line bg-surface p-4">
                <RoutineEditor
                  headingLevel={3}
                  submitLabel="Add routine"
                  announce={setAnnouncement}
                  onCancel={() => setAdding(false)}
                  onSubmit={(fields: RoutineFields) => {
                    addRoutine(fields);
                    setAdding(false);
                  }}
                />
              </div>
            ) : (
              <Button onClick={() => setAdding(true)}>New routine</Button>
            )}
          </section>

          <UndoNotice returnFocus={() => document.getElementById('routine-list-heading')} />
          {/* The list draws in a pass React can pause (decisions 066 and 125). */}
          <DeferredPass value={loaded}>
            {(routines) => (
              <>
                <section aria-labelledby="routine-list-heading" className="mt-8">
                  <h2 id="routine-list-heading" className="text-xl font-semibold">
                    Your routines
                  </h2>
                  <div className="mt-4">
                    {error ? (
                      <Notice tone="error">Your routines could not be loaded. {error.message}</Notice>
                    ) : !routines ? (
                      <Loading />
                    ) : routines.length === 0 ? (
                      <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">
                        No routines yet. Start from a ready one below, or make your own with New routine.
                      </p>
                    ) : (
                      <ul className="space-y-4">
                        {routines.map((routine) => (
                          <RoutineCard
                            key={routine.id}
                            routine={routine}
                            pending={isPending(routine)}
                            announce={setAnnouncement}
                            actions={{
                              onChange: (update, said) => changeRoutine(routine, update, said),
                              onStart: () => {
                                player.start(routine);
                                sound.play();
                              },
                              onDuplicate: () => {
                                const copy = copyOf(routine);
                                addAndShow(copy, `Added ${copy.name}.`);
                              },
                              onDelete: () => deleteRoutine(routine),
                            }}
                          />
                        ))}
                      </ul>
                    )}
                  </div>
                  {routines?.some((routine) => routine.schedule) && <WeekCalendarDownload />}
                  {routines && routines.length > 0 && (
                    <div className="mt-6 max-w-md">
                      <FocusSoundChoice
                        label="Focus sound while a routine plays"
                        hint="Starts when you press Start and stops when the routine ends."
                        choice={sound.choice}
                        onChoose={sound.choose}
                      />
                    </div>
                  )}
                </section>

                {routines &&
                  (routines.length === 0 ? (
                    <section aria-labelledby="routine-templates-heading" className="mt-8">
                      <h2 id="routine-templates-heading" className="text-xl font-semibold">
                        Start from a ready routine
                      </h2>
                      <p className="mt-1 text-muted">
                        Each one becomes yours to change: rename it, add, move or remove steps.
                      </p>
                      <div className="mt-4">
                        <RoutineTemplates onUse={(template) => addAndShow(template)} />
                      </div>
                    </section>
                  ) : (
                    <details className="mt-8">
                      <summary className="min-h-11 cursor-pointer py-2 text-lg font-semibold">
                        Ready routines
                      </summary>
                      <div className="mt-2">
                        <RoutineTemplates onUse={(template) => addAndShow(template)} />
                      </div>
                    </details>
                  ))}
              </>
            )}
          </DeferredPass>
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
