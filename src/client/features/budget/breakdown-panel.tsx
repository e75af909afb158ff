import type { Breakdown, Currency, GroupBreakdown } from '../../../shared/budget/budget';
import { formatMoney, GROUP_LABELS } from '../../../shared/budget/budget';
import { groupProgressText, overBudgetSentence } from '../../../shared/budget/words';

/**
 * Total income, then each group's allowance, spending and what is left, said in words with a bar beside the
 * figures: numbers alone are hard for some people (dyscalculia). The words are what a screen reader reads.
 */
export function BreakdownPanel({ breakdown, currency }: { breakdown: Breakdown; currency: Currency }) {
  const money = (cents: number) => formatMoney(cents, currency);
  return (
    <section aria-labelledby="breakdown-heading">
      <h2 id="breakdown-heading" className="text-xl font-semibold">
        Breakdown
      </h2>
      <p className="mt-2 flex flex-wrap justify-between gap-x-4 text-lg">
        <span>Total income</span>
        <span data-testid="total-income" className="min-w-0 font-semibold break-words tabular-nums">
          {money(breakdown.totalIncome)}
        </span>
      </p>
      {breakdown.groups.map((g) => {
        const over = overBudgetSentence(g, currency);
        return (
          <div key={g.group} data-testid={`breakdown-${g.group}`} className="mt-4 border-t border-line pt-3">
            <h3 className="font-semibold">
              {GROUP_LABELS[g.group]} ({g.share}%)
            </h3>
            <p data-testid={`progress-${g.group}`} className="mt-1">
              {groupProgressText(g, currency)}
            </p>
            <SpentBar breakdown={g} />
            <dl className="mt-2 space-y-1">
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt>Allowance</dt>
                <dd className="min-w-0 break-words tabular-nums">{money(g.allowance)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt>Spent</dt>
                <dd className="min-w-0 break-words tabular-nums">{money(g.spent)}</dd>
              </div>
              <div className="flex flex-wrap justify-between gap-x-4">
                <dt>Remaining</dt>
                <dd data-testid={`remaining-${g.group}`} className="min-w-0 break-words tabular-nums">
                  {money(g.remainder)}
                </dd>
              </div>
            </dl>
            {over && (
              <p data-testid={`over-${g.group}`} className="mt-2 rounded-lg border border-line bg-app p-3">
                {over}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}

/**
 * Spent against allowance as a bar, decorative beside the words. Over the allowance it is full and striped,
 * so it reads the same without colour; the words above say "over".
 */
function SpentBar({ breakdown: g }: { breakdown: GroupBreakdown }) {
  const part = g.over ? 1 : g.allowance > 0 ? g.spent / g.allowance : 0;
  const patternId = `${g.group}-over-stripes`;
  return (
    <svg
      data-testid={`bar-${g.group}`}
      data-filled={Math.round(part * 100)}
      className="mt-2 h-4 w-full text-primary-ink"
      viewBox="0 0 100 10"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern
          id={patternId}
          width="4"
          height="10"
          patternUnits="userSpaceOnUse"
          patternTransform="skewX(-30)"
        >
          <rect width="2" height="10" fill="currentColor" />
        </pattern>
      </defs>
      <rect
        x="0.5"
        y="0.5"
        width="99"
        height="9"
        className="fill-app"
        stroke="currentColor"
        strokeWidth="1"
        vectorEffect="non-scaling-stroke"
      />
      {part > 0 && (
        <rect
          x="0"
          y="0"
          width={part * 100}
          height="10"
          fill={g.over ? `url(#${patternId})` : 'currentColor'}
        />
      )}
    </svg>
  );
}
