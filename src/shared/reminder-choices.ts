// Reminders' choices and limits, without their validation: the screens that offer reminders (the time box,
// the routine planner, habits, My Day, Settings) read these, and the schemas in reminders.ts bring zod with
// them (decision 056).

export const REMINDER_KINDS = ['routine', 'habit', 'todo'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How long before its time a reminder comes: at the time, or 5, 10 or 15 minutes before. */
export const LEAD_MINUTES = [0, 5, 10, 15] as const;
export type LeadMinutes = (typeof LEAD_MINUTES)[number];
/** A reminder can be put off by this many minutes, from the reminder itself. */
export const SNOOZE_MINUTES = [5, 15] as const;
export type SnoozeMinutes = (typeof SNOOZE_MINUTES)[number];
/** Break reminders after this long of focus without a break. */
export const BREAK_AFTER_MINUTES = [45, 60, 90] as const;
/** A reminder is sent no later than this after its time: a server back after a long stop sends no old ones. */
export const STALE_AFTER_MINUTES = 10;
/** The open app asks for what is due this far ahead. */
export const UPCOMING_HOURS_MAX = 48;

/** Quiet hours and break reminders before the person changes any. */
export const REMINDER_SETTINGS_DEFAULTS = {
  quietHours: true,
  quietStart: '22:00',
  quietEnd: '07:00',
  holdUntilQuietEnds: false,
  breakAfterMinutes: 60,
} as const;
