import type { Currency, IncomeSource } from '../../../shared/budget/budget';
import {
  CURRENCIES,
  CURRENCY_NAMES,
  CURRENCY_SYMBOLS,
  INCOME_LABELS,
  INCOME_SOURCES,
} from '../../../shared/budget/budget';
import { inputClass } from '../../components/field';
import { ReadingText } from '../../components/reading-text';
import type { Draft, DraftAction } from './budget-draft';
import { incomeFieldId } from './budget-draft';
import { MoneyInput } from './money-input';

interface Props {
  draft: Draft;
  errors: Map<string, string>;
  dispatch: (action: DraftAction) => void;
}

export function IncomeSection({ draft, errors, dispatch }: Props) {
  return (
    <section aria-labelledby="income-heading" className="rounded-xl border border-line bg-surface p-5">
      <h2 id="income-heading" className="text-xl font-semibold">
        Income
      </h2>
      <ReadingText
        className="mt-1 block text-muted"
        text="What comes in each month, after tax. Leave a field empty for none."
      />
      <div className="mt-4 grid grid-fill-16 gap-4">
        <div>
          <label htmlFor="budget-currency" className="block font-medium">
            Currency
          </label>
          <select
            id="budget-currency"
            className={`${inputClass} mt-1`}
            value={draft.currency}
            onChange={(event) => dispatch({ type: 'currency', currency: event.target.value as Currency })}
          >
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency} ({CURRENCY_SYMBOLS[currency]}) {CURRENCY_NAMES[currency]}
              </option>
            ))}
          </select>
        </div>
        {INCOME_SOURCES.map((source: IncomeSource) => (
          <MoneyInput
            key={source}
            id={incomeFieldId(source)}
            label={INCOME_LABELS[source]}
            currency={draft.currency}
            value={draft.incomes[source]}
            error={errors.get(incomeFieldId(source))}
            onChange={(amount) => dispatch({ type: 'income', source, amount })}
          />
        ))}
      </div>
    </section>
  );
}
