import { useId } from 'react';
import type { TimeBoxPlan } from '../../../shared/time-box/plan';
import { chooseBlockCount, chooseOwnLengths, chooseRhythm } from '../../../shared/time-box/plan';
import type { Rhythm } from '../../../shared/time-box/series';
import {
  blockCounts,
  durationWords,
  RHYTHMS,
  SERIES_BREAK_MINUTES,
  SERIES_FOCUS_MINUTES,
  seriesMinutes,
} from '../../../shared/time-box/series';
import { OptionCards } from './option-cards';

interface Props {
  plan: TimeBoxPlan;
  onChange: (change: (plan: TimeBoxPlan) => TimeBoxPlan) => void;
}

const RHYTHM_LABELS: Record<Rhythm, { label: string; description: string }> = {
  '25-5': { label: '25 minutes', description: 'Breaks of 5 minutes between blocks.' },
  '50-10': { label: '50 minutes', description: 'Breaks of 10 minutes between blocks.' },
  '90-15': { label: '90 minutes', description: 'Breaks of 15 minutes between blocks.' },
  own: { label: 'Your own lengths', description: 'Choose a block and a break length.' },
};

const selectClass =
  'block min-h-11 rounded-lg border border-control bg-surface px-3 py-2 text-fg focus-visible:border-primary';

/**
 * docs/product.md#time-box: several blocks in a row (decision 145). The lengths first, then how many blocks fit
 * in four hours, each count with its whole length, breaks included.
 */
export function SeriesSteps({ plan, onChange }: Props) {
  const ownId = useId();
  const { series } = plan;
  return (
    <>
      <OptionCards<Rhythm>
        legend="3. How long are your blocks and breaks?"
        options={RHYTHMS.map((value) => ({ value, ...RHYTHM_LABELS[value] }))}
        value={series?.rhythm}
        onChange={(rhythm) => onChange((current) => chooseRhythm(current, rhythm))}
      />
      {series?.rhythm === 'own' && (
        <div role="group" aria-labelledby={ownId} className="-mt-4">
          <p id={ownId} className="sr-only">
            Your own lengths
          </p>
          <div className="flex flex-wrap gap-4">
            <label className="flex flex-col font-medium">
              Each block
              <select
                className={`${selectClass} mt-1`}
                value={series.focusMinutes}
                onChange={(event) =>
                  onChange((current) =>
                    chooseOwnLengths(
                      current,
                      Number(event.target.value),
                      current.series?.breakMinutes ?? series.breakMinutes,
                    ),
                  )
                }
              >
                {SERIES_FOCUS_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col font-medium">
              Each break
              <select
                className={`${selectClass} mt-1`}
                value={series.breakMinutes}
                onChange={(event) =>
                  onChange((current) =>
                    chooseOwnLengths(
                      current,
                      current.series?.focusMinutes ?? series.focusMinutes,
                      Number(event.target.value),
                    ),
                  )
                }
              >
                {SERIES_BREAK_MINUTES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {minutes} minutes
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      )}
      {series && (
        <OptionCards<string>
          legend="4. How many blocks?"
          options={blockCounts(series).map((count) => ({
            value: String(count),
            label: `${count} blocks`,
            description: `${durationWords(seriesMinutes({ ...series, count }))} in all`,
          }))}
          value={series.count === undefined ? undefined : String(series.count)}
          onChange={(count) => onChange((current) => chooseBlockCount(current, Number(count)))}
        />
      )}
      {series?.count !== undefined && (
        <p className="-mt-4 max-w-prose">
          {series.count} blocks of {series.focusMinutes} minutes, with a break of {series.breakMinutes}{' '}
          minutes between each two: {durationWords(seriesMinutes(series))} in all.
        </p>
      )}
    </>
  );
}
