import { appMadeId } from '../app-id';
import { isDay } from './days';
import { restoredTime } from '../restored-time';
import { z } from '../zod';

// The habit tracker's rules: docs/product.md#habit-tracker, #validation and #limits.

export const HABIT_NAME_MAX = 100;
export const HABIT_WHY_MAX = 300;
export const HABIT_UNIT_MAX = 30;
export const HABIT_AMOUNT_MAX = 1000;
export const HABIT_PAUSES_MAX = 50;
/** The longest "every N days": no habit's window is longer. */
export const HABIT_INTERVAL_MAX = 30;
/** Check-ins a restored habit may bring back: ten years of days. */
export const HABIT_CHECKINS_MAX = 3660;
/** How far back a check-in may be written: today and the 7 days before. */
export const LATE_LOGGING_DAYS = 7;

/** The icons a habit can wear; the screen draws each as a picture with the habit's name beside it. */
export const HABIT_ICONS = [
  'sparkles',
  'droplet',
  'dumbbell',
  'footprints',
  'book',
  'moon',
  'pill',
  'leaf',
  'heart',
  'sun',
  'music',
  'pencil',
  'utensils',
  'smile',
] as const;
export type HabitIcon = (typeof HABIT_ICONS)[number];

const day = () =>
  z
    .string({ error: 'Please give the day as a date like 2026-03-29.' })
    .refine(isDay, 'Please give the day as a date like 2026-03-29.');

const name = () =>
  z
    .string({ error: 'Please give the habit a name.' })
    .trim()
    .min(1, 'Please give the habit a name.')
    .max(HABIT_NAME_MAX, `A habit's name can be at most ${HABIT_NAME_MAX} characters.`);

const icon = () => z.enum(HABIT_ICONS, { error: 'Please choose one of the icons.' });

const why = () =>
  z
    .string({ error: 'Please write the reason as text.' })
    .trim()
    .max(HABIT_WHY_MAX, `The reason can be at most ${HABIT_WHY_MAX} characters.`);

const weekdays = () =>
  z
    .array(z.number().int().min(1).max(7), { error: 'Please choose the days of the week.' })
    .min(1, 'Please choose at least one day of the week.')
    .max(7, 'A week has seven days.')
    .refine((days) => new Set(days).size === days.length, 'Please choose each day once.');

export const habitScheduleSchema = z.lazy(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('daily') }),
      z.object({ kind: z.literal('weekdays'), days: weekdays() }),
      z.object({
        kind: z.literal('weekly'),
        times: z
          .number({ error: 'Please say how many times a week.' })
          .int('Please use a whole number of times.')
          .min(1, 'Please choose 1 to 7 times a week.')
          .max(7, 'Please choose 1 to 7 times a week.'),
      }),
      z.object({
        kind: z.literal('interval'),
        every: z
          .number({ error: 'Please say every how many days.' })
          .int('Please use a whole number of days.')
          .min(2, `Please choose every 2 to ${HABIT_INTERVAL_MAX} days.`)
          .max(HABIT_INTERVAL_MAX, `Please choose every 2 to ${HABIT_INTERVAL_MAX} days.`),
      }),
    ],
    { error: 'Please choose how often: every day, some weekdays, times a week or every few days.' },
  ),
);
export type HabitSchedule = z.infer<typeof habitScheduleSchema>;

const amount = () =>
  z
    .number({ error: 'Please give the amount as a number.' })
    .int('Please use a whole number.')
    .min(1, 'The amount must be at least 1.')
    .max(HABIT_AMOUNT_MAX, `The amount can be at most ${HABIT_AMOUNT_MAX}.`);

export const habitTargetSchema = z.lazy(() =>
  z.discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('check') }),
      z.object({
        kind: z.literal('count'),
        amount: amount(),
        unit: z
          .string({ error: 'Please write the unit as text.' })
          .trim()
          .max(HABIT_UNIT_MAX, `The unit can be at most ${HABIT_UNIT_MAX} characters.`),
      }),
    ],
    { error: 'Please choose done or not done, or an amount.' },
  ),
);
export type HabitTarget = z.infer<typeof habitTargetSchema>;

const pause = () =>
  z
    .object({ from: day(), until: day().nullable() })
    .refine((p) => p.until === null || p.until >= p.from, 'A pause must end on or after its first day.');
export type HabitPause = z.infer<ReturnType<typeof pause>>;

