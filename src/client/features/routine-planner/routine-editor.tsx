import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { learnedEstimate } from '../../../shared/routine-planner/estimates';
import type { RoutineIdeaStep } from '../../../shared/routine-planner/builder';
import type { PictureRef } from '../../../shared/pictures';
import type { Routine, RoutineRun, RoutineStep } from '../../../shared/routine-planner/routines';
import {
  ROUTINE_ICONS,
  ROUTINE_STEPS_MAX,
  routineCreateSchema,
} from '../../../shared/routine-planner/routines';
import { Button } from '../../components/button';
import { IconSelect } from '../../components/icon-select';
import { DragList } from '../../components/drag-list';
import { Field } from '../../components/field';
import { Notice } from '../../components/notice';
import { PictureChoice } from '../../components/picture-choice';
import { isAppIcon, ROUTINE_ICON_PICTURES, RoutineIconPicture } from '../../components/routine-icons';
import { EstimateOffer } from './estimate-offer';
import { RoutineIdea } from './routine-idea';
import type { DraftStep } from './step-fields';
import { newStepId, StepFields } from './step-fields';
import { useFocusAfterMove } from './use-focus-after-move';

export interface RoutineFields {
  name: string;
  icon: string;
  picture: PictureRef | null;
  steps: RoutineStep[];
}

const toDraft = (step: RoutineStep): DraftStep => ({
  id: step.id,
  title: step.title,
  minutes: step.minutes === null ? '' : String(step.minutes),
  icon: step.icon ?? '',
  note: step.note,
  picture: step.picture ?? null,
});

const blankStep = (): DraftStep => ({
  id: newStepId(),
  title: '',
  minutes: '',
  icon: '',
  note: '',
  picture: null,
});

