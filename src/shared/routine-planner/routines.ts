import { appMadeId } from '../app-id';
import { isTimeZone } from '../clock-time';
import { isDay } from '../habits/days';
import type { PictureRef } from '../pictures';
import { pictureRefSchema } from '../pictures';
import { restoredTime } from '../restored-time';
import { isTime, readRule } from './schedule';
import { z } from '../zod';

// The routine planner's rules: docs/product.md#routine-planner, #validation and #limits.

export const ROUTINE_NAME_MAX = 100;
export const ROUTINE_STEPS_MAX = 30;
export const STEP_TITLE_MAX = 100;
export const STEP_NOTE_MAX = 300;
export const STEP_MINUTES_MAX = 240;

/** The app's icons a routine or a step can wear; the screen draws each as a picture. */
export const ROUTINE_ICONS = [
  'sun',
  'moon',
  'coffee',
  'utensils',
  'shower',
  'shirt',
  'toothbrush',
  'bed',
  'book',
  'backpack',
  'key',
  'house',
  'laptop',
  'pill',
  'dumbbell',
  'music',
  'leaf',
  'heart',
  'sparkles',
  'timer',
] as const;
export type RoutineIcon = (typeof ROUTINE_ICONS)[number];

// One emoji, possibly joined or with a skin tone: a short run of pictographs and their joiners.
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\u200d|\ufe0f){1,12}$/u;
const hasPictograph = /\p{Extended_Pictographic}/u;

/** Whether `value` is one of the app's icons or an emoji. */
export const isRoutineIcon = (value: string) =>
  (ROUTINE_ICONS as readonly string[]).includes(value) || (EMOJI.test(value) && hasPictograph.test(value));

const icon = () =>
  z
    .string({ error: 'Please choose one of the icons or an emoji.' })
    .refine(isRoutineIcon, 'Please choose one of the icons or an emoji.');

const name = () =>
  z
    .string({ error: 'Please give the routine a name.' })
    .trim()
    .min(1, 'Please give the routine a name.')
    .max(ROUTINE_NAME_MAX, `A routine's name can be at most ${ROUTINE_NAME_MAX} characters.`);

export const stepSchema = z.lazy(() =>
  z.object({
    /** Made by the browser so a step keeps its identity when moved; the server gives one when it is missing. */
    id: z.uuid({ error: 'Please give each step its id.' }).optional(),
    title: z
      .string({ error: 'Please give each step a title.' })
      .trim()
      .min(1, 'Please give each step a title.')
      .max(STEP_TITLE_MAX, `A step's title can be at most ${STEP_TITLE_MAX} characters.`),
    minutes: z
      .number({ error: 'Please give the minutes as a number.' })
      .int('Please use whole minutes.')
      .min(1, 'A step takes at least 1 minute.')
      .max(STEP_MINUTES_MAX, `A step can take at most ${STEP_MINUTES_MAX} minutes.`)
      .nullable()
      .optional(),
    icon: icon().nullable().optional(),
    note: z
      .string({ error: 'Please write the note as text.' })
      .trim()
      .max(STEP_NOTE_MAX, `A step's note can be at most ${STEP_NOTE_MAX} characters.`)
      .optional(),
    /** A photo or symbol shown large when the step plays (docs/product.md#pictures). */
    picture: pictureRefSchema.nullable().optional(),
  }),
);
export type StepInput = z.input<typeof stepSchema>;

const steps = () =>
  z
    .array(stepSchema, { error: 'Please give the steps as a list.' })
    .max(ROUTINE_STEPS_MAX, `A routine can have at most ${ROUTINE_STEPS_MAX} steps.`)
    .refine((list) => {
      const ids = list.flatMap((step) => (step.id ? [step.id] : []));
      return new Set(ids).size === ids.length;
    }, 'Each step needs its own id.');

