import { Check, ListPlus, Pencil } from 'lucide-react';
import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import type { AiSource } from '../../../shared/ai';
import type { KanbanSubtask } from '../../../shared/kanban/board';
import { addStep, kanbanUpdateSchema, moveStep, renameStep } from '../../../shared/kanban/board';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { SuggestionSource } from '../../components/step-size-dial';
import type { StepControl } from './step-row';
import { QuietButton } from './quiet-button';
import { controlId, StepRow } from './step-row';
import type { StepChange } from './use-step-edits';

interface Props {
  title: string;
  steps: KanbanSubtask[];
  pending: boolean;
  source: AiSource | undefined;
  onChange: (change: StepChange) => void;
}

/** Where focus goes once the shown steps read `steps`: after a move or a delete the row under focus is redrawn. */
interface FocusRequest {
  index: number;
  control: StepControl;
  steps: string;
}

const wordsOf = (steps: KanbanSubtask[]) => steps.map((step) => step.text).join('\n');

/** The first message the server would give for these steps, or null (docs/product.md#validation). */
function problem(steps: KanbanSubtask[]): string | null {
  const parsed = kanbanUpdateSchema.safeParse({ subtasks: steps });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Please check the step.');
}

/**
 * A card's steps, to tick off. "Edit steps" shows each step's Rename, Move and Delete buttons and "Add a step";
 * "Done editing" puts them away, so a card stays calm (docs/product.md#task-board).
 */
export function StepList({ title, steps, pending, source, onChange }: Props) {
  const base = useId();
  const addBox = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(false);
  const [renaming, setRenaming] = useState<number | null>(null);
  const [newStep, setNewStep] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const focusRequest = useRef<FocusRequest | null>(null);

  // After every render: the request is met once the shown steps read as it expects.
  useEffect(() => {
    const focus = focusRequest.current;
    if (!focus || wordsOf(steps) !== focus.steps) return;
    focusRequest.current = null;
    // A step at the top cannot move up (nor the last one down): its other arrow takes the focus.
    const other: Partial<Record<StepControl, StepControl>> = { up: 'down', down: 'up' };
    const tries = [focus.control, other[focus.control] ?? focus.control, 'rename'] as const;
    for (const index of [focus.index, focus.index - 1]) {
      for (const control of tries) {
        const button = document.getElementById(controlId(base, control, index));
        if (button instanceof HTMLButtonElement && !button.disabled) return button.focus();
      }
    }
    addBox.current?.focus();
  });

  useEffect(() => {
    if (editing) addBox.current?.focus();
  }, [editing]);

  function toggleEditing() {
    setEditing((on) => !on);
    setRenaming(null);
    setAddError(null);
  }

  function add(event: FormEvent) {
    event.preventDefault();
    if (newStep.trim() === '') return setNewStep('');
    const message = problem(addStep(steps, newStep));
    setAddError(message);
    if (message) return;
    onChange({ kind: 'add', text: newStep });
    setNewStep('');
  }

  function rename(index: number, text: string) {
    const next = renameStep(steps, index, text);
    const message = problem(next);
    if (message) return message;
    setRenaming(null);
    setFocus({ index, control: 'rename', steps: wordsOf(next) });
    onChange({ kind: 'rename', index, text });
    return null;
  }

  function changeThenFocus(index: number, control: StepControl, next: KanbanSubtask[], change: StepChange) {
    setFocus({ index, control, steps: wordsOf(next) });
    onChange(change);
  }

  const setFocus = (request: FocusRequest) => (focusRequest.current = request);

  const done = steps.filter((step) => step.done).length;
  const headingId = `${base}-steps`;
  return (
    <div className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        {steps.length > 0 && (
          <h4 id={headingId} className="mr-auto text-sm font-semibold">
            Subtasks ({done} of {steps.length} done)
          </h4>
        )}
        <QuietButton
          className={steps.length > 0 ? 'ml-auto' : ''}
          disabled={pending}
          onClick={toggleEditing}
          aria-label={
            editing
              ? `Done editing steps for ${title}`
              : steps.length > 0
                ? `Edit steps for ${title}`
                : `Add steps to ${title}`
          }
        >
          {editing ? (
            <Check aria-hidden="true" className="size-4" />
          ) : steps.length > 0 ? (
            <Pencil aria-hidden="true" className="size-4" />
          ) : (
            <ListPlus aria-hidden="true" className="size-4" />
          )}
          {editing ? 'Done editing' : steps.length > 0 ? 'Edit steps' : 'Add steps'}
        </QuietButton>
      </div>
      {steps.length > 0 && (
        <ul aria-labelledby={headingId} className="mt-1 space-y-1">
          {steps.map((step, index) => (
            <StepRow
              key={`${index}-${step.text}`}
              step={step}
              index={index}
              count={steps.length}
              base={base}
              pending={pending}
              editing={editing}
              renaming={renaming === index}
              onTick={(done) => onChange({ kind: 'tick', index, done })}
              onRenameStart={() => setRenaming(index)}
              onRename={(text) => rename(index, text)}
              onRenameCancel={() => {
                setRenaming(null);
                setFocus({ index, control: 'rename', steps: wordsOf(steps) });
              }}
              onMove={(by) =>
                changeThenFocus(index + by, by === -1 ? 'up' : 'down', moveStep(steps, index, by), {
                  kind: 'move',
                  index,
                  by,
                })
              }
              onDelete={() =>
                changeThenFocus(
                  index,
                  'delete',
                  steps.filter((_, i) => i !== index),
                  { kind: 'delete', index },
                )
              }
            />
          ))}
        </ul>
      )}
      {editing && (
        <form noValidate onSubmit={add} className="mt-2">
          <label htmlFor={`${base}-add`} className="block text-sm font-medium">
            Add a step
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={addBox}
              id={`${base}-add`}
              value={newStep}
              onChange={(event) => setNewStep(event.target.value)}
              autoComplete="off"
              aria-invalid={addError ? true : undefined}
              aria-describedby={addError ? `${base}-add-error` : undefined}
              className={`${inputClass} min-w-0 flex-1`}
            />
            <Button type="submit" variant="secondary" className="px-3" disabled={pending}>
              Add
            </Button>
          </div>
          {addError && (
            <p id={`${base}-add-error`} role="alert" className="mt-1 text-sm font-medium text-danger">
              {addError}
            </p>
          )}
        </form>
      )}
      {steps.some((step) => !step.own) && (
        <div className="mt-2">
          <SuggestionSource source={source} />
        </div>
      )}
    </div>
  );
}
