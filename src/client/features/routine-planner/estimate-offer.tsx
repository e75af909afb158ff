import type { LearnedEstimate } from '../../../shared/routine-planner/estimates';
import { estimateWords } from '../../../shared/routine-planner/estimates';
import { Button } from '../../components/button';

/**
 * What the kept runs show about one step's length, and the choice to use it or keep the plan (decision 092).
 * Information, never a judgement: no warning colours, nothing changes unless the person asks.
 */
export function EstimateOffer({
  learned,
  planned,
  stepName,
  onUse,
  onKeep,
}: {
  learned: LearnedEstimate;
  planned: number;
  stepName: string;
  onUse: () => void;
  onKeep: () => void;
}) {
  return (
    <div className="mt-3 rounded-lg border border-line bg-primary-soft p-3">
      <p>
        {estimateWords(learned, planned)}{' '}
        <span className="text-sm text-muted">From your last {learned.runs} runs.</span>
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-label={`Use ${learned.minutes} minutes for ${stepName}`}
          onClick={onUse}
        >
          Use {learned.minutes} minutes
        </Button>
        <Button
          variant="ghost"
          className="!px-3"
          aria-label={`Keep ${planned} minutes for ${stepName}`}
          onClick={onKeep}
        >
          Keep {planned} minutes
        </Button>
      </div>
    </div>
  );
}
