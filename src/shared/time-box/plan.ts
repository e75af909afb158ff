import type { Rhythm, Series, SeriesStep } from './series';
import {
  blockCounts,
  doneStep,
  isSeriesDone,
  RHYTHM_LENGTHS,
  SERIES_BREAK_MINUTES,
  SERIES_FOCUS_MINUTES,
  seriesSchema,
  stepAt,
} from './series';
import { tookMinutesSchema } from '../todo/todos';
import { z } from '../zod';

/* docs/product.md#time-box, #data, #states, #validation and #limits: the time-box plan and its rules. */

export const ENERGY_LEVELS = ['high', 'low'] as const;
export const TIMEFRAMES = ['short', 'long', 'several'] as const;
export const DURATIONS = ['10', '20', '30', '60'] as const;

export type EnergyLevel = (typeof ENERGY_LEVELS)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];
export type Duration = (typeof DURATIONS)[number];

/**
 * docs/product.md#validation: a short timeframe offers 10, 20 or 30 minutes; a long one is 60, chosen with it;
 * several blocks have lengths of their own (time-box-series.ts).
 */
export const DURATIONS_BY_TIMEFRAME: Record<Timeframe, readonly Duration[]> = {
  short: ['10', '20', '30'],
  long: ['60'],
  several: [],
};

/** docs/product.md#limits: the timer's length when no duration is chosen. */
export const DEFAULT_TIMER_MINUTES = 25;
/** A break offered at time's up when break reminders are on. */
export const BREAK_MINUTES = 5;
export const TASK_TEXT_MAX_LENGTH = 200;
export const MAX_TASKS = 50;

export const ENERGY_LABELS: Record<EnergyLevel, { label: string; description: string }> = {
  high: { label: 'High energy', description: 'I feel awake and ready to dig in.' },
  low: { label: 'Low energy', description: 'I feel tired or slow today.' },
};

export const TIMEFRAME_LABELS: Record<Timeframe, { label: string; description: string }> = {
  short: { label: 'Short', description: '10 to 30 minutes.' },
  long: { label: 'Long', description: 'One hour.' },
  several: { label: 'Several blocks', description: 'Blocks with breaks between them, up to 4 hours.' },
};

const MINUTE = 60_000;
/** The longest block a plan offers: 90 minutes, in a plan of several blocks. */
const MAX_TIMER_MINUTES = 90;
const MAX_TIMER_MS = MAX_TIMER_MINUTES * MINUTE;

const taskTextSchema = z.lazy(() =>
  z
    .string({ error: 'Please write what the task is.' })
    .trim()
    .min(1, 'Please write what the task is.')
    .max(TASK_TEXT_MAX_LENGTH, `A task can be at most ${TASK_TEXT_MAX_LENGTH} characters.`),
);

/** How long one task may take, in minutes: each task has its own length, whatever the block's. */
export const TASK_MINUTES = [5, 10, 15, 20, 30, 45, 60, 90] as const;

const taskDurationSchema = z.lazy(() =>
  z
    .number({ error: 'Please choose how long the task takes.' })
    .refine(
      (minutes) => (TASK_MINUTES as readonly number[]).includes(minutes),
      'Please choose one of the listed lengths.',
    ),
);

/** docs/product.md#data time-box task (text, minutes), with an id to tell tasks apart and whether it is done. */
export const timeBoxTaskSchema = z.lazy(() =>
  z
    .object({
      id: z
        .string({ error: 'Each task needs an id.' })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Each task needs an id of letters and digits.'),
      text: taskTextSchema,
      duration: taskDurationSchema,
      done: z.boolean({ error: 'Please answer with done or not done.' }).default(false),
      /** How long it took, as the person said after ticking it off; absent until they say (decision 182). */
      tookMinutes: tookMinutesSchema.optional(),
    })
    .strict(),
);

export type TimeBoxTask = z.output<typeof timeBoxTaskSchema>;

/** How many of the person's said times the plan keeps for estimates, newest first (decision 182). */
export const TOOK_TIMES_KEPT = 50;

/**
 * A time a done task took, as the person said it: kept beside the plan, not in its tasks, so a task removed or a
 * plan started again keeps teaching the estimates (decision 182).
 */
