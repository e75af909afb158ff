import { CircleAlert } from 'lucide-react';
import type { Breakdown, Currency } from '../../../shared/budget';
import { formatMoney, GROUP_LABELS } from '../../../shared/budget';

/** Total income, then each group's allowance, spending and what is left, with two decimals and the symbol. */
export function BreakdownPanel({ breakdown, currency }: { breakdown: Breakdown; currency: Currency }) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className="text-xl font-semibold">
        Breakdown
      </h2>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 text-lg">
        <span>Total income</span>
        <span data-testid="total-income" className="font-semibold tabular-nums">
          {money(breakdown.totalIncome)}
        </span>
      </p>
      {breakdown.groups.map((g) => (
        <div key={g.group} data-testid={`breakdown-${g.group}`} className="mt-4 border-t border-line pt-3">
          <h3 className="font-semibold">
            {GROUP_LABELS[g.group]} ({g.share}%)
          </h3>
          <dl className="mt-1 space-y-1">
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>Allowance</dt>
              <dd className="tabular-nums">{money(g.allowance)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>Spent</dt>
              <dd className="tabular-nums">{money(g.spent)}</dd>
            </div>
            <div className={`flex justify-between gap-x-3 ${g.over ? 'font-semibold text-danger' : ''}`}>
              <dt className="shrink-0">Remaining</dt>
              <dd
                data-testid={`remaining-${g.group}`}
                className="flex items-start gap-1 text-right tabular-nums"
              >
                {g.over && <CircleAlert aria-hidden="true" className="mt-[0.2em] size-5 shrink-0" />}
                <span>
                  {money(g.remainder)}
                  {g.over && (
                    <>
                      {' '}
                      <span className="whitespace-nowrap">(Over Budget!)</span>
                    </>
                  )}
                </span>
              </dd>
            </div>
          </dl>
        </div>
      ))}
    </section>
  );
}
