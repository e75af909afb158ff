/*
 * Reminders in the service worker (docs/product.md#reminders, decision 104), imported by the worker that
 * vite-plugin-pwa makes (vite.config.ts, `importScripts`). A push shows the reminder as a system notification
 * tagged with its key, so the open app showing the same one replaces it rather than adding a second, and tells
 * any open window. A press on the notification snoozes it, marks it done, or opens its screen.
 */

const SNOOZE = { 'snooze-5': 5, 'snooze-15': 15 };

function reminderActions() {
  const max = (self.Notification && self.Notification.maxActions) || 0;
  return max >= 3
    ? [
        { action: 'snooze-5', title: 'Snooze 5 minutes' },
        { action: 'snooze-15', title: 'Snooze 15 minutes' },
        { action: 'done', title: 'Done' },
      ]
    : [
        { action: 'snooze-5', title: 'Snooze 5 minutes' },
        { action: 'done', title: 'Done' },
      ];
}

async function tellWindows(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

function post(path, body) {
  return fetch(`/api/reminders/${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

self.addEventListener('push', (event) => {
  let reminder = null;
  try {
    reminder = event.data ? event.data.json() : null;
  } catch {
    reminder = null;
  }
  if (!reminder || typeof reminder.key !== 'string' || typeof reminder.title !== 'string') return;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(reminder.title, {
        body: reminder.body || '',
        tag: reminder.key,
        icon: '/icons/icon-192.png',
        data: { url: reminder.url || '/dashboard', key: reminder.key },
        actions: reminderActions(),
      }),
      tellWindows({ type: 'reminder', reminder }),
    ]),
  );
});

async function openScreen(url) {
  const target = new URL(url || '/dashboard', self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    await open.focus();
    if ('navigate' in open && open.url !== target) await open.navigate(target).catch(() => undefined);
    return;
  }
  await self.clients.openWindow(target);
}

async function answer(action, data) {
  const minutes = SNOOZE[action];
  if (minutes) {
    const res = await post('snooze', { key: data.key, minutes });
    if (res.ok) await tellWindows({ type: 'reminder-snoozed', due: await res.json(), minutes });
    return;
  }
  if (action === 'done') {
    const res = await post('done', { key: data.key });
    if (res.ok) await tellWindows({ type: 'reminder-done', key: data.key });
    return;
  }
  await openScreen(data.url);
}

self.addEventListener('notificationclick', (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  // A break offer or a step's end carries no key of the server's: a press opens its screen.
  const action = data.key && /^(routine|habit|todo|snooze):/.test(data.key) ? event.action : '';
  event.waitUntil(answer(action, data).catch(() => openScreen(data.url)));
});
