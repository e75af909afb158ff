import type { KeyboardEvent, ReactNode } from 'react';
import { useId } from 'react';
import type { PictureRef } from '../../../shared/pictures';
import { ROUTINE_ICONS, STEP_MINUTES_MAX } from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { DragItem } from '../../components/drag-list';
import { Field, inputClass } from '../../components/field';
import { PictureChoice } from '../../components/picture-choice';
import { ROUTINE_ICON_PICTURES, RoutineIconPicture } from '../../components/routine-icons';

/** A step as the editor holds it: text as typed, checked only on save. */
export interface DraftStep {
  id: string;
  title: string;
  minutes: string;
  /** One of the app's icons, or '' for none. */
  icon: string;
  note: string;
  picture: PictureRef | null;
}

/** A new step's id: a UUID, so the step keeps its identity when moved (decision 086). */
export function newStepId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One step in the editor: its title, minutes, icon and note, and the buttons that move and delete it. */
export function StepFields({
  step,
  index,
  count,
  onChange,
  onMove,
  onDelete,
  children,
}: {
  step: DraftStep;
  index: number;
  count: number;
  onChange: (fields: Partial<DraftStep>) => void;
  onMove: (by: -1 | 1, control: string) => void;
  onDelete: () => void;
  /** Shown under the step's fields: what the kept runs show about its length. */
  children?: ReactNode;
}) {
  const id = useId();
  const named = step.title.trim() || `step ${index + 1}`;
  const focusKey = (control: string) => `${step.id}:${control}`;

  // Alt with an arrow key moves the step from wherever the keyboard is inside it.
  function keys(event: KeyboardEvent<HTMLElement>) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const control = (event.target as HTMLElement).dataset.focusKey?.split(':')[1] ?? 'title';
    onMove(event.key === 'ArrowUp' ? -1 : 1, control);
  }

  return (
    <DragItem id={step.id} className="rounded-lg bg-app p-3">
      <fieldset>
        <legend className="flex min-h-11 items-center gap-2 pr-12 font-medium">
          {step.icon && <RoutineIconPicture icon={step.icon} className="size-5 text-primary-ink" />}
          Step {index + 1} of {count}
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-[1fr_10rem]">
          <Field
            label="Title"
            value={step.title}
            onChange={(e) => onChange({ title: e.target.value })}
            autoComplete="off"
            data-focus-key={focusKey('title')}
            onKeyDown={keys}
          />
          <Field
            label="Minutes (optional)"
            type="number"
            inputMode="numeric"
            min={1}
            max={STEP_MINUTES_MAX}
            value={step.minutes}
            onChange={(e) => onChange({ minutes: e.target.value })}
            data-focus-key={focusKey('minutes')}
            onKeyDown={keys}
          />
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-[12rem_1fr]">
          <div>
            <label htmlFor={`${id}-icon`} className="block font-medium">
              Icon
            </label>
            <select
              id={`${id}-icon`}
              value={step.icon}
              onChange={(e) => onChange({ icon: e.target.value })}
              data-focus-key={focusKey('icon')}
              onKeyDown={keys}
              className={`${inputClass} mt-1`}
            >
              <option value="">No icon</option>
              {ROUTINE_ICONS.map((each) => (
                <option key={each} value={each}>
                  {ROUTINE_ICON_PICTURES[each].label}
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Note (optional)"
            value={step.note}
            onChange={(e) => onChange({ note: e.target.value })}
            data-focus-key={focusKey('note')}
            onKeyDown={keys}
            autoComplete="off"
          />
        </div>
        <PictureChoice
          value={step.picture}
          onChange={(picture) => onChange({ picture })}
          defaultAlt={step.title.trim() || `Step ${index + 1}`}
          what={named}
        />
        {children}
        <div className="mt-2 flex flex-wrap gap-x-1 gap-y-1">
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Move up: ${named}`}
            disabled={index === 0}
            data-focus-key={focusKey('move-up')}
            onKeyDown={keys}
            onClick={() => onMove(-1, 'move-up')}
          >
            Move up
          </Button>
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Move down: ${named}`}
            disabled={index === count - 1}
            data-focus-key={focusKey('move-down')}
            onKeyDown={keys}
            onClick={() => onMove(1, 'move-down')}
          >
            Move down
          </Button>
          <Button
            variant="ghost"
            className="!px-3"
            aria-label={`Delete step: ${named}`}
            data-focus-key={focusKey('delete')}
            onKeyDown={keys}
            onClick={onDelete}
          >
            Delete step
          </Button>
        </div>
      </fieldset>
    </DragItem>
  );
}