const pauses = () =>
  z
    .array(pause(), { error: 'Please give the pauses as a list.' })
    .max(HABIT_PAUSES_MAX, `A habit keeps at most ${HABIT_PAUSES_MAX} pauses.`);

export const CHECKIN_STATES = ['done', 'skip', 'rest'] as const;
export type CheckinState = (typeof CHECKIN_STATES)[number];

const checkinAmount = () =>
  z
    .number({ error: 'Please give the amount as a number.' })
    .int('Please use a whole number.')
    .min(0, 'The amount cannot be below 0.')
    .max(HABIT_AMOUNT_MAX, `The amount can be at most ${HABIT_AMOUNT_MAX}.`)
    .nullable();

export const checkinSchema = z.lazy(() =>
  z.object({
    day: day(),
    state: z.enum(CHECKIN_STATES, { error: 'Please choose done, skip or rest.' }),
    amount: checkinAmount().optional(),
  }),
);

/** PUT /api/habits/:id/checkins: writes the day's one check-in; state "none" takes it away (undo). */
export const checkinWriteSchema = z.lazy(() =>
  z.object({
    day: day(),
    state: z.enum([...CHECKIN_STATES, 'none'], { error: 'Please choose done, skip, rest or none.' }),
    amount: checkinAmount().optional(),
  }),
);
export type CheckinWrite = z.input<typeof checkinWriteSchema>;

export interface Checkin {
  day: string;
  state: CheckinState;
  /** For an amount habit: how much was done that day (partial progress kept). */
  amount: number | null;
}

/**
 * POST /api/habits. Undo after a delete sends the whole habit back with its check-ins, so it returns as it
 * was, in its old place.
 */
export const habitCreateSchema = z.lazy(() =>
  z.object({
    id: appMadeId('habit'),
    name: name(),
    icon: icon().optional(),
    why: why().optional(),
    schedule: habitScheduleSchema.optional(),
    target: habitTargetSchema.optional(),
    pauses: pauses().optional(),
    startDay: day().optional(),
    archived: z.boolean({ error: 'Please answer with archived or not.' }).optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    createdAt: restoredTime.optional(),
    checkins: z
      .array(checkinSchema, { error: 'Please give the check-ins as a list.' })
      .max(HABIT_CHECKINS_MAX, `A habit brings back at most ${HABIT_CHECKINS_MAX} check-ins.`)
      .optional(),
  }),
);
export type HabitCreate = z.input<typeof habitCreateSchema>;

/**
 * A new habit's own fields, with what the request leaves out filled in the one way both the screen's draft and
 * the saved row use. `today` is the person's own day (the screen's clock or the profile's time zone).
 */
export function newHabitFields(input: HabitCreate, today: string) {
  return {
    name: input.name.trim(),
    icon: input.icon ?? 'sparkles',
    why: input.why ?? '',
    schedule: input.schedule ?? { kind: 'daily' },
    target: input.target ?? { kind: 'check' },
    pauses: input.pauses ?? [],
    startDay: input.startDay ?? today,
    archived: input.archived ?? false,
  } satisfies Partial<Habit>;
}

/** PATCH /api/habits/:id */
export const habitUpdateSchema = z.lazy(() =>
  z
    .object({
      name: name().optional(),
      icon: icon().optional(),
      why: why().optional(),
      schedule: habitScheduleSchema.optional(),
      target: habitTargetSchema.optional(),
      pauses: pauses().optional(),
      archived: z.boolean({ error: 'Please answer with archived or not.' }).optional(),
    })
    .refine((update) => Object.values(update).some((v) => v !== undefined), 'There is nothing to change.'),
);
export type HabitUpdate = z.input<typeof habitUpdateSchema>;

/** PUT /api/habits/order: the habits' ids in their new order. */
export const habitOrderSchema = z.lazy(() =>
  z.object({
    ids: z
      .array(z.uuid({ error: 'Please give the habits by their ids.' }), {
        error: 'Please give the order as a list.',
      })
      .max(1000, 'That is more habits than anyone keeps.'),
  }),
);

export interface Habit {
  id: string;
  name: string;
  icon: HabitIcon;
  why: string;
  schedule: HabitSchedule;
  target: HabitTarget;
  pauses: HabitPause[];
  /** The first day the habit counts from. */
  startDay: string;
  archived: boolean;
  position: number;
  createdAt: string;
  /** Every check-in, oldest first. */
  checkins: Checkin[];
}
