import { z } from './zod';

/* docs/product.md#time-box, #data, #states, #validation and #limits: the time-box plan and its rules. */

export const ENERGY_LEVELS = ['high', 'low'] as const;
export const TIMEFRAMES = ['short', 'long'] as const;
export const DURATIONS = ['10', '20', '30', '60'] as const;

export type EnergyLevel = (typeof ENERGY_LEVELS)[number];
export type Timeframe = (typeof TIMEFRAMES)[number];
export type Duration = (typeof DURATIONS)[number];

/** docs/product.md#validation: a short timeframe offers 10, 20 or 30 minutes; a long one 60 only. */
export const DURATIONS_BY_TIMEFRAME: Record<Timeframe, readonly Duration[]> = {
  short: ['10', '20', '30'],
  long: ['60'],
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
};

const MINUTE = 60_000;
const MAX_TIMER_MS = 60 * MINUTE;

const taskTextSchema = z.lazy(() =>
  z
    .string({ error: 'Please write what the task is.' })
    .trim()
    .min(1, 'Please write what the task is.')
    .max(TASK_TEXT_MAX_LENGTH, `A task can be at most ${TASK_TEXT_MAX_LENGTH} characters.`),
);

/** How long one task may take, in minutes: each task has its own length, whatever the block's. */
export const TASK_MINUTES = [5, 10, 15, 20, 30, 45, 60] as const;

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
    })
    .strict(),
);

export type TimeBoxTask = z.output<typeof timeBoxTaskSchema>;

const timerMs = () =>
  z
    .number({ error: 'The timer needs a length in milliseconds.' })
    .int('The timer needs a whole number of milliseconds.')
    .min(1000, 'The timer must run for at least a second.')
    .max(MAX_TIMER_MS, 'The timer can run for at most 60 minutes.');

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
            .max(MAX_TIMER_MS, 'The timer can run for at most 60 minutes.'),
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
      addedTasks: z
        .array(timeBoxTaskSchema, { error: 'The tasks must be a list.' })
        .max(MAX_TASKS, `A plan can hold at most ${MAX_TASKS} tasks. Please remove some first.`)
        .default([]),
      timer: savedTimerSchema.nullable().default(null),
      soundOn: z.boolean({ error: 'Please answer with on or off.' }).default(true),
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
          message:
            plan.timeframe === 'long'
              ? 'A long timeframe is 60 minutes.'
              : 'A short timeframe is 10, 20 or 30 minutes.',
        });
      }
      const ids = new Set(plan.addedTasks.map((task) => task.id));
      if (ids.size !== plan.addedTasks.length) {
        ctx.addIssue({ code: 'custom', path: ['addedTasks'], message: 'Two tasks have the same id.' });
      }
    })
    // Nothing saved yet (or saved by a version that no longer fits): an empty plan.
    .default({ addedTasks: [], timer: null, soundOn: true }),
);

export type TimeBoxPlan = z.output<typeof timeBoxPlanSchema>;
export type TimeBoxPlanInput = z.input<typeof timeBoxPlanSchema>;

export const EMPTY_PLAN: TimeBoxPlan = { addedTasks: [], timer: null, soundOn: true };

/** Chooses the energy level; the later choices stay, since they still fit. */
export function chooseEnergy(plan: TimeBoxPlan, energyLevel: EnergyLevel): TimeBoxPlan {
  return { ...plan, energyLevel };
}

/** Chooses the timeframe; a duration that does not belong to it is cleared, to be chosen again. */
export function chooseTimeframe(plan: TimeBoxPlan, timeframe: Timeframe): TimeBoxPlan {
  const keeps = plan.duration !== undefined && DURATIONS_BY_TIMEFRAME[timeframe].includes(plan.duration);
  const next: TimeBoxPlan = { ...plan, timeframe };
  if (!keeps) delete next.duration;
  return next;
}

export function chooseDuration(plan: TimeBoxPlan, duration: Duration): TimeBoxPlan {
  return { ...plan, duration };
}

/** The timer's full length for this plan: the chosen duration, or 25 minutes when none is chosen. */
export function planTimerMs(plan: Pick<TimeBoxPlan, 'duration'>): number {
  return (plan.duration ? Number(plan.duration) : DEFAULT_TIMER_MINUTES) * MINUTE;
}

export type AddTaskResult = { ok: true; plan: TimeBoxPlan } | { ok: false; message: string };

/**
 * The length a new task starts with: what is left of the block (rounded down to a listed length), or the whole
 * block when nothing is left or nothing is planned. The person can change it.
 */
export function defaultTaskMinutes(plan: TimeBoxPlan): number {
  const block = planTimerMs(plan) / MINUTE;
  const left = block - minutesLeftToDo(plan);
  const fits = TASK_MINUTES.filter((minutes) => minutes <= left);
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
  if (!plan.duration) return { ok: false, message: 'Please choose a duration first.' };
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
  if (!plan.duration) return null;
  const planned = minutesLeftToDo(plan);
  if (planned === 0) return null;
  const block = Number(plan.duration);
  if (planned === block) return `That fills your ${block}-minute block.`;
  if (planned < block)
    return `That fits your ${block}-minute block, with ${block - planned} minutes to spare.`;
  return (
    `That is ${planned - block} minutes more than your ${block}-minute block. ` +
    'You could make some tasks shorter, or keep some for the next block.'
  );
}

/** Minutes planned in tasks not yet done. */
export function minutesLeftToDo(plan: TimeBoxPlan): number {
  return plan.addedTasks.filter((task) => !task.done).reduce((sum, task) => sum + task.duration, 0);
}
