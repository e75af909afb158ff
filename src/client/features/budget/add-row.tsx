import { Plus } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import type { ExpenseGroup } from '../../../shared/budget/budget';
import { DEFAULT_ROWS, GROUP_LABELS, SUGGESTED_ROWS } from '../../../shared/budget/budget';
import { Button } from '../../components/button';

interface Props {
  group: ExpenseGroup;
  /** The labels the group already has, which are not offered again. */
  taken: readonly string[];
  disabled: boolean;
  /** Adds a row with this name, or an empty one to name, and moves focus to it. */
  onAdd: (label: string) => void;
}

export const addRowId = (group: ExpenseGroup) => `${group}-add`;

/**
 * "Add a row": opens a short list of the group's usual rows not on the page yet, and a way to name your own,
 * so a first visit can start small (decision 078) without hiding what people may need.
 */
export function AddRow({ group, taken, disabled, onAdd }: Props) {
  const [open, setOpen] = useState(false);
  const title = GROUP_LABELS[group];
  const listId = `${group}-add-choices`;
  const used = new Set(taken.map((label) => label.trim().toLowerCase()));
  const choices = [...DEFAULT_ROWS[group], ...SUGGESTED_ROWS[group]].filter(
    (label) => !used.has(label.toLowerCase()),
  );

  // Escape closes the list and goes back to the button that opened it.
  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setOpen(false);
    document.getElementById(addRowId(group))?.focus();
  }

  function pick(label: string) {
    setOpen(false);
    onAdd(label);
  }

  return (
    <div className="mt-4">
      <Button
        id={addRowId(group)}
        variant="secondary"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Plus aria-hidden="true" className="size-5" />
        Add a row <span className="sr-only">to {title}</span>
      </Button>
      {open && (
        <div
          id={listId}
          role="group"
          aria-label={`Rows to add to ${title}`}
          className="mt-3 rounded-lg border border-line bg-app p-3"
        >
          <p className="text-muted">Pick one, or give it your own name.</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {choices.map((label) => (
              <li key={label}>
                <Button
                  variant="secondary"
                  className="px-3"
                  onClick={() => pick(label)}
                  onKeyDown={onKeyDown}
                >
                  {label}
                </Button>
              </li>
            ))}
            <li>
              <Button variant="secondary" className="px-3" onClick={() => pick('')} onKeyDown={onKeyDown}>
                Your own name
              </Button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
