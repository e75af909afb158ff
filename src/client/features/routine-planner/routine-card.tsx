import { useState } from 'react';
import { nextRunWords, scheduleWords } from '../../../shared/routine-planner/schedule';
import type { Routine, RoutineScheduleData, RoutineUpdate } from '../../../shared/routine-planner/routines';
import { routineMinutes } from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { PanelButtons } from '../../components/panel-buttons';
import { Notice } from '../../components/notice';
import { ReminderSection } from '../../components/reminder-section';
import { useCalendarDownload } from './calendar-download';
import type { RoutineFields } from './routine-editor';
import { PictureView } from '../../components/picture-view';
import { RoutineEditor } from './routine-editor';
import { RoutineIconPicture } from '../../components/routine-icons';
import { ScheduleForm } from './schedule-form';
import { useRoutineRuns } from './use-routines';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "5 steps, 42 minutes": what the routine holds and how long its timed steps take together. */
export function routineSize(routine: { steps: { minutes?: number | null }[] }): string {
  const minutes = routineMinutes(routine);
  const steps = plural(routine.steps.length, 'step', 'steps');
  return minutes > 0 ? `${steps}, ${plural(minutes, 'minute', 'minutes')}` : steps;
}

type Panel = 'edit' | 'schedule' | null;

export interface RoutineCardActions {
  onChange: (change: RoutineUpdate, said: string) => void;
  onStart: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One routine: its steps in order, when it runs, and its Start, Edit, Schedule, Duplicate and Delete. */
export function RoutineCard({
  routine,
  pending,
  announce,
  actions,
}: {
  routine: Routine;
  pending: boolean;
  announce: (words: string) => void;
  actions: RoutineCardActions;
}) {
  const [panel, setPanel] = useState<Panel>(null);
  const headingId = `routine-${routine.id}`;
  const { schedule } = routine;
  const next = schedule ? nextRunWords(schedule, new Date()) : undefined;
  const calendar = useCalendarDownload(routine);
  const runs = useRoutineRuns(routine.id, panel === 'edit');

  return (
    <li
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      className="rounded-xl border border-line bg-surface p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <RoutineIconPicture icon={routine.icon} className="mt-1 size-7 shrink-0 text-primary-ink" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-lg font-semibold break-words">
            {routine.name}
          </h3>
          <p className="text-sm text-muted">{routineSize(routine)}</p>
          <p className="text-sm">
            {schedule ? `${scheduleWords(schedule)}${next ? `. ${next}` : ''}.` : 'Run when you choose.'}
          </p>
        </div>
        {/* Beside its name, the picture says only what the person wrote for it: the name is read already. */}
        <PictureView picture={routine.picture} fallback="" className="size-16 shrink-0 rounded-lg" />
      </div>

      {routine.steps.length > 0 && (
        <ol className="mt-3 space-y-2" aria-label={`Steps of ${routine.name}`}>
          {routine.steps.map((step, i) => (
            <li key={step.id} className="flex items-start gap-2">
              <span className="mt-0.5 w-6 shrink-0 text-right text-sm text-muted" aria-hidden="true">
                {i + 1}.
              </span>
              {step.picture ? (
                <PictureView picture={step.picture} fallback="" className="size-10 shrink-0 rounded" />
              ) : step.icon ? (
                <RoutineIconPicture icon={step.icon} className="mt-0.5 size-5 shrink-0 text-primary-ink" />
              ) : (
                <span className="size-5 shrink-0" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1 break-words">
                <span className="font-medium">{step.title}</span>
                {step.minutes !== null && (
                  <span className="text-muted"> · {plural(step.minutes, 'minute', 'minutes')}</span>
                )}
                {step.note && <p className="text-sm text-muted">{step.note}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}

      <div className="mt-3 flex flex-wrap gap-x-1 gap-y-1">
        <Button
          variant="secondary"
          className="mr-2"
          aria-label={`Start: ${routine.name}`}
          disabled={pending || routine.steps.length === 0}
          onClick={actions.onStart}
        >
          Start
        </Button>
        <PanelButtons
          panels={
            [
              ['edit', 'Edit'],
              ['schedule', 'Schedule'],
            ] as const
          }
          open={panel}
          itemName={routine.name}
          disabled={pending}
          onToggle={(value) => setPanel((current) => (current === value ? null : value))}
        />
        {schedule && (
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Add to calendar: ${routine.name}`}
            disabled={pending}
            busy={calendar.busy}
            busyLabel="Preparing..."
            onClick={calendar.download}
          >
            Add to calendar
          </Button>
        )}
        <Button
          variant="ghost"
          className="!px-3"
          aria-label={`Duplicate: ${routine.name}`}
          disabled={pending}
          onClick={actions.onDuplicate}
        >
          Duplicate
        </Button>
        <Button
          variant="ghost"
          className="!px-3"
          aria-label={`Delete: ${routine.name}`}
          disabled={pending}
          onClick={actions.onDelete}
        >
          Delete
        </Button>
      </div>

      {calendar.error && (
        <div className="mt-3">
          <Notice tone="error">{calendar.error}</Notice>
        </div>
      )}
      {panel === 'edit' && (
        <div className="mt-3 border-t border-line pt-3">
          <RoutineEditor
            routine={routine}
            runs={runs.data}
            submitLabel="Save routine"
            announce={announce}
            onCancel={() => setPanel(null)}
            onSubmit={(fields: RoutineFields) => {
              actions.onChange(fields, `${fields.name} is saved.`);
              setPanel(null);
            }}
          />
          <ReminderSection
            kind="routine"
            targetId={routine.id}
            name={routine.name}
            withStepEnds
            unavailable={
              schedule
                ? undefined
                : 'This routine has no schedule, so there is no start time to remind you of. Give it a schedule with “Schedule” to choose a reminder.'
            }
          />
        </div>
      )}
      {panel === 'schedule' && (
        <div className="mt-3 border-t border-line pt-3">
          <ScheduleForm
            schedule={schedule}
            onCancel={() => setPanel(null)}
            onSubmit={(next: RoutineScheduleData | null) => {
              actions.onChange(
                { schedule: next },
                next ? `${routine.name}: ${scheduleWords(next)}.` : `${routine.name} has no schedule now.`,
              );
              setPanel(null);
            }}
          />
        </div>
      )}
    </li>
  );
}
