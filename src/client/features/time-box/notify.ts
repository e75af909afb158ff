import { notificationPermission, showSystemNotification } from '../../lib/reminders/notifications';

/** Browser notifications for time's up, used only when the person allowed them and the page is hidden. */

/**
 * Time's up as a system notification through the app's service worker, like every reminder (decision 104);
 * where no worker runs (the development server), from the page itself.
 */
export function notifyWhenHidden(title: string, body: string) {
  if (notificationPermission() !== 'granted' || document.visibilityState !== 'hidden') return;
  if (navigator.serviceWorker?.controller) {
    void showSystemNotification({
      key: 'neuronest-time-box',
      title,
      body,
      url: '/tools/time-box',
      actions: false,
    });
    return;
  }
  try {
    new Notification(title, { body, tag: 'neuronest-time-box' });
  } catch {
    // Some browsers allow notifications only from a service worker; the dialog is waiting on the page.
  }
}
