import { queryOptions } from '@tanstack/react-query';
import type {
  PushSubscriptionInput,
  Reminder,
  ReminderDue,
  ReminderInput,
  ReminderSettings,
} from '../../../shared/reminders';
import { STALE_AFTER_MINUTES } from '../../../shared/reminders';
import { unwrap } from '../api';

// The reminder routes (docs/product.md#reminders). Every call of the browser goes through this file.

export interface RemindersAnswer {
  reminders: Reminder[];
  settings: ReminderSettings;
  /** The server's VAPID public key, base64url: what a push subscription is made with. */
  pushKey: string;
}

const send = (path: string, method: string, body?: unknown) =>
  fetch(`/api/reminders${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

export const reminderCalls = {
  all: () => unwrap<RemindersAnswer>(send('', 'GET')),
  put: (input: ReminderInput) => unwrap<Reminder>(send('', 'PUT', input)),
  remove: (id: string) => unwrap<{ deleted: true }>(send(`/${encodeURIComponent(id)}`, 'DELETE')),
  settings: (update: Partial<ReminderSettings>) =>
    unwrap<ReminderSettings>(send('/settings', 'PATCH', update)),
  upcoming: (from: Date, hours: number) =>
    unwrap<{ due: ReminderDue[] }>(
      send(`/upcoming?${new URLSearchParams({ from: from.toISOString(), hours: String(hours) })}`, 'GET'),
    ),
  shown: (key: string) => unwrap<{ first: boolean }>(send('/shown', 'POST', { key })),
  snooze: (key: string, minutes: 5 | 15) => unwrap<ReminderDue>(send('/snooze', 'POST', { key, minutes })),
  done: (key: string) => unwrap<{ done: true }>(send('/done', 'POST', { key })),
  subscribe: (subscription: PushSubscriptionInput) =>
    unwrap<{ id: string }>(send('/push-subscriptions', 'POST', subscription)),
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
