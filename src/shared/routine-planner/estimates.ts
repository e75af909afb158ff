import { STEP_MINUTES_MAX } from './routines';

// Learning a step's real length from the kept runs (docs/product.md#routine-planner, decision 092).

/** How many of the newest done runs of a step are looked at. */
export const ESTIMATE_RUNS = 10;
/** Fewer done runs than this say nothing yet. */
export const ESTIMATE_MIN_RUNS = 3;
/** The difference worth mentioning: at least this many minutes, */
export const ESTIMATE_MIN_MINUTES = 2;
/** and at least this share of the planned minutes. */
export const ESTIMATE_MIN_SHARE = 0.25;

interface RunLike {
  steps: { stepId: string; state: 'done' | 'skipped'; seconds: number }[];
}

export interface LearnedEstimate {
  /** What the step usually takes, in whole minutes. */
  minutes: number;
  /** How many runs that comes from. */
  runs: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * What a timed step usually takes: the median of its newest ESTIMATE_RUNS done runs (`runs` newest first),
 * in whole minutes, when there are at least ESTIMATE_MIN_RUNS of them and it differs from `planned` by at
 * least ESTIMATE_MIN_MINUTES and ESTIMATE_MIN_SHARE of it. Undefined otherwise, and for a step with no set
 * length, which was left open on purpose. Skipped runs say nothing about length.
 */
export function learnedEstimate(
  runs: RunLike[],
  stepId: string,
  planned: number | null,
): LearnedEstimate | undefined {
  if (planned === null || !Number.isFinite(planned) || planned <= 0) return undefined;
  const seconds = runs
    .flatMap((run) => run.steps.filter((step) => step.stepId === stepId && step.state === 'done'))
    .slice(0, ESTIMATE_RUNS)
    .map((step) => step.seconds);
  if (seconds.length < ESTIMATE_MIN_RUNS) return undefined;
  const minutes = Math.min(STEP_MINUTES_MAX, Math.max(1, Math.round(median(seconds) / 60)));
  const gap = Math.abs(minutes - planned);
  if (gap < ESTIMATE_MIN_MINUTES || gap < planned * ESTIMATE_MIN_SHARE) return undefined;
  return { minutes, runs: seconds.length };
}

/** "This step usually takes you 12 minutes, not 5." Said plainly, as information, never as a judgement. */
export function estimateWords(learned: LearnedEstimate, planned: number): string {
  const unit = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;
  return `This step usually takes you ${unit(learned.minutes)}, not ${planned}.`;
}
