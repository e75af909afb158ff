/** Browser notifications for time's up, used only when the person allowed them and the page is hidden. */

export type NotificationPermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

export async function askForNotifications(): Promise<NotificationPermissionState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

export function notifyWhenHidden(title: string, body: string) {
  if (notificationPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  try {
    new Notification(title, { body, tag: 'neuronest-time-box' });
  } catch {
    // Some browsers allow notifications only from a service worker; the dialog is waiting on the page.
  }
}
