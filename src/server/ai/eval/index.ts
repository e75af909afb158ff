import { cardsEval } from './cards';
import type { EvalKind } from './eval-kind';

/** Every evaluation set, in the order the report prints them. */
export const EVAL_KINDS: readonly EvalKind[] = [cardsEval];