export const tookTimeSchema = z.lazy(() =>
  z
    .object({
      taskId: z
        .string({ error: 'Each time needs its task id.' })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Each time needs its task id.'),
      text: taskTextSchema,
      minutes: tookMinutesSchema,
      at: z.iso.datetime({ error: 'Each time needs when it was said.' }),
    })
    .strict(),
);

export type TookTime = z.output<typeof tookTimeSchema>;

const timerMs = () =>
  z
    .number({ error: 'The timer needs a length in milliseconds.' })
    .int('The timer needs a whole number of milliseconds.')
    .min(1000, 'The timer must run for at least a second.')
    .max(MAX_TIMER_MS, `The timer can run for at most ${MAX_TIMER_MINUTES} minutes.`);

export const TIMER_KINDS = ['focus', 'break'] as const;
export type TimerKind = (typeof TIMER_KINDS)[number];
const timerKind = () => z.enum(TIMER_KINDS, { error: 'The timer is either a focus block or a break.' });

/**
 * A running or paused timer, kept with the plan so a reload (or another device) finds it as it was. A running
 * timer keeps its end time, never a count of ticks: the remaining time is always the end time minus now.
 */
export const savedTimerSchema = z.lazy(() =>
  z.discriminatedUnion(
    'status',
    [
      z
        .object({
          status: z.literal('running'),
          kind: timerKind(),
          durationMs: timerMs(),
          /** Milliseconds since 1970 (UTC), from the browser that started it. */
          endsAt: z
            .number({ error: 'The timer needs an end time.' })
            .int('The end time must be a whole number of milliseconds.')
            .min(0, 'The end time is not a valid time.')
            .max(8.64e15, 'The end time is not a valid time.'),
        })
        .strict(),
      z
        .object({
          status: z.literal('paused'),
          kind: timerKind(),
          durationMs: timerMs(),
          remainingMs: z
            .number({ error: 'A paused timer needs its remaining time.' })
            .int('The remaining time must be a whole number of milliseconds.')
            .min(0, 'The remaining time cannot be negative.')
            .max(MAX_TIMER_MS, `The timer can run for at most ${MAX_TIMER_MINUTES} minutes.`),
        })
        .strict(),
    ],
    { error: 'The timer is either running or paused.' },
  ),
);

export type SavedTimer = z.output<typeof savedTimerSchema>;

/** user_settings.settings.timeBox: GET answers it, PUT replaces it whole. */
export const timeBoxPlanSchema = z.lazy(() =>
  z
    .object({
      energyLevel: z.enum(ENERGY_LEVELS, { error: 'Please choose high or low energy.' }).optional(),
      timeframe: z.enum(TIMEFRAMES, { error: 'Please choose a short or long timeframe.' }).optional(),
      duration: z.enum(DURATIONS, { error: 'Please choose 10, 20, 30 or 60 minutes.' }).optional(),
      /** Several blocks in a row with breaks, and the step under way (decision 145). */
      series: seriesSchema.optional(),
      addedTasks: z
        .array(timeBoxTaskSchema, { error: 'The tasks must be a list.' })
        .max(MAX_TASKS, `A plan can hold at most ${MAX_TASKS} tasks. Please remove some first.`)
        .default(() => []),
      timer: savedTimerSchema.nullable().default(null),
      soundOn: z.boolean({ error: 'Please answer with on or off.' }).default(true),
      tookTimes: z
        .array(tookTimeSchema, { error: 'The times must be a list.' })
        .max(TOOK_TIMES_KEPT, `A plan keeps at most ${TOOK_TIMES_KEPT} times.`)
        .default(() => []),
    })
    .strict()
    .superRefine((plan, ctx) => {
      // docs/product.md#states: each choice is revealed by the one before it, so a later one never stands alone.
      if (plan.timeframe && !plan.energyLevel) {
        ctx.addIssue({
          code: 'custom',
          path: ['timeframe'],
          message: 'Please choose your energy level first.',
        });
      }
      if (plan.duration && !plan.timeframe) {
        ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Please choose a timeframe first.' });
      }
      if (
        plan.duration &&
        plan.timeframe &&
        !DURATIONS_BY_TIMEFRAME[plan.timeframe].includes(plan.duration)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['duration'],
          message: DURATION_MESSAGES[plan.timeframe],
        });
      }
      if (plan.series && plan.timeframe !== 'several') {
        ctx.addIssue({
          code: 'custom',
          path: ['series'],
          message: 'Please choose several blocks first.',
        });
      }
      const ids = new Set(plan.addedTasks.map((task) => task.id));
      if (ids.size !== plan.addedTasks.length) {
        ctx.addIssue({ code: 'custom', path: ['addedTasks'], message: 'Two tasks have the same id.' });
      }
    })
    // A long timeframe is one hour: a plan saved while that was a question of its own gets its answer.
    .transform((plan) =>
      plan.timeframe === 'long' && !plan.duration ? { ...plan, duration: '60' as const } : plan,
    )
    // Nothing saved yet (or saved by a version that no longer fits): an empty plan.
    .default(() => ({ addedTasks: [], timer: null, soundOn: true, tookTimes: [] })),
);

