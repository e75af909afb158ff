import type { BudgetValues, Currency, ExpenseGroup, IncomeSource } from '../../../shared/budget/budget';
import {
  centsToInput,
  INCOME_SOURCES,
  keptRows,
  MAX_ROWS_PER_GROUP,
  parseAmount,
} from '../../../shared/budget/budget';

/** The budget as typed: amounts stay text until read, so a half-typed "12." or a mistake is never lost. */
export interface DraftRow {
  id: string;
  group: ExpenseGroup;
  label: string;
  amount: string;
}

export interface Draft {
  currency: Currency;
  incomes: Record<IncomeSource, string>;
  rows: DraftRow[];
}

let nextId = 0;
const newId = () => `row-${(nextId += 1)}`;

export const incomeFieldId = (source: IncomeSource) => `income-${source}`;
export const amountFieldId = (rowId: string) => `${rowId}-amount`;
export const labelFieldId = (rowId: string) => `${rowId}-label`;

export function draftFromValues(values: BudgetValues): Draft {
  return {
    currency: values.currency,
    incomes: {
      main: centsToInput(values.incomes.main),
      second: centsToInput(values.incomes.second),
      other: centsToInput(values.incomes.other),
    },
    rows: values.expenses.map((row) => ({
      id: newId(),
      group: row.group,
      label: row.label,
      amount: centsToInput(row.cents),
    })),
  };
}

export interface ReadDraft {
  /** Every amount that reads as a number; one that does not counts as 0 until it is fixed. */
  values: BudgetValues;
  /** Messages by field id, in screen order. */
  errors: Map<string, string>;
}

export function readDraft(draft: Draft): ReadDraft {
  const errors = new Map<string, string>();
  const cents = (fieldId: string, text: string) => {
    const result = parseAmount(text);
    if (result.ok) return result.cents;
    errors.set(fieldId, result.message);
    return 0;
  };
  const incomes = { main: 0, second: 0, other: 0 };
  for (const source of INCOME_SOURCES) {
    incomes[source] = cents(incomeFieldId(source), draft.incomes[source]);
  }
  const expenses = draft.rows.map((row) => ({
    group: row.group,
    label: row.label,
    cents: cents(amountFieldId(row.id), row.amount),
  }));
  return { values: { currency: draft.currency, incomes, expenses }, errors };
}

/**
 * What saving would keep, as text: two drafts with the same signature save the same budget. Unsaved changes
 * are a signature that differs from the one last saved or loaded.
 */
export function draftSignature(draft: Draft): string {
  const { values, errors } = readDraft(draft);
  // A draft with a mistake in it is never the saved one.
  if (errors.size > 0) return `invalid:${JSON.stringify([draft.incomes, draft.rows])}`;
  return JSON.stringify({ ...values, expenses: keptRows(values.expenses) });
}

export type DraftAction =
  | { type: 'currency'; currency: Currency }
  | { type: 'income'; source: IncomeSource; amount: string }
  | { type: 'row'; id: string; change: Partial<Pick<DraftRow, 'label' | 'amount'>> }
  | { type: 'add'; group: ExpenseGroup; id?: string; label?: string }
  | { type: 'remove'; id: string };

export const rowsOf = (draft: Draft, group: ExpenseGroup) => draft.rows.filter((row) => row.group === group);

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'currency':
      return { ...draft, currency: action.currency };
    case 'income':
      return { ...draft, incomes: { ...draft.incomes, [action.source]: action.amount } };
    case 'row':
      return {
        ...draft,
        rows: draft.rows.map((row) => (row.id === action.id ? { ...row, ...action.change } : row)),
      };
    case 'add': {
      if (rowsOf(draft, action.group).length >= MAX_ROWS_PER_GROUP) return draft;
      const row = { id: action.id ?? newId(), group: action.group, label: action.label ?? '', amount: '' };
      // New rows go at the end of their group, which keeps the saved order the same as the screen's.
      const lastIndex = draft.rows.findLastIndex((r) => r.group === action.group);
      const at = lastIndex === -1 ? draft.rows.length : lastIndex + 1;
      return { ...draft, rows: [...draft.rows.slice(0, at), row, ...draft.rows.slice(at)] };
    }
    case 'remove':
      return { ...draft, rows: draft.rows.filter((row) => row.id !== action.id) };
  }
}

export const makeRowId = newId;