/** A step nothing was written in yet: a suggestion may take its place. */
const untouched = (step: DraftStep) =>
  !step.title.trim() && !step.minutes.trim() && !step.note.trim() && !step.icon && !step.picture;

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
  runs = [],
  headingLevel = 4,
}: {
  routine?: Pick<Routine, 'name' | 'icon' | 'steps'> & { picture?: PictureRef | null };
  /** The routine's kept runs, newest first: they tell what its steps usually take (decision 092). */
  runs?: RoutineRun[];
  submitLabel: string;
  onSubmit: (fields: RoutineFields) => void;
  onCancel?: () => void;
  announce: (words: string) => void;
  /** The level of the editor's own headings: one below its place's (4 in a routine's card, 3 under New routine). */
  headingLevel?: 3 | 4;
}) {
  const id = useId();
  const [name, setName] = useState(routine?.name ?? '');
  const startIcon = routine?.icon ?? 'sun';
  const [icon, setIcon] = useState(isAppIcon(startIcon) ? startIcon : 'sun');
  const [emoji, setEmoji] = useState(isAppIcon(startIcon) ? '' : startIcon);
  const [picture, setPicture] = useState<PictureRef | null>(routine?.picture ?? null);
  const [steps, setSteps] = useState<DraftStep[]>(() => routine?.steps.map(toDraft) ?? [blankStep()]);
  const [deleted, setDeleted] = useState<{ step: DraftStep; index: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [kept, setKept] = useState<string[]>([]);
  const focusAfterMove = useFocusAfterMove();

  const change = (stepId: string, fields: Partial<DraftStep>) =>
    setSteps((current) => current.map((step) => (step.id === stepId ? { ...step, ...fields } : step)));

  function move(index: number, by: -1 | 1, control: string) {
    moveTo(index, index + by, control);
  }

  /** Moves a step to another place, by its buttons, Alt and an arrow, or dragging its grip. */
  function moveTo(index: number, to: number, control: string) {
    const step = steps[index];
    if (!step || to < 0 || to >= steps.length) return;
    const next = [...steps];
    next.splice(index, 1);
    next.splice(to, 0, step);
    setSteps(next);
    focusAfterMove(step.id, control);
    announce(`${step.title.trim() || 'The step'} is now step ${to + 1} of ${next.length}.`);
  }

  // A deleted step's Undo takes the focus as it appears, since the step and its buttons are gone: Enter puts it
  // back (docs/product.md#undo-after-a-delete). It stays until Undo, Dismiss or another delete.
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (deleted) undoButton.current?.focus();
  }, [deleted]);

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
    focusAfterMove(deleted.step.id, 'title');
    announce(`${deleted.step.title.trim() || 'The step'} is back as step ${deleted.index + 1}.`);
  }

  function dismissDelete() {
    setDeleted(null);
    document.getElementById(`${id}-add-step`)?.focus();
  }

  /** Suggested steps go after the person's own; an empty name takes the suggested one (decision 093). */
  function addIdea(idea: { name: string; steps: RoutineIdeaStep[] }) {
    const kept = steps.filter((step) => !untouched(step));
    const added = idea.steps.slice(0, Math.max(0, ROUTINE_STEPS_MAX - kept.length)).map((step) => ({
      ...blankStep(),
      title: step.title,
      minutes: step.minutes === null ? '' : String(step.minutes),
    }));
    if (added.length === 0) {
      announce(`There is no room for more steps: a routine can have at most ${ROUTINE_STEPS_MAX}.`);
      return;
    }
    setSteps([...kept, ...added]);
    if (!name.trim()) setName(idea.name);
    focusAfterMove(added[0]?.id ?? '', 'title');
    const count = added.length === 1 ? '1 suggested step' : `${added.length} suggested steps`;
    announce(`Added ${count} after yours. Change anything you like, then save the routine.`);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      name,
      icon: emoji.trim() || icon,
      picture,
      steps: steps.map((step) => ({
        id: step.id,
        title: step.title,
        minutes: step.minutes.trim() === '' ? null : Number(step.minutes),
        icon: step.icon || null,
        note: step.note,
        picture: step.picture,
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
      picture: parsed.data.picture ?? null,
      steps: (parsed.data.steps ?? []).map((step) => ({
        id: step.id ?? newStepId(),
        title: step.title,
        minutes: step.minutes ?? null,
        icon: step.icon ?? null,
        note: step.note ?? '',
        picture: step.picture ?? null,
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
          <IconSelect
            id={`${id}-icon`}
            value={icon}
            icons={ROUTINE_ICONS}
            labelOf={(each) => ROUTINE_ICON_PICTURES[each].label}
            onChange={setIcon}
            className="mt-1"
          />
        </div>
        <Field
          className="w-40"
          label="Or an emoji"
          value={emoji}
          onChange={(e) => setEmoji(e.target.value)}
          autoComplete="off"
        />
      </div>

      <PictureChoice
        value={picture}
        onChange={setPicture}
        defaultAlt={name.trim() || 'The routine'}
        what={name.trim() || 'the routine'}
      />

      <RoutineIdea onAdd={addIdea} level={headingLevel} />

      <fieldset>
        <legend className="text-lg font-semibold">Steps</legend>
        <p className="text-sm text-muted">
          Move a step with its buttons, with Alt and the arrow keys, or by dragging its grip.
        </p>
        {steps.length === 0 && <p className="mt-2 text-muted">No steps yet.</p>}
        <DragList
          ids={steps.map((step) => step.id)}
          nameOf={(stepId) => steps.find((step) => step.id === stepId)?.title.trim() || 'The step'}
          onMove={(from, to) => moveTo(from, to, 'title')}
        >
          <ol className="mt-2 space-y-3">
            {steps.map((step, index) => {
              const planned = /^\d+$/.test(step.minutes.trim()) ? Number(step.minutes) : null;
              const learned = kept.includes(step.id) ? undefined : learnedEstimate(runs, step.id, planned);
              const stepName = step.title.trim() || `step ${index + 1}`;
              return (
                <StepFields
                  key={step.id}
                  step={step}
                  index={index}
                  count={steps.length}
                  onChange={(fields) => change(step.id, fields)}
                  onMove={(by, control) => move(index, by, control)}
                  onDelete={() => remove(index)}
                >
                  {learned && planned !== null && (
                    <EstimateOffer
                      learned={learned}
                      planned={planned}
                      stepName={stepName}
                      onUse={() => {
                        change(step.id, { minutes: String(learned.minutes) });
                        focusAfterMove(step.id, 'minutes');
                        announce(
                          `${stepName} is now ${learned.minutes} minutes. Save the routine to keep it.`,
                        );
                      }}
                      onKeep={() => {
                        setKept((current) => [...current, step.id]);
                        focusAfterMove(step.id, 'minutes');
                        announce(`${stepName} stays at ${planned} minutes.`);
                      }}
                    />
                  )}
                </StepFields>
              );
            })}
          </ol>
        </DragList>
        {deleted && (
          <div className="mt-3">
            <Notice tone="info">
              <span id={`${id}-deleted`}>Deleted step “{deleted.step.title.trim() || 'untitled'}”. </span>
              <Button
                ref={undoButton}
                variant="ghost"
                className="!px-3 underline"
                aria-describedby={`${id}-deleted`}
                onClick={undoDelete}
              >
                Undo
              </Button>
              <Button variant="ghost" className="!px-3" onClick={dismissDelete}>
                Dismiss
              </Button>
            </Notice>
          </div>
        )}
        <Button
          id={`${id}-add-step`}
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