const DURATION_MESSAGES: Record<Timeframe, string> = {
  short: 'A short timeframe is 10, 20 or 30 minutes.',
  long: 'A long timeframe is 60 minutes.',
  several: 'Several blocks have lengths of their own, not one duration.',
};

export type TimeBoxPlan = z.output<typeof timeBoxPlanSchema>;
export type TimeBoxPlanInput = z.input<typeof timeBoxPlanSchema>;

export const EMPTY_PLAN: TimeBoxPlan = { addedTasks: [], timer: null, soundOn: true, tookTimes: [] };

/** Chooses the energy level; the later choices stay, since they still fit. */
export function chooseEnergy(plan: TimeBoxPlan, energyLevel: EnergyLevel): TimeBoxPlan {
  return { ...plan, energyLevel };
}

/**
 * Chooses the timeframe. A long one is an hour at once, with no question left to answer; a duration that does
 * not belong to the new timeframe is cleared, to be chosen again, and so are several blocks for one block.
 */
export function chooseTimeframe(plan: TimeBoxPlan, timeframe: Timeframe): TimeBoxPlan {
  const keeps = plan.duration !== undefined && DURATIONS_BY_TIMEFRAME[timeframe].includes(plan.duration);
  const next: TimeBoxPlan = { ...plan, timeframe };
  if (timeframe === 'long') next.duration = '60';
  else if (!keeps) delete next.duration;
  if (timeframe !== 'several') delete next.series;
  return next;
}

export function chooseDuration(plan: TimeBoxPlan, duration: Duration): TimeBoxPlan {
  return { ...plan, duration };
}

/** The new lengths of a series: the count stays while it still fits, else it is chosen again. */
function withLengths(plan: TimeBoxPlan, rhythm: Rhythm, focusMinutes: number, breakMinutes: number) {
  const before = plan.series;
  const series: Series = { rhythm, focusMinutes, breakMinutes, step: before?.step ?? 0 };
  const count = before?.count;
  if (count !== undefined && blockCounts(series).includes(count)) series.count = count;
  else series.step = 0;
  return { ...plan, series };
}

/** Chooses a usual rhythm (25/5, 50/10, 90/15), or the person's own lengths, starting from the ones shown. */
export function chooseRhythm(plan: TimeBoxPlan, rhythm: Rhythm): TimeBoxPlan {
  if (rhythm === 'own') {
    const { focusMinutes, breakMinutes } = plan.series ?? RHYTHM_LENGTHS['25-5'];
    return withLengths(plan, rhythm, focusMinutes, breakMinutes);
  }
  const { focusMinutes, breakMinutes } = RHYTHM_LENGTHS[rhythm];
  return withLengths(plan, rhythm, focusMinutes, breakMinutes);
}

/** The person's own block and break lengths, each one of the listed ones. */
export function chooseOwnLengths(plan: TimeBoxPlan, focusMinutes: number, breakMinutes: number): TimeBoxPlan {
  const fits =
    (SERIES_FOCUS_MINUTES as readonly number[]).includes(focusMinutes) &&
    (SERIES_BREAK_MINUTES as readonly number[]).includes(breakMinutes);
  return fits ? withLengths(plan, 'own', focusMinutes, breakMinutes) : plan;
}

