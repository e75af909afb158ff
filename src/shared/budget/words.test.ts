import { describe, expect, it } from 'vitest';
import type { BudgetRow } from './budget';
import { computeBreakdown } from './budget';
import { budgetSummary, groupProgressText, overBudgetSentence } from './words';

const incomes = (main: number, second = 0, other = 0) => ({ main, second, other });
const row = (group: BudgetRow['group'], cents: number, label = 'x'): BudgetRow => ({ group, label, cents });

describe('a group in words', () => {
  const [needs, wants, future] = computeBreakdown({
    incomes: incomes(100_000),
    expenses: [row('needs', 82_000), row('wants', 34_000), row('future', 20_000)],
  }).groups;

  it('says what is spent of the allowance and what is left or over', () => {
    expect(needs && groupProgressText(needs, 'GBP')).toBe('Needs: £820.00 of £500.00 spent, £320.00 over');
    expect(future && groupProgressText(future, 'GBP')).toBe('Future: £200.00 of £200.00 spent, £0.00 left');
  });

  it('says which group is over, by how much, and one idea, calmly', () => {
    expect(wants && overBudgetSentence(wants, 'GBP')).toBe(
      'Wants is £40.00 over its £300.00 allowance. You could move some of it to next month, or trim one row.',
    );
    expect(future && overBudgetSentence(future, 'GBP')).toBeNull();
    const noIncome = computeBreakdown({ incomes: incomes(0), expenses: [row('needs', 5_000)] }).groups[0];
    expect(noIncome && overBudgetSentence(noIncome, 'EUR')).toBe(
      'Needs has €50.00 in it and no allowance yet. Add your income to see how it fits.',
    );
    for (const g of [needs, wants]) expect(g && overBudgetSentence(g, 'USD')).not.toMatch(/!/);
  });
});

describe('budgetSummary', () => {
  it('writes the figures as plain text', () => {
    const text = budgetSummary({
      currency: 'GBP',
      incomes: incomes(200000),
      expenses: [row('needs', 120000, 'Rent'), row('wants', 0, ''), row('future', 5000, '')],
    });
    expect(text).toContain('Total income: £2,000.00');
    expect(text).toContain(
      'Needs (50%)\nAllowance: £1,000.00\nSpent: £1,200.00\nRemaining: -£200.00\nNeeds is £200.00 over its £1,000.00 allowance.',
    );
    expect(text).not.toContain('!');
    expect(text).toContain('- Rent: £1,200.00');
    expect(text).toContain('- Unnamed: £50.00');
    expect(text).not.toMatch(/<|>/);
  });
});
