import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The worker's reminder script (src/client/public/reminder-worker.js) run against a stand-in worker scope.

const source = readFileSync(path.resolve('src/client/public/reminder-worker.js'), 'utf8');

type Handler = (event: { waitUntil: (work: Promise<unknown>) => void } & Record<string, unknown>) => void;

function worker({ maxActions = 2, windows = [] as { url: string }[] } = {}) {
  const handlers = new Map<string, Handler>();
  const posted: unknown[] = [];
  const clientList = windows.map((each) => ({
    ...each,
    postMessage: (message: unknown) => posted.push(message),
    focus: vi.fn(async () => undefined),
    navigate: vi.fn(async () => undefined),
  }));
  const scope = {
    location: { origin: 'https://nest.example' },
    Notification: { maxActions },
    registration: { showNotification: vi.fn(async () => undefined) },
    clients: { matchAll: vi.fn(async () => clientList), openWindow: vi.fn(async () => undefined) },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
  };
  const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
    void init;
    const body = url.endsWith('/snooze')
      ? { key: 'snooze:x:routine:r1:t', title: 'Morning' }
      : { done: true };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  new Function('self', 'fetch', source)(scope, fetchStub);
  const fire = async (type: string, event: Record<string, unknown>) => {
    const work: Promise<unknown>[] = [];
    handlers.get(type)?.({ ...event, waitUntil: (promise) => work.push(promise) });
    await Promise.all(work);
  };
  return { scope, fire, posted, fetchStub, clientList };
}

const push = {
  key: 'routine:r1:2026-11-25T09:00:00.000Z',
  title: 'Morning starts in 5 minutes.',
  body: '2 steps, about 15 minutes.',
  url: '/tools/routine-planner',
  at: '2026-11-25T08:55:00.000Z',
};

const notification = (data: unknown) => ({ data, close: vi.fn() });

describe('the reminder worker', () => {
  it('shows a pushed reminder tagged with its key, with Snooze 5 minutes and Done, and tells open windows', async () => {
    const { scope, fire, posted } = worker({ windows: [{ url: 'https://nest.example/dashboard' }] });
    await fire('push', { data: { json: () => push } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Morning starts in 5 minutes.', {
      body: '2 steps, about 15 minutes.',
      tag: push.key,
      icon: '/icons/icon-192.png',
      data: { url: '/tools/routine-planner', key: push.key },
      actions: [
        { action: 'snooze-5', title: 'Snooze 5 minutes' },
        { action: 'done', title: 'Done' },
      ],
    });
    expect(posted).toEqual([{ type: 'reminder', reminder: push }]);
  });

  it('offers Snooze 15 minutes too where the browser shows three actions, and ignores a push it cannot read', async () => {
    const { scope, fire } = worker({ maxActions: 3 });
    await fire('push', { data: { json: () => push } });
    const options = scope.registration.showNotification.mock.calls[0] as unknown as [
      string,
      { actions: unknown[] },
    ];
    expect(options[1].actions).toHaveLength(3);
    await fire('push', {
      data: {
        json: () => {
          throw new Error('not JSON');
        },
      },
    });
    expect(scope.registration.showNotification).toHaveBeenCalledTimes(1);
  });

  it('snoozes and marks done from the notification, telling open windows', async () => {
    const { fire, posted, fetchStub } = worker({ windows: [{ url: 'https://nest.example/dashboard' }] });
    const shown = notification({ url: push.url, key: push.key });
    await fire('notificationclick', { action: 'snooze-5', notification: shown });
    expect(shown.close).toHaveBeenCalled();
    expect(fetchStub.mock.calls[0]?.[0]).toBe('/api/reminders/snooze');
    expect(JSON.parse(String(fetchStub.mock.calls[0]?.[1].body))).toEqual({ key: push.key, minutes: 5 });
    expect(posted[0]).toMatchObject({ type: 'reminder-snoozed', minutes: 5 });

    await fire('notificationclick', {
      action: 'done',
      notification: notification({ url: push.url, key: push.key }),
    });
    expect(fetchStub.mock.calls[1]?.[0]).toBe('/api/reminders/done');
    expect(posted[1]).toEqual({ type: 'reminder-done', key: push.key });
  });

  it('opens the reminder’s screen in an open window, or a new one', async () => {
    const open = worker({ windows: [{ url: 'https://nest.example/dashboard' }] });
    await open.fire('notificationclick', {
      action: '',
      notification: notification({ url: push.url, key: push.key }),
    });
    expect(open.clientList[0]?.focus).toHaveBeenCalled();
    expect(open.clientList[0]?.navigate).toHaveBeenCalledWith('https://nest.example/tools/routine-planner');

    const none = worker();
    // A break offer has no key of the server's: even its action opens the screen.
    await none.fire('notificationclick', {
      action: 'snooze-5',
      notification: notification({ url: '/tools/meditation', key: 'break:1' }),
    });
    expect(none.fetchStub).not.toHaveBeenCalled();
    expect(none.scope.clients.openWindow).toHaveBeenCalledWith('https://nest.example/tools/meditation');
  });
});
