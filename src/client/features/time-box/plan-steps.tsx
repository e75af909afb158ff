import type { Duration, EnergyLevel, TimeBoxPlan, Timeframe } from '../../../shared/time-box/plan';
import {
  chooseDuration,
  chooseEnergy,
  chooseTimeframe,
  DURATIONS_BY_TIMEFRAME,
  ENERGY_LABELS,
  ENERGY_LEVELS,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
} from '../../../shared/time-box/plan';
import { OptionCards } from './option-cards';
import { SeriesSteps } from './series-steps';

interface Props {
  plan: TimeBoxPlan;
  onChange: (change: (plan: TimeBoxPlan) => TimeBoxPlan) => void;
}

/** docs/product.md#states: energy first; each answer reveals the next question, so only one new thing appears at a time. */
export function PlanSteps({ plan, onChange }: Props) {
  return (
    <div className="space-y-8">
      <OptionCards<EnergyLevel>
        legend="1. How is your energy right now?"
        options={ENERGY_LEVELS.map((value) => ({ value, ...ENERGY_LABELS[value] }))}
        value={plan.energyLevel}
        onChange={(energy) => onChange((current) => chooseEnergy(current, energy))}
      />
      {plan.energyLevel && (
        <OptionCards<Timeframe>
          legend="2. How much time do you have?"
          options={TIMEFRAMES.map((value) => ({ value, ...TIMEFRAME_LABELS[value] }))}
          value={plan.timeframe}
          onChange={(timeframe) => onChange((current) => chooseTimeframe(current, timeframe))}
        />
      )}
      {/* A long timeframe is one hour: nothing more to ask. */}
      {plan.energyLevel && plan.timeframe === 'short' && (
        <OptionCards<Duration>
          legend="3. How long is this block?"
          options={DURATIONS_BY_TIMEFRAME[plan.timeframe].map((value) => ({
            value,
            label: `${value} minutes`,
          }))}
          value={plan.duration}
          onChange={(duration) => onChange((current) => chooseDuration(current, duration))}
        />
      )}
      {plan.energyLevel && plan.timeframe === 'several' && <SeriesSteps plan={plan} onChange={onChange} />}
    </div>
  );
}