/** When a routine runs (decision 087); null leaves it unscheduled, run when the person chooses. */
export const routineScheduleSchema = z.lazy(() =>
  z
    .object({
      rule: z
        .string({ error: 'Please choose the days.' })
        .refine(
          (rule) => readRule(rule) !== undefined,
          'Please choose every day, some weekdays or every few days.',
        ),
      time: z
        .string({ error: 'Please choose a start time.' })
        .refine(isTime, 'Please give the time like 07:30.'),
      timeZone: z
        .string({ error: 'Please give the time zone.' })
        .max(100, 'Please give a real time zone.')
        .refine(isTimeZone, 'Please give a real time zone.'),
      startDay: z
        .string({ error: 'Please give the first day as a date like 2026-03-29.' })
        .refine(isDay, 'Please give the first day as a date like 2026-03-29.'),
    })
    .nullable(),
);
export type RoutineScheduleInput = z.input<typeof routineScheduleSchema>;

/**
 * POST /api/routines. Undo after a delete, and Duplicate, send a whole routine; Undo also sends its place and
 * creation time, so it returns as it was.
 */
export const routineCreateSchema = z.lazy(() =>
  z.object({
    id: appMadeId('routine'),
    name: name(),
    icon: icon().optional(),
    picture: pictureRefSchema.nullable().optional(),
    steps: steps().optional(),
    schedule: routineScheduleSchema.optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    createdAt: restoredTime.optional(),
  }),
);
export type RoutineCreate = z.input<typeof routineCreateSchema>;

/** PATCH /api/routines/:id */
export const routineUpdateSchema = z.lazy(() =>
  z
    .object({
      name: name().optional(),
      icon: icon().optional(),
      picture: pictureRefSchema.nullable().optional(),
      steps: steps().optional(),
      schedule: routineScheduleSchema.optional(),
    })
    .refine((update) => Object.values(update).some((v) => v !== undefined), 'There is nothing to change.'),
);
export type RoutineUpdate = z.input<typeof routineUpdateSchema>;

export interface RoutineStep {
  id: string;
  title: string;
  /** How long it usually takes; null for a step with no set length. */
  minutes: number | null;
  icon: string | null;
  note: string;
  /** Absent on steps kept before pictures were added. */
  picture?: PictureRef | null;
}

export interface RoutineScheduleData {
  rule: string;
  time: string;
  timeZone: string;
  startDay: string;
}

export interface Routine {
  id: string;
  name: string;
  /** One of ROUTINE_ICONS, or an emoji. */
  icon: string;
  picture: PictureRef | null;
  steps: RoutineStep[];
  schedule: RoutineScheduleData | null;
  position: number;
  createdAt: string;
}

/** A routine's length: the minutes of its timed steps. */
export const routineMinutes = (routine: { steps: { minutes?: number | null }[] }) =>
  routine.steps.reduce((sum, step) => sum + (step.minutes ?? 0), 0);

/** The most runs kept for one routine: the newest, enough to learn from (decision 088). */
export const RUNS_KEPT = 100;

/**
 * POST /api/routines/:id/runs: a run played through, or stopped early, with what each step became, under the id
 * the app made for it.
 */
export const routineRunSchema = z.lazy(() =>
  z
    .object({
      // Made once for the run, so a run sent again is kept once (decision 140); older apps sent none.
      id: appMadeId('run'),
      startedAt: restoredTime,
      finishedAt: restoredTime,
      steps: z
        .array(
          z.object({
            stepId: z.string({ error: 'Please name each step by its id.' }).min(1).max(100),
            title: z.string({ error: 'Please give each step its title.' }).trim().min(1).max(STEP_TITLE_MAX),
            plannedMinutes: z.number().int().min(1).max(STEP_MINUTES_MAX).nullable(),
            state: z.enum(['done', 'skipped'], {
              error: 'Please say whether each step was done or skipped.',
            }),
            seconds: z
              .number({ error: 'Please give the seconds as a number.' })
              .int('Please use whole seconds.')
              .min(0, 'A step cannot take less than no time.')
              .max(86_400, 'A step of a routine takes less than a day.'),
          }),
          { error: 'Please give the steps as a list.' },
        )
        .max(ROUTINE_STEPS_MAX, `A routine can have at most ${ROUTINE_STEPS_MAX} steps.`),
    })
    .refine((run) => run.finishedAt >= run.startedAt, 'A run finishes after it starts.'),
);
export type RoutineRunInput = z.input<typeof routineRunSchema>;

export interface RoutineRun {
  id: string;
  routineId: string;
  startedAt: string;
  finishedAt: string | null;
  steps: RoutineRunInput['steps'];
}
