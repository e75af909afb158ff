import type { CatalogueRoute } from './route-catalogue';

/* The routes of the tools that carry a person's day: the habit tracker and the routine planner. */

const SAMPLE_SCHEDULE = {
  rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  time: '07:30',
  timeZone: 'Europe/London',
  startDay: '2026-01-05',
};

export const DAY_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/habits', access: 'user' },
  { method: 'GET', path: '/api/habits/checkins.csv', access: 'user' },
  {
    method: 'POST',
    path: '/api/habits',
    access: 'user',
    body: () => ({
      name: 'Drink water',
      icon: 'droplet',
      why: 'I think better',
      schedule: { kind: 'daily' },
      target: { kind: 'count', amount: 8, unit: 'glasses' },
    }),
    typedFields: {
      name: 'text',
      icon: 'text',
      why: 'text',
      schedule: 'object',
      target: 'object',
      pauses: 'list',
      startDay: 'text',
      archived: 'boolean',
      position: 'number',
      createdAt: 'text',
      checkins: 'list',
    },
  },
  {
    method: 'PUT',
    path: '/api/habits/order',
    access: 'user',
    body: (_me, items) => ({ ids: [items.habit] }),
    typedFields: { ids: 'list' },
  },
  {
    method: 'PATCH',
    path: '/api/habits/:id',
    access: 'user',
    body: () => ({ name: 'Drink more water', archived: false }),
    typedFields: {
      name: 'text',
      icon: 'text',
      why: 'text',
      schedule: 'object',
      target: 'object',
      pauses: 'list',
      archived: 'boolean',
    },
    item: { kind: 'habit' },
  },
  {
    method: 'PUT',
    path: '/api/habits/:id/checkins',
    access: 'user',
    body: () => ({ day: new Date().toISOString().slice(0, 10), state: 'done', amount: 3 }),
    typedFields: { day: 'text', state: 'text', amount: 'number?' },
    item: { kind: 'habit' },
  },
  { method: 'DELETE', path: '/api/habits/:id', access: 'user', item: { kind: 'habit' } },
  { method: 'GET', path: '/api/routines', access: 'user' },
  {
    method: 'POST',
    path: '/api/routines',
    access: 'user',
    body: () => ({
      name: 'Morning',
      icon: 'sun',
      steps: [{ title: 'Wash', minutes: 5, icon: 'shower', note: 'Warm water' }],
      schedule: SAMPLE_SCHEDULE,
    }),
    typedFields: {
      name: 'text',
      icon: 'text',
      steps: 'list',
      schedule: 'object?',
      position: 'number',
      createdAt: 'text',
    },
  },
  {
    method: 'PATCH',
    path: '/api/routines/:id',
    access: 'user',
    body: () => ({ name: 'Slow morning', schedule: null }),
    typedFields: { name: 'text', icon: 'text', steps: 'list', schedule: 'object?' },
    item: { kind: 'routine' },
  },
  {
    method: 'POST',
    path: '/api/routines/:id/runs',
    access: 'user',
    body: () => ({
      startedAt: '2026-03-02T07:30:00.000Z',
      finishedAt: '2026-03-02T07:41:00.000Z',
      steps: [
        { stepId: 'a1', title: 'Wash', plannedMinutes: 5, state: 'done', seconds: 420 },
        { stepId: 'b2', title: 'Dress', plannedMinutes: null, state: 'skipped', seconds: 3 },
      ],
    }),
    typedFields: { startedAt: 'text', finishedAt: 'text', steps: 'list' },
    item: { kind: 'routine' },
  },
  { method: 'DELETE', path: '/api/routines/:id', access: 'user', item: { kind: 'routine' } },
];
