import { cardsEval } from './cards';
import type { EvalKind } from './eval-kind';
import { estimatesEval, plansEval } from './plans';
import { routinesEval } from './routines';
import { summaryEval } from './summary';
import { topicsEval } from './topics';
import { wordsAsksEval, wordsTasksEval, wordsToneEval } from './words';

/** Every evaluation set, in the order the report prints them. */
export const EVAL_KINDS: readonly EvalKind[] = [
  plansEval,
  estimatesEval,
  topicsEval,
  routinesEval,
  cardsEval,
  wordsToneEval,
  wordsAsksEval,
  wordsTasksEval,
  summaryEval,
];
