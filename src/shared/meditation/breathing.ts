/* docs/product.md#states and #limits: the breathing rhythm and the calming quotes, as pure functions of time. */

export const INHALE_SECONDS = 5;
export const EXHALE_SECONDS = 7;
export const BREATH_SECONDS = INHALE_SECONDS + EXHALE_SECONDS;
/** A new quote every two full breaths: long enough to be read slowly, or heard to the end. */
export const QUOTE_SECONDS = BREATH_SECONDS * 2;

export type BreathPhase = 'inhale' | 'exhale';

export interface BreathMoment {
  phase: BreathPhase;
  /** Whole seconds left in this phase, counting down 5..1 or 7..1. */
  secondsLeft: number;
  /** 0 (empty lungs) to 1 (full), in whole-second steps: the size of the breathing shape. */
  fullness: number;
  /** Which breath this is, from 0. */
  breath: number;
}

/** Where in the rhythm the exercise is, `elapsedMs` after it started. */
export function breathAt(elapsedMs: number): BreathMoment {
  const elapsedSeconds = Math.floor(Math.max(0, elapsedMs) / 1000);
  const breath = Math.floor(elapsedSeconds / BREATH_SECONDS);
  const second = elapsedSeconds % BREATH_SECONDS;
  if (second < INHALE_SECONDS) {
    // The shape reaches its full size as the inhale ends: a step for each second breathed in.
    return {
      phase: 'inhale',
      secondsLeft: INHALE_SECONDS - second,
      fullness: (second + 1) / INHALE_SECONDS,
      breath,
    };
  }
  const intoExhale = second - INHALE_SECONDS;
  return {
    phase: 'exhale',
    secondsLeft: EXHALE_SECONDS - intoExhale,
    fullness: 1 - (intoExhale + 1) / EXHALE_SECONDS,
    breath,
  };
}

export const PHASE_LABELS: Record<BreathPhase, string> = { inhale: 'Inhale', exhale: 'Exhale' };

/** docs/product.md#limits: ten calming quotes. */
export const CALMING_QUOTES: readonly string[] = [
  'Breathe in calm, breathe out tension.',
  'You do not have to do everything at once. Just this breath.',
  'This moment is enough, and so are you.',
  'Feelings come and go, like clouds in a windy sky.',
  'Slow is smooth, and smooth is steady.',
  'You are allowed to rest before you are tired.',
  'Let your shoulders drop and your jaw soften.',
  'Each breath is a small fresh start.',
  'Nothing needs fixing right now. Just notice.',
  'Be gentle with yourself. You are doing your best.',
];

/** The quote shown `elapsedMs` into the exercise, starting from quote `first`. */
export function quoteIndexAt(elapsedMs: number, first = 0): number {
  const turns = Math.floor(Math.max(0, elapsedMs) / (QUOTE_SECONDS * 1000));
  return (first + turns) % CALMING_QUOTES.length;
}
