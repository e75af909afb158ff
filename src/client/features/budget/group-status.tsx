import { CircleAlert, CircleCheck } from 'lucide-react';
import type { Currency, GroupBreakdown } from '../../../shared/budget';
import { formatMoney } from '../../../shared/budget';

/** Where one group stands, in words and with an icon: never by colour alone. */
export function GroupStatus({ breakdown, currency }: { breakdown: GroupBreakdown; currency: Currency }) {
  const money = (cents: number) => formatMoney(cents, currency);
  const Icon = breakdown.over ? CircleAlert : CircleCheck;
  return (
    <p className={`mt-2 flex items-start gap-2 font-medium ${breakdown.over ? 'text-danger' : ''}`}>
      <Icon aria-hidden="true" className="mt-[0.2em] size-5 shrink-0" />
      <span>
        Spent {money(breakdown.spent)} of {money(breakdown.allowance)}:{' '}
        {breakdown.over
          ? `${money(-breakdown.remainder)} over budget.`
          : `${money(breakdown.remainder)} left.`}
      </span>
    </p>
  );
}
