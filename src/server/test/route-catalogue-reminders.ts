import type { App } from '../app';
import type { CatalogueRoute } from './route-catalogue';
import type { TestUser } from './users';
import { as } from './users';

/* The reminders' routes (docs/product.md#reminders, decision 102). */

/** A key of the seeded evening routine (21:00 in London every day) on a day in March. */
const routineKey = (routine: string) => `routine:${routine}:2026-03-02T21:00:00.000Z`;

export const REMINDER_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/reminders', access: 'user' },
  { method: 'GET', path: '/api/reminders/upcoming', access: 'user' },
  {
    method: 'PUT',
    path: '/api/reminders',
    access: 'user',
    body: (_me, items) => ({ kind: 'routine', targetId: items.routine, leadMinutes: 5, stepEnds: true }),
    typedFields: { kind: 'text', targetId: 'text', leadMinutes: 'number', time: 'text', stepEnds: 'boolean' },
    item: { kind: 'routine', field: 'targetId' },
  },
  {
    method: 'PATCH',
    path: '/api/reminders/settings',
    access: 'user',
    body: () => ({ quietStart: '21:30', holdUntilQuietEnds: true }),
    typedFields: {
      quietHours: 'boolean',
      quietStart: 'text',
      quietEnd: 'text',
      holdUntilQuietEnds: 'boolean',
      breakAfterMinutes: 'number',
    },
  },
  {
    method: 'POST',
    path: '/api/reminders/shown',
    access: 'user',
    body: (_me, items) => ({ key: routineKey(items.routine) }),
    typedFields: { key: 'text' },
  },
  {
    method: 'POST',
    path: '/api/reminders/snooze',
    access: 'user',
    body: (_me, items) => ({ key: routineKey(items.routine), minutes: 5 }),
    typedFields: { key: 'text', minutes: 'number' },
  },
  {
    method: 'POST',
    path: '/api/reminders/done',
    access: 'user',
    body: (_me, items) => ({ key: routineKey(items.routine) }),
    typedFields: { key: 'text' },
  },
  {
    method: 'POST',
    path: '/api/reminders/push-subscriptions',
    access: 'user',
    body: (me) => sampleDevice(me),
    typedFields: { endpoint: 'text', keys: 'object' },
  },
  {
    method: 'DELETE',
    path: '/api/reminders/push-subscriptions/:id',
    access: 'user',
    item: { kind: 'device' },
  },
  { method: 'DELETE', path: '/api/reminders/:id', access: 'user', item: { kind: 'reminder' } },
];

/** A browser's subscription at a made-up push service, one per person (an address belongs to one device). */
const sampleDevice = (me: TestUser) => ({
  endpoint: `https://push.example.net/send/${me.id}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});

/** Task reminders on, a reminder at the start of the person's seeded routine, and a device to push to. */
export async function seedReminders(app: App, user: TestUser, routine: string) {
  const send = async (method: string, path: string, body: unknown) => {
    const res = await app.request(path, as(user, { method, body: JSON.stringify(body) }));
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return ((await res.json()) as { id: string }).id;
  };
  await send('PATCH', '/api/settings', { taskReminders: true });
  return {
    reminder: await send('PUT', '/api/reminders', { kind: 'routine', targetId: routine, leadMinutes: 0 }),
    device: await send('POST', '/api/reminders/push-subscriptions', sampleDevice(user)),
  };
}
