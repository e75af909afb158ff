import type { PictureRef } from '../pictures';
import type { Routine } from './routines';

/*
 * Play mode of the routine planner (docs/product.md#routine-planner, decision 088) as pure functions of the wall
 * clock, like the time box: a timed step holds only its end time, so the time left is right after the tab slept,
 * the laptop was closed or the page reloaded. Nothing counts ticks.
 */

export const MORE_TIME_MINUTES = 5;

export interface PlayStep {
  id: string;
  title: string;
  minutes: number | null;
  icon: string | null;
  note: string;
  /** Shown large, first, in play mode and on the Now and Next board. */
  picture?: PictureRef | null;
}

export interface StepResult {
  stepId: string;
  title: string;
  plannedMinutes: number | null;
  state: 'done' | 'skipped';
  /** How long the step really took, in whole seconds. */
  seconds: number;
}

export interface PlayState {
  routineId: string;
  name: string;
  /** The steps as they were when the run began: an edit elsewhere does not move the run under the person. */
  steps: PlayStep[];
  startedAt: number;
  /** The step being done; steps.length once the run is over. */
  index: number;
  stepStartedAt: number;
  /** When the current step's time is up (epoch ms); null for a step with no set length. */
  endsAt: number | null;
  results: StepResult[];
  finishedAt: number | null;
  /** Whether the finished run reached the server. */
  saved?: boolean;
  /**
   * The id the app made for the run when it began, kept with it on the device, so the run sent again (a lost
   * answer, a reload) is kept once (decision 140). A run begun by an older version has none until it is sent.
   */
  runId?: string;
}

const MINUTE = 60_000;

const endOf = (step: PlayStep | undefined, from: number) =>
  step?.minutes ? from + step.minutes * MINUTE : null;

/** A run of `routine` starting at `now`, on its first step. */
export function startPlay(routine: Pick<Routine, 'id' | 'name' | 'steps'>, now: number): PlayState {
  const steps = routine.steps.map(({ id, title, minutes, icon, note, picture }) => ({
    id,
    title,
    minutes,
    icon,
    note,
    picture: picture ?? null,
  }));
  return {
    routineId: routine.id,
    name: routine.name,
    steps,
    startedAt: now,
    index: 0,
    stepStartedAt: now,
    endsAt: endOf(steps[0], now),
    results: [],
    finishedAt: steps.length === 0 ? now : null,
  };
}

/** Milliseconds left on the current step; null for a step with no set length or a finished run. */
export function stepRemainingMs(play: PlayState, now: number): number | null {
  if (play.finishedAt !== null || play.endsAt === null) return null;
  return Math.max(0, play.endsAt - now);
}

/** The current step's full length in milliseconds, extra time included, for the ring. */
export function stepTotalMs(play: PlayState): number | null {
  return play.endsAt === null ? null : play.endsAt - play.stepStartedAt;
}

/** Five more minutes on the current step: from its end, or from now when its time is already up. */
export function moreTime(play: PlayState, now: number, minutes = MORE_TIME_MINUTES): PlayState {
  if (play.finishedAt !== null) return play;
  const base = play.endsAt === null ? now : Math.max(play.endsAt, now);
  return { ...play, endsAt: base + minutes * MINUTE };
}

/** Ends the current step as done or skipped, and moves to the next; after the last, the run is finished. */
export function endStep(play: PlayState, state: StepResult['state'], now: number): PlayState {
  const step = play.steps[play.index];
  if (!step || play.finishedAt !== null) return play;
  const result: StepResult = {
    stepId: step.id,
    title: step.title,
    plannedMinutes: step.minutes,
    state,
    seconds: Math.max(0, Math.round((now - play.stepStartedAt) / 1000)),
  };
  const index = play.index + 1;
  const over = index >= play.steps.length;
  return {
    ...play,
    index,
    stepStartedAt: now,
    endsAt: over ? null : endOf(play.steps[index], now),
    results: [...play.results, result],
    finishedAt: over ? now : null,
  };
}

/** Stops early: the steps not reached are simply not in the run. */
export function stopPlay(play: PlayState, now: number): PlayState {
  return play.finishedAt === null ? { ...play, endsAt: null, finishedAt: now } : play;
}

/** The finish screen's sentence, without guilt: "You did 4 of 5 steps." */
export function finishWords(play: PlayState): string {
  const done = play.results.filter((r) => r.state === 'done').length;
  const total = play.steps.length;
  if (total > 0 && done === total) return total === 1 ? 'You did the step.' : `You did all ${total} steps.`;
  return `You did ${done} of ${total} ${total === 1 ? 'step' : 'steps'}.`;
}

/** How long a step took, in words: "under a minute", "7 minutes". */
export function tookWords(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return 'under a minute';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A kept play state read back from storage, or undefined when it is not one. */
export function readPlayState(value: unknown): PlayState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const play = value as Partial<PlayState>;
  const numbers = [play.startedAt, play.index, play.stepStartedAt].every((n) => typeof n === 'number');
  if (!numbers || typeof play.routineId !== 'string' || typeof play.name !== 'string') return undefined;
  if (!Array.isArray(play.steps) || !Array.isArray(play.results)) return undefined;
  if (play.endsAt !== null && typeof play.endsAt !== 'number') return undefined;
  if (play.finishedAt !== null && typeof play.finishedAt !== 'number') return undefined;
  if (play.runId !== undefined && typeof play.runId !== 'string') return undefined;
  return play as PlayState;
}