/** How many blocks; the step under way stays, or the plan is done when fewer blocks are left than were run. */
export function chooseBlockCount(plan: TimeBoxPlan, count: number): TimeBoxPlan {
  const { series } = plan;
  if (!series || !blockCounts(series).includes(count)) return plan;
  return { ...plan, series: { ...series, count, step: Math.min(series.step, doneStep(count)) } };
}

/** The step a series is at, or undefined for one block, a series not counted yet, or one that is done. */
export function currentStep(plan: TimeBoxPlan): SeriesStep | undefined {
  return plan.series && stepAt(plan.series, plan.series.step);
}

/** The step after the one under way. */
export function nextStep(plan: TimeBoxPlan): SeriesStep | undefined {
  return plan.series && stepAt(plan.series, plan.series.step + 1);
}

export function planDone(plan: TimeBoxPlan): boolean {
  return plan.series !== undefined && isSeriesDone(plan.series);
}

/** A step has run its course (or was skipped): on to the next one, or done after the last block. */
export function advanceSeries(plan: TimeBoxPlan): TimeBoxPlan {
  const { series } = plan;
  if (!series || series.count === undefined) return plan;
  return { ...plan, series: { ...series, step: Math.min(series.step + 1, doneStep(series.count)) } };
}

/** The series again from its first block. */
export function restartSeries(plan: TimeBoxPlan): TimeBoxPlan {
  return plan.series ? { ...plan, series: { ...plan.series, step: 0 } } : plan;
}

/** Whether the plan has a length to work in: one block's duration, or several blocks counted. */
export function planReady(plan: TimeBoxPlan): boolean {
  return plan.timeframe === 'several' ? plan.series?.count !== undefined : plan.duration !== undefined;
}

/**
 * The timer's full length for this plan: the chosen duration, or the step under way in a series (its first
 * block once it is done, to start again), or 25 minutes when nothing is chosen.
 */
export function planTimerMs(plan: Pick<TimeBoxPlan, 'duration' | 'series'>): number {
  const { series } = plan;
  if (series?.count !== undefined) {
    return (stepAt(series, series.step)?.minutes ?? series.focusMinutes) * MINUTE;
  }
  return (plan.duration ? Number(plan.duration) : DEFAULT_TIMER_MINUTES) * MINUTE;
}

/** What the timer runs when started: a focus block, or the break a series is at. */
export function planTimerKind(plan: TimeBoxPlan): TimerKind {
  return currentStep(plan)?.kind ?? 'focus';
}

/** The minutes of focus the tasks have: one block, or all the blocks of a series. */
function focusMinutes(plan: TimeBoxPlan): number | undefined {
  const { series } = plan;
  if (plan.timeframe === 'several') {
    return series?.count === undefined ? undefined : series.count * series.focusMinutes;
  }
  return plan.duration ? Number(plan.duration) : undefined;
}

/** The longest a new task starts at: one block. */
function oneBlockMinutes(plan: TimeBoxPlan): number {
  if (plan.timeframe === 'several' && plan.series) return plan.series.focusMinutes;
  return plan.duration ? Number(plan.duration) : DEFAULT_TIMER_MINUTES;
}

/** The suggestions' length for the plan: its duration, or the listed one nearest a series' blocks. */
export function suggestionDuration(plan: TimeBoxPlan): Duration | undefined {
  if (plan.timeframe !== 'several') return plan.duration;
  const block = plan.series?.count === undefined ? undefined : plan.series.focusMinutes;
  if (block === undefined) return undefined;
  // The nearest, the shorter of two as near.
  return DURATIONS.reduce((best, duration) =>
    Math.abs(Number(duration) - block) < Math.abs(Number(best) - block) ? duration : best,
  );
}

export type AddTaskResult = { ok: true; plan: TimeBoxPlan } | { ok: false; message: string };

/**
 * The length a new task starts with: what is left of the block (rounded down to a listed length), or the whole
 * block when nothing is left or nothing is planned. The person can change it.
 */
export function defaultTaskMinutes(plan: TimeBoxPlan): number {
  const block = oneBlockMinutes(plan);
  const left = (focusMinutes(plan) ?? block) - minutesLeftToDo(plan);
  const fits = TASK_MINUTES.filter((minutes) => minutes <= Math.min(left, block));
  const closestToBlock = TASK_MINUTES.filter((minutes) => minutes <= block).at(-1) ?? TASK_MINUTES[0];
  return fits.at(-1) ?? closestToBlock;
}

