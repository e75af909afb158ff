import { queryOptions } from '@tanstack/react-query';
import type {
  PushSubscriptionInput,
  Reminder,
  ReminderDue,
  ReminderInput,
  ReminderSettings,
  SnoozeMinutes,
} from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminder-choices';
import { api, unwrap } from '../api';

// The reminder routes (docs/product.md#reminders). Every call of the browser goes through this file.

export interface RemindersAnswer {
  reminders: Reminder[];
  settings: ReminderSettings;
  /** The server's VAPID public key, base64url: what a push subscription is made with. */
  pushKey: string;
}

const routes = api.reminders;

export const reminderCalls = {
  all: () => unwrap<RemindersAnswer>(routes.$get()),
  put: (input: ReminderInput) => unwrap<Reminder>(routes.$put({ json: input })),
  remove: (id: string) => unwrap<{ deleted: true }>(routes[':id'].$delete({ param: { id } })),
  settings: (update: Partial<ReminderSettings>) =>
    unwrap<ReminderSettings>(routes.settings.$patch({ json: update })),
  upcoming: (from: Date, hours: number) =>
    unwrap<{ due: ReminderDue[] }>(
      routes.upcoming.$get({ query: { from: from.toISOString(), hours: String(hours) } }),
    ),
  shown: (key: string) => unwrap<{ first: boolean }>(routes.shown.$post({ json: { key } })),
  snooze: (key: string, minutes: SnoozeMinutes) =>
    unwrap<ReminderDue>(routes.snooze.$post({ json: { key, minutes } })),
  done: (key: string) => unwrap<{ done: true }>(routes.done.$post({ json: { key } })),
  subscribe: (subscription: PushSubscriptionInput) =>
    unwrap<{ id: string }>(routes['push-subscriptions'].$post({ json: subscription })),
};

export const remindersQuery = queryOptions({
  queryKey: ['reminders'],
  queryFn: reminderCalls.all,
  staleTime: 60_000,
});

/** How far ahead the open app asks (at most UPCOMING_HOURS_MAX). */
export const UPCOMING_HOURS = 24;

/**
 * What is due from the device's own now (so a test's clock is the app's): the server works out the times. Asked
 * from a little back, so a reminder whose time came just before the app opened is still shown.
 */
export const upcomingQuery = queryOptions({
  queryKey: ['reminders', 'upcoming'],
  queryFn: () => reminderCalls.upcoming(new Date(Date.now() - STALE_AFTER_MINUTES * 60_000), UPCOMING_HOURS),
  staleTime: 60_000,
  // Every quarter of an hour, and whenever reminders, routines, habits or the day change (reminder-runner.tsx).
  refetchInterval: 15 * 60_000,
  refetchIntervalInBackground: true,
});
