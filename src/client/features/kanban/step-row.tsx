import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { splitEstimate, withEstimate } from '../../../shared/ai-parse';
import type { KanbanSubtask } from '../../../shared/kanban/board';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { ReadingText } from '../../components/reading-text';

export type StepControl = 'rename' | 'up' | 'down' | 'delete';

/** The id of one step's control: focus goes back to it after a change. */
export const controlId = (base: string, control: StepControl, index: number) => `${base}-${control}-${index}`;

interface Props {
  step: KanbanSubtask;
  index: number;
  count: number;
  /** The card's prefix for ids. */
  base: string;
  pending: boolean;
  /** The card's "Edit steps" mode: the step's own controls show. */
  editing: boolean;
  renaming: boolean;
  onTick: (done: boolean) => void;
  onRenameStart: () => void;
  /** New words; answers the message when they cannot be kept, null when they were taken. */
  onRename: (text: string) => string | null;
  onRenameCancel: () => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One step: its tick box and words; in "Edit steps" mode its Rename, Move up, Move down and Delete buttons. */
export function StepRow({ step, index, count, base, pending, editing, renaming, ...on }: Props) {
  const { text, minutes, upper } = splitEstimate(step.text);
  if (renaming)
    return (
      <RenameStep
        words={text}
        // The words change; the estimate, if the step has one, stays with them.
        onRename={(words) =>
          on.onRename(
            minutes === null || words.trim() === ''
              ? words
              : withEstimate(words.trim(), minutes, upper ?? undefined),
          )
        }
        onCancel={on.onRenameCancel}
      />
    );
  const tick = `${base}-tick-${index}`;
  return (
    <li className="flex flex-wrap items-start gap-x-2 gap-y-1">
      <input
        id={tick}
        type="checkbox"
        checked={step.done}
        disabled={pending}
        onChange={(event) => on.onTick(event.target.checked)}
        className="mt-1 size-6 shrink-0 cursor-pointer accent-[var(--theme-color)]"
      />
      <label
        htmlFor={tick}
        className={`max-w-full flex-[1_1_9rem] cursor-pointer pt-0.5 ${step.done ? 'text-muted line-through' : ''}`}
      >
        <ReadingText text={text} />
        {minutes !== null && (
          <span className="ml-2 inline-block rounded-full border border-line px-2 text-sm whitespace-nowrap text-muted no-underline">
            about {upper !== null && upper > minutes ? `${minutes}–${upper}` : minutes} min
          </span>
        )}
      </label>
      {editing && (
        <div className="ml-auto flex shrink-0 gap-1">
          <StepButton
            id={controlId(base, 'rename', index)}
            label={`Rename step: ${text}`}
            tip="Rename"
            disabled={pending}
            onClick={on.onRenameStart}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </StepButton>
          <StepButton
            id={controlId(base, 'up', index)}
            label={`Move step up: ${text}`}
            tip="Move up"
            disabled={pending || index === 0}
            onClick={() => on.onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </StepButton>
          <StepButton
            id={controlId(base, 'down', index)}
            label={`Move step down: ${text}`}
            tip="Move down"
            disabled={pending || index === count - 1}
            onClick={() => on.onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </StepButton>
          <StepButton
            id={controlId(base, 'delete', index)}
            label={`Delete step: ${text}`}
            tip="Delete"
            danger
            disabled={pending}
            onClick={on.onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </StepButton>
        </div>
      )}
    </li>
  );
}

interface StepButtonProps {
  id: string;
  label: string;
  tip: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A small square button (32 px, above the 24 px minimum) named for its step; its tip shows on hover. */
function StepButton({ id, label, tip, danger = false, disabled, onClick, children }: StepButtonProps) {
  return (
    <button
      type="button"
      id={id}
      aria-label={label}
      title={tip}
      disabled={disabled}
      onClick={onClick}
      className={`inline-flex size-8 items-center justify-center rounded-md border border-control text-muted hover:border-primary hover:text-fg disabled:cursor-not-allowed disabled:opacity-40 ${
        danger ? 'hover:border-danger hover:text-danger' : ''
      }`}
    >
      {children}
    </button>
  );
}

/** The step's words (without its estimate) in a box: Enter or Save keeps them, Escape or Cancel leaves them as they were. */
function RenameStep({
  words,
  onRename,
  onCancel,
}: {
  words: string;
  onRename: (text: string) => string | null;
  onCancel: () => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(words);
  const [error, setError] = useState<string | null>(null);
  const errorId = `${useId()}-error`;

  useEffect(() => {
    box.current?.focus();
    box.current?.select();
  }, []);

  return (
    <li>
      <form
        noValidate
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setError(onRename(text));
        }}
      >
        <input
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            onCancel();
          }}
          aria-label={`Rename step: ${words}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          className={`${inputClass} min-w-0 flex-[1_1_10rem]`}
        />
        <div className="flex gap-2">
          <Button type="submit" className="px-3 text-sm">
            Save
          </Button>
          <Button variant="secondary" className="px-3 text-sm" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </li>
  );
}
