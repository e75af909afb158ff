import type { EvalKind } from './eval-kind';
import { estimatesEval, plansEval } from './plans';

/** Every evaluation set, in the order the report prints them. */
export const EVAL_KINDS: readonly EvalKind[] = [plansEval, estimatesEval];
