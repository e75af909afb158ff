import type { Breakdown, Currency } from '../../../shared/budget';
import { formatMoney, GROUP_LABELS } from '../../../shared/budget';

/**
 * Allowance against spending per group. The two bars differ by shape (outlined against solid) and are
 * named in text beside them, so the chart reads the same without colour; an overspend is also marked in words.
 */
export function BreakdownChart({ breakdown, currency }: { breakdown: Breakdown; currency: Currency }) {
  const largest = Math.max(1, ...breakdown.groups.flatMap((g) => [g.allowance, g.spent]));
  const width = (cents: number) => (cents / largest) * 100;
  const summary = breakdown.groups
    .map(
      (g) =>
        `${GROUP_LABELS[g.group]}: spent ${formatMoney(g.spent, currency)} of ${formatMoney(g.allowance, currency)}${g.over ? ', over budget' : ''}.`,
    )
    .join(' ');
  return (
    <figure className="mt-6 border-t border-line pt-4">
      <figcaption className="font-semibold">Allowance and spending</figcaption>
      <div role="img" aria-label={summary} className="mt-2 space-y-3">
        {breakdown.groups.map((g) => (
          <div
            key={g.group}
            className="grid grid-cols-[max-content_minmax(0,1fr)] items-center gap-x-3 gap-y-1"
          >
            <p className="col-span-2 text-sm font-medium">
              {GROUP_LABELS[g.group]}
              {g.over && <span className="text-danger"> (over)</span>}
            </p>
            <Bar label="Allowance" width={width(g.allowance)} kind="outline" />
            <Bar label="Spent" width={width(g.spent)} kind={g.over ? 'over' : 'solid'} />
          </div>
        ))}
      </div>
    </figure>
  );
}

function Bar({ label, width, kind }: { label: string; width: number; kind: 'outline' | 'solid' | 'over' }) {
  const colour = kind === 'over' ? 'text-danger' : 'text-primary-ink';
  return (
    <>
      <span className="text-sm text-muted">{label}</span>
      <svg
        className={`h-4 w-full ${colour}`}
        viewBox="0 0 100 10"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="0" y="0" width="100" height="10" className="fill-app" />
        {width > 0 &&
          (kind === 'outline' ? (
            <rect
              x="0.5"
              y="1"
              width={Math.max(width - 1, 0.5)}
              height="8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              vectorEffect="non-scaling-stroke"
            />
          ) : (
            <rect x="0" y="0" width={width} height="10" fill="currentColor" />
          ))}
      </svg>
    </>
  );
}
