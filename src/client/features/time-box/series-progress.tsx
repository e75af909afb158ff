import type { Series, SeriesStep } from '../../../shared/time-box/series';
import { durationWords, minutesAfter, stepAt } from '../../../shared/time-box/series';
import type { TimerState } from '../../../shared/time-box/timer';

interface Props {
  series: Series & { count: number };
  timer: TimerState;
  remainingMs: number;
}

const stepName = (step: SeriesStep, count: number) =>
  step.kind === 'focus' ? `Block ${step.block} of ${count}` : 'Break';

/**
 * docs/product.md#time-box: in a plan of several blocks, the block or break under way and the one after it, with
 * the time left in words, at the top of the timer (decision 145). The minutes change once a minute, so nothing
 * here needs to be spoken: the timer's own status line says the time at its moments.
 */
export function SeriesProgress({ series, timer, remainingMs }: Props) {
  const now = stepAt(series, series.step);
  if (!now) {
    return <p className="mt-2 font-medium">All {series.count} blocks are done. Well done.</p>;
  }
  const next = stepAt(series, series.step + 1);
  const active = timer.status === 'running' || timer.status === 'paused';
  const minutesLeft = active ? Math.ceil(remainingMs / 60_000) : now.minutes;
  const nowWords = active
    ? `${durationWords(minutesLeft)} left${timer.status === 'paused' ? ', paused' : ''}`
    : `${durationWords(now.minutes)}, ready when you are`;
  return (
    <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg border border-line bg-app p-3">
      <dt className="font-semibold">Now</dt>
      <dd>
        {stepName(now, series.count)}, {nowWords}
      </dd>
      <dt className="font-semibold">Next</dt>
      <dd>
        {next
          ? `${stepName(next, series.count)}, ${durationWords(next.minutes)}`
          : 'Nothing more: this is the last block'}
      </dd>
      <dt className="font-semibold">In all</dt>
      <dd>{durationWords(minutesLeft + minutesAfter(series, now.index))} left, breaks included</dd>
    </dl>
  );
}