/** docs/product.md#validation: a task is added only with trimmed text and a chosen duration. */
export function addTask(
  plan: TimeBoxPlan,
  text: string,
  id: string,
  minutes: number = defaultTaskMinutes(plan),
): AddTaskResult {
  if (!planReady(plan)) return { ok: false, message: 'Please choose a duration first.' };
  const parsed = taskTextSchema.safeParse(text);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check the task.' };
  if (plan.addedTasks.length >= MAX_TASKS) {
    return { ok: false, message: `A plan can hold at most ${MAX_TASKS} tasks. Please remove some first.` };
  }
  if (!taskDurationSchema.safeParse(minutes).success) {
    return { ok: false, message: 'Please choose one of the listed lengths.' };
  }
  const task: TimeBoxTask = { id, text: parsed.data, duration: minutes, done: false };
  return { ok: true, plan: { ...plan, addedTasks: [...plan.addedTasks, task] } };
}

export function removeTask(plan: TimeBoxPlan, id: string): TimeBoxPlan {
  return { ...plan, addedTasks: plan.addedTasks.filter((task) => task.id !== id) };
}

export function setTaskDone(plan: TimeBoxPlan, id: string, done: boolean): TimeBoxPlan {
  return {
    ...plan,
    addedTasks: plan.addedTasks.map((task) => (task.id === id ? { ...task, done } : task)),
  };
}

/**
 * What the person said a done task took: on the task, so it is not asked again, and first among the kept times
 * (the task's earlier answer replaced), the oldest dropped past TOOK_TIMES_KEPT (decision 182).
 */
export function sayTaskTook(plan: TimeBoxPlan, id: string, minutes: number, at: Date): TimeBoxPlan {
  const task = plan.addedTasks.find((each) => each.id === id);
  if (!task?.done || !tookMinutesSchema.safeParse(minutes).success) return plan;
  const time: TookTime = { taskId: id, text: task.text, minutes, at: at.toISOString() };
  return {
    ...plan,
    addedTasks: plan.addedTasks.map((each) => (each.id === id ? { ...each, tookMinutes: minutes } : each)),
    tookTimes: [time, ...plan.tookTimes.filter((each) => each.taskId !== id)].slice(0, TOOK_TIMES_KEPT),
  };
}

export function setTaskMinutes(plan: TimeBoxPlan, id: string, minutes: number): TimeBoxPlan {
  if (!taskDurationSchema.safeParse(minutes).success) return plan;
  return {
    ...plan,
    addedTasks: plan.addedTasks.map((task) => (task.id === id ? { ...task, duration: minutes } : task)),
  };
}

/** The task a focus block is for: the first one not yet done. */
export function currentTask(plan: TimeBoxPlan): TimeBoxTask | undefined {
  return plan.addedTasks.find((task) => !task.done);
}

/**
 * Whether the open tasks fit the chosen block, in one plain sentence; null before a block is chosen or while
 * nothing is left to do. Over the block is said as a fact with a way forward, never as a warning.
 */
export function fitSentence(plan: TimeBoxPlan): string | null {
  const block = focusMinutes(plan);
  if (block === undefined) return null;
  const planned = minutesLeftToDo(plan);
  if (planned === 0) return null;
  const { series } = plan;
  const several = plan.timeframe === 'several' && series !== undefined;
  const name = several ? `${series.count} blocks of ${series.focusMinutes} minutes` : `${block}-minute block`;
  if (planned === block) return `That fills your ${name}.`;
  if (planned < block) return `That fits your ${name}, with ${block - planned} minutes to spare.`;
  return (
    `That is ${planned - block} minutes more than your ${name}. ` +
    `You could make some tasks shorter, or keep some for ${several ? 'another time' : 'the next block'}.`
  );
}

/** Minutes planned in tasks not yet done. */
export function minutesLeftToDo(plan: TimeBoxPlan): number {
  return plan.addedTasks.filter((task) => !task.done).reduce((sum, task) => sum + task.duration, 0);
}
