import { X } from 'lucide-react';
import type { Currency } from '../../../shared/budget/budget';
import { MAX_LABEL_LENGTH } from '../../../shared/budget/budget';
import { inputClass } from '../../components/field';
import type { DraftAction, DraftRow } from './budget-draft';
import { amountFieldId, labelFieldId } from './budget-draft';
import { MoneyInput } from './money-input';

interface Props {
  row: DraftRow;
  /** The row's label, or "Needs item 3" while it has none. */
  name: string;
  labelName: string;
  removeName: string;
  currency: Currency;
  error: string | undefined;
  dispatch: (action: DraftAction) => void;
  onRemove: () => void;
}

/**
 * One expense: its name, amount and remove button on one line when there is room; on a narrow screen the name
 * gets a line of its own, so a long one stays readable.
 */
export function ExpenseRow({ row, name, labelName, removeName, currency, error, dispatch, onRemove }: Props) {
  return (
    <li className="flex flex-wrap items-start gap-2 max-sm:border-b max-sm:border-line max-sm:pb-3">
      <div className="min-w-0 flex-[2_1_10rem]">
        <label htmlFor={labelFieldId(row.id)} className="sr-only">
          {labelName}
        </label>
        <input
          id={labelFieldId(row.id)}
          className={inputClass}
          value={row.label}
          maxLength={MAX_LABEL_LENGTH}
          autoComplete="off"
          placeholder="Label or payee"
          onChange={(event) =>
            // A pasted tab or other control character becomes a space: labels are one plain line.
            dispatch({
              type: 'row',
              id: row.id,
              change: { label: event.target.value.replace(/\p{Cc}/gu, ' ') },
            })
          }
        />
      </div>
      <MoneyInput
        id={amountFieldId(row.id)}
        className="min-w-0 flex-[1_1_6rem]"
        label={`${name} amount`}
        hideLabel
        currency={currency}
        value={row.amount}
        error={error}
        onChange={(amount) => dispatch({ type: 'row', id: row.id, change: { amount } })}
      />
      <button
        type="button"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-control text-muted hover:border-danger hover:text-danger"
        aria-label={removeName}
        onClick={onRemove}
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </li>
  );
}
