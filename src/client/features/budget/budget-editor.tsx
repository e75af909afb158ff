import { useMemo, useReducer, useState } from 'react';
import type { BudgetValues } from '../../../shared/budget';
import { computeBreakdown, keptRows } from '../../../shared/budget';
import type { SaveResult } from './budget-actions';
import { BudgetActions } from './budget-actions';
import { draftFromValues, draftReducer, draftSignature, readDraft } from './budget-draft';
import { BreakdownChart } from './breakdown-chart';
import { BreakdownPanel } from './breakdown-panel';
import { ExpenseGroupSection } from './expense-group';
import { IncomeSection } from './income-section';
import { LeaveGuard } from './leave-guard';
import { useSaveBudget } from './use-budget';

/** The budget being edited: incomes and groups on the left, the live breakdown and actions beside them. */
export function BudgetEditor({ initial }: { initial: BudgetValues }) {
  const [draft, dispatch] = useReducer(draftReducer, initial, draftFromValues);
  const [savedSignature, setSavedSignature] = useState(() => draftSignature(draftFromValues(initial)));
  const save = useSaveBudget();
  const { values, errors } = useMemo(() => readDraft(draft), [draft]);
  const breakdown = computeBreakdown(values);
  const dirty = draftSignature(draft) !== savedSignature;

  /** Focuses the first amount that needs fixing; true when there is none. */
  function checkAmounts() {
    const [first] = errors.keys();
    if (first === undefined) return true;
    document.getElementById(first)?.focus();
    return false;
  }

  async function onSave(): Promise<SaveResult> {
    if (!checkAmounts()) return 'invalid';
    const signature = draftSignature(draft);
    try {
      await save.mutateAsync({ ...values, expenses: keptRows(values.expenses) });
    } catch {
      return 'failed';
    }
    setSavedSignature(signature);
    return 'saved';
  }

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-6">
        <IncomeSection draft={draft} errors={errors} dispatch={dispatch} />
        {breakdown.groups.map((group) => (
          <ExpenseGroupSection
            key={group.group}
            group={group.group}
            draft={draft}
            breakdown={group}
            errors={errors}
            dispatch={dispatch}
          />
        ))}
      </div>
      {/* Beside the form on wide screens, it stays in view while the rows scroll. */}
      <div className="rounded-xl border border-line bg-surface p-5 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto">
        <BreakdownPanel breakdown={breakdown} currency={draft.currency} />
        <BudgetActions values={values} checkAmounts={checkAmounts} onSave={onSave} saving={save.isPending} />
        {dirty && <p className="mt-3 text-sm text-muted">You have changes that are not saved yet.</p>}
        {/* Last in the panel: on a short screen the figures and buttons stay in view, the chart scrolls. */}
        <BreakdownChart breakdown={breakdown} currency={draft.currency} />
      </div>
      <LeaveGuard dirty={dirty && !save.isPending} />
    </div>
  );
}
