import { isTime } from './clock-time';
import {
  BREAK_AFTER_MINUTES,
  LEAD_MINUTES,
  REMINDER_KINDS,
  REMINDER_SETTINGS_DEFAULTS,
  SNOOZE_MINUTES,
  UPCOMING_HOURS_MAX,
} from './reminder-choices';
import type { LeadMinutes, ReminderKind } from './reminder-choices';
import { z } from './zod';

// Reminders (docs/product.md#reminders, decision 102): chosen by the person per routine, habit and todo placed
// on My Day, sent once at their time by the open app or, with no tab open, by Web Push. Their choices and
// limits are in reminder-choices.ts, which the screens read without zod.

export * from './reminder-choices';

const time = (what: string) =>
  z.string({ error: `Please give ${what} as a time like 07:30.` }).refine(isTime, {
    error: `Please give ${what} as a time like 07:30.`,
  });

const lead = z
  .number({ error: 'Please choose when the reminder comes.' })
  .refine((value) => (LEAD_MINUTES as readonly number[]).includes(value), {
    error: 'Please choose at the time, or 5, 10 or 15 minutes before.',
  });

/** Turning a reminder on, or changing it: one per routine, habit or placed todo. */
export const reminderInputSchema = z
  .object({
    kind: z.enum(REMINDER_KINDS, { error: 'Please say whether this reminds of a routine, habit or todo.' }),
    targetId: z.uuid({ error: 'Please say which routine, habit or todo this reminds of.' }),
    leadMinutes: lead,
    /** Habits only: the time of day on the days the habit is due. */
    time: time('the reminder time').optional(),
    /** Routines only: also a reminder as each timed step ends while the routine plays. */
    stepEnds: z.boolean({ error: 'Please answer with on or off.' }).optional(),
  })
  .strict()
  .refine((input) => input.kind !== 'habit' || input.time !== undefined, {
    error: 'Please choose the time of day for this habit’s reminder.',
    path: ['time'],
  });
export type ReminderInput = z.input<typeof reminderInputSchema>;

export interface Reminder {
  id: string;
  kind: ReminderKind;
  targetId: string;
  leadMinutes: LeadMinutes;
  time: string | null;
  stepEnds: boolean;
}

/** Quiet hours and break reminders, kept in the person's settings. Times are on the profile's clock. */
export const reminderSettingsSchema = z
  .object({
    quietHours: z.boolean({ error: 'Please answer with on or off.' }).default(true),
    quietStart: time('the start of quiet hours').default('22:00'),
    quietEnd: time('the end of quiet hours').default('07:00'),
    /** What falls inside quiet hours comes when they end; otherwise it is not sent. */
    holdUntilQuietEnds: z.boolean({ error: 'Please answer with on or off.' }).default(false),
    breakAfterMinutes: z
      .number({ error: 'Please choose after how long a break is offered.' })
      .refine((value) => (BREAK_AFTER_MINUTES as readonly number[]).includes(value), {
        error: 'Please choose 45, 60 or 90 minutes.',
      })
      .default(60),
  })
  .strict()
  .default(() => ({ ...REMINDER_SETTINGS_DEFAULTS }));
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;
export const reminderSettingsUpdateSchema = reminderSettingsSchema.unwrap().partial().strict();

/**
 * One reminder's moment: `key` names the reminder and the time of the thing it reminds of, so it is sent once
 * however often it is computed, on however many servers and devices.
 */
export interface ReminderDue {
  key: string;
  kind: ReminderKind | 'snooze';
  targetId: string;
  /** ISO time the reminder comes. */
  at: string;
  title: string;
  body: string;
  /** The screen it opens. */
  url: string;
}

const KEY = /^(routine|habit|todo|snooze):[A-Za-z0-9:._-]{1,300}$/;
const key = z
  .string({ error: 'Please say which reminder this is.' })
  .regex(KEY, { error: 'That is not a reminder of this app.' });

/** What the open app asks: reminders from `from` for `hours` hours. */
export const upcomingQuerySchema = z.object({
  /** The asking device's clock; the server's when left out. */
  from: z.iso.datetime({ offset: true, error: 'Please give the start as an ISO date and time.' }).optional(),
  hours: z.coerce
    .number({ error: 'Please give the hours as a number.' })
    .int('Please give whole hours.')
    .min(1, `Please ask for 1 to ${UPCOMING_HOURS_MAX} hours.`)
    .max(UPCOMING_HOURS_MAX, `Please ask for 1 to ${UPCOMING_HOURS_MAX} hours.`)
    .default(24),
});

/** The open app showed this reminder: the server then sends it to no device. */
export const shownSchema = z.object({ key }).strict();
export const snoozeSchema = z
  .object({
    key,
    minutes: z
      .number({ error: 'Please choose 5 or 15 minutes.' })
      .refine((value) => (SNOOZE_MINUTES as readonly number[]).includes(value), {
        error: 'Please choose 5 or 15 minutes.',
      }),
  })
  .strict();
export const doneSchema = z.object({ key }).strict();

const base64url = (what: string) =>
  z
    .string({ error: `The browser's ${what} is missing.` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `The browser's ${what} is not readable.` })
    .max(200, { error: `The browser's ${what} is too long.` });

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z
      .url({ error: 'The browser gave no push address.' })
      .max(1000, { error: 'The push address is too long.' }),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64url('push key'), auth: base64url('push secret') }),
  })
  .strict();
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** What the service worker gets in a push, and the open app in a message from it. */
export interface ReminderPush {
  key: string;
  title: string;
  body: string;
  url: string;
  at: string;
}

/** "in 10 minutes", "now": how a reminder speaks of the time left. */
export function leadWords(minutes: number): string {
  return minutes === 0 ? 'now' : `in ${minutes} minutes`;
}
