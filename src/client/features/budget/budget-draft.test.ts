import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, defaultBudget } from '../../../shared/budget/budget';
import type { Draft } from './budget-draft';
import {
  amountFieldId,
  draftFromValues,
  draftReducer,
  draftSignature,
  incomeFieldId,
  readDraft,
  rowsOf,
} from './budget-draft';

const start = () => draftFromValues(defaultBudget('USD'));
const rowId = (draft: Draft, group: 'needs' | 'wants' | 'future', index: number) =>
  rowsOf(draft, group)[index]?.id ?? '';

describe('budget draft', () => {
  it('shows saved amounts as editable text: blank for 0, no decimals for whole amounts', () => {
    const draft = draftFromValues({
      currency: 'EUR',
      incomes: { main: 250_000, second: 1_050, other: 0 },
      expenses: [{ group: 'wants', label: 'Gym', cents: 3_999 }],
    });
    expect(draft.incomes).toEqual({ main: '2500', second: '10.50', other: '' });
    expect(draft.rows).toMatchObject([{ group: 'wants', label: 'Gym', amount: '39.99' }]);
  });

  it('reads every amount, counts a bad one as 0 and names it by field', () => {
    let draft = start();
    draft = draftReducer(draft, { type: 'income', source: 'main', amount: '1,000' });
    draft = draftReducer(draft, { type: 'income', source: 'other', amount: 'lots' });
    const rent = rowId(draft, 'needs', 0);
    draft = draftReducer(draft, { type: 'row', id: rent, change: { amount: '-20' } });
    const { values, errors } = readDraft(draft);
    expect(values.incomes).toEqual({ main: 100_000, second: 0, other: 0 });
    expect(values.expenses[0]).toEqual({ group: 'needs', label: 'Rent or mortgage', cents: 0 });
    expect([...errors]).toEqual([
      [incomeFieldId('other'), AMOUNT_MESSAGES.notNumber],
      [amountFieldId(rent), AMOUNT_MESSAGES.negative],
    ]);
  });

  it('adds rows at the end of their own group and removes them', () => {
    let draft = start();
    draft = draftReducer(draft, { type: 'add', group: 'wants', id: 'new-want' });
    expect(rowsOf(draft, 'wants').at(-1)?.id).toBe('new-want');
    expect(draft.rows.findIndex((r) => r.id === 'new-want')).toBe(3 + 2);
    draft = draftReducer(draft, { type: 'remove', id: rowId(draft, 'needs', 0) });
    expect(rowsOf(draft, 'needs').map((r) => r.label)[0]).toBe('Bills');
    draft = draftReducer(draft, { type: 'remove', id: 'new-want' });
    expect(rowsOf(draft, 'wants')).toHaveLength(2);
  });

  it('adds a row with a chosen name, ready for its amount', () => {
    const draft = draftReducer(start(), { type: 'add', group: 'future', id: 'pension', label: 'Pension' });
    expect(rowsOf(draft, 'future').map((r) => [r.id, r.label, r.amount])).toEqual([
      [rowId(draft, 'future', 0), 'Savings', ''],
      ['pension', 'Pension', ''],
    ]);
  });

  it('adds a row to an empty group and stops at 50 rows', () => {
    let draft: Draft = { ...start(), rows: [] };
    draft = draftReducer(draft, { type: 'add', group: 'future', id: 'f1' });
    expect(draft.rows.map((r) => r.id)).toEqual(['f1']);
    for (let i = 0; i < 60; i += 1) draft = draftReducer(draft, { type: 'add', group: 'needs' });
    expect(rowsOf(draft, 'needs')).toHaveLength(50);
  });

  it('counts as unsaved only what saving would keep', () => {
    const saved = draftSignature(start());
    let draft = start();
    draft = draftReducer(draft, { type: 'add', group: 'needs' });
    expect(draftSignature(draft)).toBe(saved);
    draft = draftReducer(draft, { type: 'income', source: 'main', amount: '12.0' });
    expect(draftSignature(draft)).not.toBe(saved);
    draft = draftReducer(draft, { type: 'income', source: 'main', amount: '' });
    expect(draftSignature(draft)).toBe(saved);
    expect(draftSignature(draftReducer(draft, { type: 'currency', currency: 'GBP' }))).not.toBe(saved);
    expect(draftSignature(draftReducer(draft, { type: 'income', source: 'main', amount: 'x' }))).not.toBe(
      saved,
    );
  });
});
