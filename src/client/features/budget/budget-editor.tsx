import { onlineManager } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo, useReducer, useState } from 'react';
import type { BudgetValues } from '../../../shared/budget/budget';
import { computeBreakdown, keptRows } from '../../../shared/budget/budget';
import { useMediaQuery } from '../../lib/use-media-query';
import { BudgetActions } from './budget-actions';
import { draftFromValues, draftReducer, draftSignature, readDraft } from './budget-draft';
import { BreakdownPanel } from './breakdown-panel';
import { ExpenseGroupSection } from './expense-group';
import { IncomeSection } from './income-section';
import { LeaveGuard } from './leave-guard';
import type { SaveResult } from './save-bar';
import { SaveBar } from './save-bar';
import { useSaveBudget } from './use-budget';

/**
 * The budget being edited. Save is always a few Tab presses from the incomes and stays in view (decision 078):
 * on a wide screen it sits in the breakdown beside the form, which follows the focus order income, breakdown,
 * rows; on a narrow one it is a bar right after the incomes that sticks to the top while the rows scroll.
 */
export function BudgetEditor({ initial }: { initial: BudgetValues }) {
  const [draft, dispatch] = useReducer(draftReducer, initial, draftFromValues);
  const [savedSignature, setSavedSignature] = useState(() => draftSignature(draftFromValues(initial)));
  const save = useSaveBudget();
  const wide = useMediaQuery('(min-width: 64rem)');
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
    const budget = { ...values, expenses: keptRows(values.expenses) };
    if (!onlineManager.isOnline()) {
      // Kept on the device; it goes when the connection returns (decision 101).
      save.mutate(budget);
      setSavedSignature(signature);
      return 'kept';
    }
    try {
      await save.mutateAsync(budget);
    } catch {
      return 'failed';
    }
    setSavedSignature(signature);
    return 'saved';
  }

  const income = <IncomeSection draft={draft} errors={errors} dispatch={dispatch} />;
  const groups = breakdown.groups.map((group) => (
    <ExpenseGroupSection
      key={group.group}
      group={group.group}
      draft={draft}
      breakdown={group}
      errors={errors}
      dispatch={dispatch}
    />
  ));
  const saveBar = (className: string) => (
    <SaveBar onSave={onSave} saving={save.isPending && !save.isPaused} dirty={dirty} className={className} />
  );
  const panel = (children: ReactNode, className = '') => (
    <div className={`rounded-xl border border-line bg-surface p-5 ${className}`}>
      <BreakdownPanel breakdown={breakdown} currency={draft.currency} />
      {children}
      <BudgetActions values={values} checkAmounts={checkAmounts} />
    </div>
  );
  const guard = <LeaveGuard dirty={dirty && !save.isPending} />;

  if (wide) {
    return (
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)_24rem] items-start gap-x-8 gap-y-6">
        <div className="col-start-1 row-start-1">{income}</div>
        {/* Stays in view while the rows scroll; inside it, Save sticks to its foot when the panel is long. */}
        {panel(
          saveBar('sticky bottom-0 -mx-5 mt-4 border-t border-line bg-surface px-5 py-3'),
          'col-start-2 row-span-2 row-start-1 sticky top-4 max-h-[calc(100vh-2rem)] overflow-y-auto pb-0',
        )}
        <div className="col-start-1 row-start-2 space-y-6">{groups}</div>
        {guard}
      </div>
    );
  }
  return (
    <div className="mt-8 space-y-6">
      {income}
      {saveBar('sticky top-0 z-10 -mx-4 border-y border-line bg-surface px-4 py-3')}
      {groups}
      {panel(null)}
      {guard}
    </div>
  );
}
