import { CircleCheck, Info } from 'lucide-react';
import type { Currency, GroupBreakdown } from '../../../shared/budget/budget';
import { formatMoney } from '../../../shared/budget/budget';
import { overBudgetSentence } from '../../../shared/budget/words';

/**
 * Where one group stands, in words and with an icon: never by colour alone. Over the allowance it says by how
 * much and one idea, in the page's own calm colours.
 */
export function GroupStatus({ breakdown, currency }: { breakdown: GroupBreakdown; currency: Currency }) {
  const money = (cents: number) => formatMoney(cents, currency);
  const over = overBudgetSentence(breakdown, currency);
  if (over) {
    return (
      <p className="mt-2 flex items-start gap-2 rounded-lg border border-line bg-app p-3">
        <Info aria-hidden="true" className="mt-[0.2em] size-5 shrink-0" />
        <span>{over}</span>
      </p>
    );
  }
  return (
    <p className="mt-2 flex items-start gap-2 font-medium">
      <CircleCheck aria-hidden="true" className="mt-[0.2em] size-5 shrink-0" />
      <span>
        Spent {money(breakdown.spent)} of {money(breakdown.allowance)}: {money(breakdown.remainder)} left.
      </span>
    </p>
  );
}
