import { useSyncExternalStore } from 'react';
import { readDeviceChoice, saveDeviceChoice } from '../device-choices';
import { listeners } from '../listeners';
import { ApiRequestError } from '../api';
import { reminderCalls } from './api';

// System notifications and Web Push for reminders (docs/product.md#reminders, decision 104). Permission is
// asked only when the person turns a reminder on or presses "Allow notifications", never as a page opens.

export type Permission = NotificationPermission | 'unsupported';

/** Whether this device's push service took the subscription: 'on', 'unavailable', or not tried yet. */
export type PushState = 'on' | 'unavailable' | 'unknown';

const PUSH_KEY = 'neuronest.reminders.push';
const changes = listeners();

export function notificationPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

function pushState(): PushState {
  const kept = readDeviceChoice(PUSH_KEY);
  return kept === 'on' || kept === 'unavailable' ? kept : 'unknown';
}

/** The permission and the push state, drawn again when either changes. */
export function useNotificationState(): { permission: Permission; push: PushState } {
  const permission = useSyncExternalStore(subscribe, notificationPermission, () => 'unsupported' as const);
  const push = useSyncExternalStore(subscribe, pushState, () => 'unknown' as const);
  return { permission, push };
}

function subscribe(listener: () => void) {
  const stop = changes.subscribe(listener);
  // The browser's own settings may change the permission while the page is open.
  let status: PermissionStatus | undefined;
  void navigator.permissions
    ?.query({ name: 'notifications' })
    .then((found) => {
      status = found;
      found.addEventListener('change', listener);
    })
    .catch(() => undefined);
  return () => {
    stop();
    status?.removeEventListener('change', listener);
  };
}

/**
 * Asks for permission, from a press of the person's own (a user gesture), then subscribes this device to
 * push. Resolves with the permission; a push service that cannot be reached is kept as 'unavailable' and
 * said plainly in Settings, never as an error: reminders still come inside the open app.
 */
export async function allowNotifications(pushKey: string | undefined): Promise<Permission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  let permission: Permission = Notification.permission;
  if (permission === 'default') {
    try {
      permission = await Notification.requestPermission();
    } catch {
      permission = Notification.permission;
    }
  }
  changes.tell();
  if (permission === 'granted' && pushKey) await subscribePush(pushKey);
  return permission;
}

let subscribing: Promise<void> | null = null;

/** Subscribes this device to push (once per page) and tells the server; with permission already granted. */
export function subscribePush(pushKey: string): Promise<void> {
  subscribing ??= (async () => {
    try {
      const registration = await workerRegistration();
      const pushManager = registration?.pushManager;
      if (!pushManager) throw new Error('no push manager');
      const made = () =>
        pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(pushKey) });
      const tell = (subscription: PushSubscription) =>
        reminderCalls.subscribe(subscription.toJSON() as Parameters<typeof reminderCalls.subscribe>[0]);
      const subscription = (await pushManager.getSubscription()) ?? (await made());
      try {
        await tell(subscription);
      } catch (error) {
        // The address is still another account's (decision 137): someone used NeuroNest in this browser and
        // did not sign out. The browser is this person's now, so it gives that address up, which ends the other
        // account's reminders here, and makes a new one. Only the browser itself can do this.
        if (!(error instanceof ApiRequestError && error.status === 409)) throw error;
        await subscription.unsubscribe();
        await tell(await made());
      }
      saveDeviceChoice(PUSH_KEY, 'on');
    } catch {
      saveDeviceChoice(PUSH_KEY, 'unavailable');
      subscribing = null;
    }
    changes.tell();
  })();
  return subscribing;
}

/**
 * Sign-out and account deletion: this browser stops receiving the person's reminders. Its push address is
 * given up, so the push service refuses it and the server drops it on its next try (decision 102).
 */
export async function forgetPush(): Promise<void> {
  saveDeviceChoice(PUSH_KEY, null);
  try {
    const registration = await workerRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  } catch {
    // Nothing to give up.
  }
}

/** The worker's registration, when the app's worker runs (a built app; not in development). */
async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ? registration : undefined;
}

export interface SystemReminder {
  key: string;
  title: string;
  body: string;
  url: string;
  /** Snooze and Done, for reminders the server knows; a break offer has only its link. */
  actions: boolean;
}

/**
 * Shows a reminder as a system notification through the service worker, tagged with its key so a push of the
 * same reminder replaces it rather than adding a second. Nothing without permission or a worker.
 */
export async function showSystemNotification(reminder: SystemReminder): Promise<void> {
  if (notificationPermission() !== 'granted') return;
  try {
    const registration = await workerRegistration();
    if (!registration) return;
    await registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.key,
      icon: '/icons/icon-192.png',
      data: { url: reminder.url, key: reminder.key },
      ...(reminder.actions && { actions: notificationActions() }),
    } as NotificationOptions);
  } catch {
    // The in-app notice is on screen already.
  }
}

/** Takes a reminder's system notification away once it was answered inside the app. */
export async function closeSystemNotification(key: string): Promise<void> {
  try {
    const registration = await workerRegistration();
    for (const shown of (await registration?.getNotifications({ tag: key })) ?? []) shown.close();
  } catch {
    // Nothing to take away.
  }
}

/** Snooze and Done from the notification: Chrome shows two, so then "Snooze 5 minutes" and "Done". */
export function notificationActions(): { action: string; title: string }[] {
  const max =
    typeof Notification === 'undefined' ? 0 : ((Notification as { maxActions?: number }).maxActions ?? 0);
  if (max >= 3)
    return [
      { action: 'snooze-5', title: 'Snooze 5 minutes' },
      { action: 'snooze-15', title: 'Snooze 15 minutes' },
      { action: 'done', title: 'Done' },
    ];
  return [
    { action: 'snooze-5', title: 'Snooze 5 minutes' },
    { action: 'done', title: 'Done' },
  ];
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
