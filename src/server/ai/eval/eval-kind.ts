import type { Assistant } from '../assistant';

/**
 * The assistant's evaluation set (decision 149): each kind of request has items written by hand, each with what a
 * right answer must and must not contain. The same rubric judges the built-in engine in the unit tests and any
 * OpenAI-compatible model in `npm run ai:eval`.
 */
export interface EvalOutcome {
  /** The item's id in its set, stable across runs. */
  id: string;
  /** What was asked, as the person wrote it. */
  input: string;
  /** What the assistant answered, one line per item (steps, topics, "front → back" cards). */
  answer: string[];
  /** Each rubric check that failed, in plain words; empty when the answer passes. */
  failures: string[];
}

export interface EvalKind {
  /** The kind of request: 'plans', 'estimates', 'topics', 'cards', 'routines'. */
  kind: string;
  /** How many items the set holds. */
  size: number;
  /**
   * The share of items the built-in engine must pass, where it is lower than PASS_RATE_TARGET because the engine
   * cannot do the whole of it and says so (summaries: it picks sentences, it cannot reword; decision 170).
   */
  builtInTarget?: number;
  /** Asks the assistant for every item in turn and judges each answer by its rubric. */
  run(assistant: Assistant, signal: AbortSignal): Promise<EvalOutcome[]>;
}

/** The share of outcomes that passed, from 0 to 1. */
export const passRate = (outcomes: readonly EvalOutcome[]): number =>
  outcomes.length === 0 ? 0 : outcomes.filter((o) => o.failures.length === 0).length / outcomes.length;

/** What every set must reach with the built-in engine (issue: at least 95% of items). */
export const PASS_RATE_TARGET = 0.95;
