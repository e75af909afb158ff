import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { Routine, RoutineStep } from '../../../shared/routines';
import { ROUTINE_ICONS, routineCreateSchema } from '../../../shared/routines';
import { Button } from '../../components/button';
import { Field, inputClass } from '../../components/field';
import { Notice } from '../../components/notice';
import { isAppIcon, ROUTINE_ICON_PICTURES, RoutineIconPicture } from './routine-icons';
import type { DraftStep } from './step-fields';
import { newStepId, StepFields } from './step-fields';
import { useFocusAfterMove } from './use-focus-after-move';

export interface RoutineFields {
  name: string;
  icon: string;
  steps: RoutineStep[];
}

const toDraft = (step: RoutineStep): DraftStep => ({
  id: step.id,
  title: step.title,
  minutes: step.minutes === null ? '' : String(step.minutes),
  icon: step.icon ?? '',
  note: step.note,
});

const blankStep = (): DraftStep => ({ id: newStepId(), title: '', minutes: '', icon: '', note: '' });

/** "Step 2: …" before a message about one step, so the person knows where to look. */
function problemWords(issue: { path: PropertyKey[]; message: string } | undefined): string {
  if (!issue) return 'Please check the routine.';
  const [field, index] = issue.path;
  return field === 'steps' && typeof index === 'number'
    ? `Step ${index + 1}: ${issue.message}`
    : issue.message;
}

/**
 * "New routine" and a routine's "Edit" (docs/product.md#routine-planner): the name, the icon, and the steps, which
 * can be added, changed, moved (buttons, or Alt with the arrow keys) and deleted with Undo. Checked with the
 * server's own schema; nothing typed is lost when a check fails.
 */
export function RoutineEditor({
  routine,
  submitLabel,
  onSubmit,
  onCancel,
  announce,
}: {
  routine?: Pick<Routine, 'name' | 'icon' | 'steps'>;
  submitLabel: string;
  onSubmit: (fields: RoutineFields) => void;
  onCancel?: () => void;
  announce: (words: string) => void;
}) {
  const id = useId();
  const [name, setName] = useState(routine?.name ?? '');
  const startIcon = routine?.icon ?? 'sun';
  const [icon, setIcon] = useState(isAppIcon(startIcon) ? startIcon : 'sun');
  const [emoji, setEmoji] = useState(isAppIcon(startIcon) ? '' : startIcon);
  const [steps, setSteps] = useState<DraftStep[]>(() => routine?.steps.map(toDraft) ?? [blankStep()]);
  const [deleted, setDeleted] = useState<{ step: DraftStep; index: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const focusAfterMove = useFocusAfterMove();

  const change = (stepId: string, fields: Partial<DraftStep>) =>
    setSteps((current) => current.map((step) => (step.id === stepId ? { ...step, ...fields } : step)));

  function move(index: number, by: -1 | 1, control: string) {
    const to = index + by;
    const step = steps[index];
    if (!step || to < 0 || to >= steps.length) return;
    const next = [...steps];
    next.splice(index, 1);
    next.splice(to, 0, step);
    setSteps(next);
    focusAfterMove(step.id, control);
    announce(`${step.title.trim() || 'The step'} is now step ${to + 1} of ${next.length}.`);
  }

  function remove(index: number) {
    const step = steps[index];
    if (!step) return;
    setSteps(steps.filter((each) => each.id !== step.id));
    setDeleted({ step, index });
  }

  function undoDelete() {
    if (!deleted) return;
    const next = [...steps];
    next.splice(Math.min(deleted.index, next.length), 0, deleted.step);
    setSteps(next);
    setDeleted(null);
    announce(`${deleted.step.title.trim() || 'The step'} is back as step ${deleted.index + 1}.`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name,
      icon: emoji.trim() || icon,
      steps: steps.map((step) => ({
        id: step.id,
        title: step.title,
        minutes: step.minutes.trim() === '' ? null : Number(step.minutes),
        icon: step.icon || null,
        note: step.note,
      })),
    };
    const parsed = routineCreateSchema.safeParse(fields);
    if (!parsed.success) {
      setError(problemWords(parsed.error.issues[0]));
      return;
    }
    setError(null);
    onSubmit({
      name: parsed.data.name,
      icon: parsed.data.icon ?? 'sun',
      steps: (parsed.data.steps ?? []).map((step) => ({
        id: step.id ?? newStepId(),
        title: step.title,
        minutes: step.minutes ?? null,
        icon: step.icon ?? null,
        note: step.note ?? '',
      })),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field label="Routine name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
      <div className="flex flex-wrap items-end gap-3">
        <RoutineIconPicture icon={emoji.trim() || icon} className="mb-2 size-8 shrink-0 text-primary-ink" />
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-icon`} className="block font-medium">
            Icon
          </label>
          <select
            id={`${id}-icon`}
            value={icon}
            onChange={(e) => setIcon(e.target.value as typeof icon)}
            className={`${inputClass} mt-1`}
          >
            {ROUTINE_ICONS.map((each) => (
              <option key={each} value={each}>
                {ROUTINE_ICON_PICTURES[each].label}
              </option>
            ))}
          </select>
        </div>
        <Field
          className="w-40"
          label="Or an emoji"
          value={emoji}
          onChange={(e) => setEmoji(e.target.value)}
          autoComplete="off"
        />
      </div>

      <fieldset>
        <legend className="text-lg font-semibold">Steps</legend>
        <p className="text-sm text-muted">Move a step with its buttons, or with Alt and the arrow keys.</p>
        {steps.length === 0 && <p className="mt-2 text-muted">No steps yet.</p>}
        <ol className="mt-2 space-y-3">
          {steps.map((step, index) => (
            <StepFields
              key={step.id}
              step={step}
              index={index}
              count={steps.length}
              onChange={(fields) => change(step.id, fields)}
              onMove={(by, control) => move(index, by, control)}
              onDelete={() => remove(index)}
            />
          ))}
        </ol>
        {deleted && (
          <div className="mt-3">
            <Notice tone="info">
              <span>Deleted step “{deleted.step.title.trim() || 'untitled'}”. </span>
              <Button variant="ghost" className="!px-3 underline" onClick={undoDelete}>
                Undo
              </Button>
            </Notice>
          </div>
        )}
        <Button
          variant="secondary"
          className="mt-3"
          onClick={() => {
            const step = blankStep();
            setSteps((current) => [...current, step]);
            focusAfterMove(step.id, 'title');
          }}
        >
          Add a step
        </Button>
      </fieldset>

      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{submitLabel}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
