// The budget in words (docs/product.md#budget): for people who find numbers alone hard, and for sharing.
import type { Currency, GroupBreakdown, BudgetValues, ExpenseGroup } from './budget';
import {
  computeBreakdown,
  formatMoney,
  GROUP_LABELS,
  INCOME_LABELS,
  INCOME_SOURCES,
  keptRows,
} from './budget';

/** One group in words, for people who find numbers alone hard: "Needs: £820.00 of £1,000.00 spent, £180.00 left". */
export function groupProgressText(g: GroupBreakdown, currency: Currency): string {
  const money = (cents: number) => formatMoney(cents, currency);
  const rest = g.over ? `${money(-g.remainder)} over` : `${money(g.remainder)} left`;
  return `${GROUP_LABELS[g.group]}: ${money(g.spent)} of ${money(g.allowance)} spent, ${rest}`;
}

/** A kind next step for a group that is over, in the group's own terms. */
const OVER_IDEAS: Record<ExpenseGroup, string> = {
  needs: 'You could look for one bill that might go down, or plan a little less for Wants this month.',
  wants: 'You could move some of it to next month, or trim one row.',
  future:
    'Putting more aside is fine when Needs and Wants are covered, or you could move some to next month.',
};

/**
 * What to say when a group spends more than its allowance: which group, by how much, and one idea. Plain and
 * calm, with no exclamation marks; null when the group is within its allowance.
 */
export function overBudgetSentence(g: GroupBreakdown, currency: Currency): string | null {
  if (!g.over) return null;
  const money = (cents: number) => formatMoney(cents, currency);
  const name = GROUP_LABELS[g.group];
  if (g.allowance === 0) {
    return `${name} has ${money(g.spent)} in it and no allowance yet. Add your income to see how it fits.`;
  }
  return `${name} is ${money(-g.remainder)} over its ${money(g.allowance)} allowance. ${OVER_IDEAS[g.group]}`;
}

/** A plain-text summary of the budget, for e-mail and sharing: readable as it is, with no markup. */
export function budgetSummary(values: BudgetValues): string {
  const money = (cents: number) => formatMoney(cents, values.currency);
  const breakdown = computeBreakdown(values);
  const rows = keptRows(values.expenses);
  const lines = ['My monthly budget (50/30/20)', ''];
  lines.push(`Total income: ${money(breakdown.totalIncome)}`);
  for (const source of INCOME_SOURCES)
    lines.push(`- ${INCOME_LABELS[source]}: ${money(values.incomes[source])}`);
  for (const g of breakdown.groups) {
    lines.push('', `${GROUP_LABELS[g.group]} (${g.share}%)`);
    lines.push(`Allowance: ${money(g.allowance)}`, `Spent: ${money(g.spent)}`);
    lines.push(`Remaining: ${money(g.remainder)}`);
    const over = overBudgetSentence(g, values.currency);
    if (over) lines.push(over);
    for (const row of rows.filter((r) => r.group === g.group)) {
      lines.push(`- ${row.label || 'Unnamed'}: ${money(row.cents)}`);
    }
  }
  return lines.join('\n');
}
