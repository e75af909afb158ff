import type { ExpenseGroup, GroupBreakdown } from '../../../shared/budget/budget';
import { GROUP_LABELS, MAX_ROWS_PER_GROUP } from '../../../shared/budget/budget';
import { ReadingText } from '../../components/reading-text';
import { AddRow, addRowId } from './add-row';
import type { Draft, DraftAction, DraftRow } from './budget-draft';
import { amountFieldId, labelFieldId, makeRowId, rowsOf } from './budget-draft';
import { ExpenseRow } from './expense-row';
import { GroupStatus } from './group-status';

interface Props {
  group: ExpenseGroup;
  draft: Draft;
  breakdown: GroupBreakdown;
  errors: Map<string, string>;
  dispatch: (action: DraftAction) => void;
}

const DESCRIPTIONS: Record<ExpenseGroup, string> = {
  needs: 'Bills you must pay: home, energy, phone, insurance.',
  wants: 'Things that make life good but could wait.',
  future: 'Saving, investing and paying off what you owe.',
};

/** Moves focus after a change, once the row it points at is on the screen. */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

export function ExpenseGroupSection({ group, draft, breakdown, errors, dispatch }: Props) {
  const rows = rowsOf(draft, group);
  const title = GROUP_LABELS[group];
  const headingId = `${group}-heading`;
  const addId = addRowId(group);
  const full = rows.length >= MAX_ROWS_PER_GROUP;
  const nameOf = (row: DraftRow, index: number) => row.label.trim() || `${title} item ${index + 1}`;

  function remove(index: number) {
    const row = rows[index];
    if (!row) return;
    dispatch({ type: 'remove', id: row.id });
    // Focus stays in the list: on the row that moved up, else the one before, else the add button.
    const next = rows[index + 1] ?? rows[index - 1];
    focusSoon(next ? labelFieldId(next.id) : addId);
  }

  /** A suggested name goes straight to its amount; a row to name yourself starts at its name. */
  function add(label: string) {
    const id = makeRowId();
    dispatch({ type: 'add', group, id, label });
    focusSoon(label ? amountFieldId(id) : labelFieldId(id));
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-5">
      <h2 id={headingId} className="text-xl font-semibold">
        {title} <span className="font-normal text-muted">({breakdown.share}% of income)</span>
      </h2>
      <ReadingText className="mt-1 block text-muted" text={DESCRIPTIONS[group]} />
      <GroupStatus breakdown={breakdown} currency={draft.currency} />
      {rows.length === 0 ? (
        <p className="mt-4 text-muted">No rows yet. Add one below.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map((row, index) => (
            <ExpenseRow
              key={row.id}
              row={row}
              name={nameOf(row, index)}
              labelName={`${title} item ${index + 1}: label or payee`}
              removeName={`Remove ${nameOf(row, index)} from ${title}`}
              currency={draft.currency}
              error={errors.get(amountFieldId(row.id))}
              dispatch={dispatch}
              onRemove={() => remove(index)}
            />
          ))}
        </ul>
      )}
      <AddRow group={group} taken={rows.map((row) => row.label)} disabled={full} onAdd={add} />
      {full && <p className="mt-2 text-muted">A group holds at most {MAX_ROWS_PER_GROUP} rows.</p>}
    </section>
  );
}
