import { randomUUID } from 'node:crypto';
import type { CatalogueRoute } from './route-catalogue';

/* Focus rooms (decisions 166 and 167). A room route names a private room its owner made. */

const room = { item: { kind: 'focusRoom' as const } };

export const ROOM_ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/focus-rooms', access: 'user' },
  {
    method: 'PUT',
    path: '/api/focus-rooms/name',
    access: 'user',
    body: () => ({ name: 'Quiet fox' }),
    typedFields: { name: 'text' },
  },
  {
    method: 'POST',
    path: '/api/focus-rooms',
    access: 'user',
    body: () => ({ title: 'Study group', rhythm: '50/10', messages: true }),
    typedFields: { title: 'text', rhythm: 'text', messages: 'boolean' },
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/join',
    access: 'user',
    body: () => ({ token: 'a-link-that-opens-nothing' }),
    typedFields: { token: 'text' },
    lookupOnly: ['token'],
  },
  { method: 'GET', path: '/api/focus-rooms/:id', access: 'user', ...room },
  { method: 'GET', path: '/api/focus-rooms/:id/events', access: 'user', ...room },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/state',
    access: 'user',
    body: () => ({ state: 'break' }),
    typedFields: { state: 'text' },
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/reactions',
    access: 'user',
    body: () => ({ reaction: 'keep-going' }),
    typedFields: { reaction: 'text' },
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/blocks',
    access: 'user',
    body: () => ({ seat: randomUUID() }),
    typedFields: { seat: 'text' },
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/reports',
    access: 'user',
    body: () => ({ seat: randomUUID(), reason: 'unkind' }),
    typedFields: { seat: 'text', reason: 'text' },
    ...room,
  },
  {
    method: 'PUT',
    path: '/api/focus-rooms/:id/goals',
    access: 'user',
    body: () => ({ blockStart: '2026-12-01T10:00:00.000Z', goal: 'Write the summary', share: true }),
    typedFields: { blockStart: 'text', goal: 'text', share: 'boolean' },
    ...room,
  },
  { method: 'POST', path: '/api/focus-rooms/:id/link', access: 'user', noBody: true, ...room },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/remove',
    access: 'user',
    body: () => ({ seat: randomUUID() }),
    typedFields: { seat: 'text' },
    ...room,
  },
  { method: 'DELETE', path: '/api/focus-rooms/:id/membership', access: 'user', noBody: true, ...room },
  { method: 'DELETE', path: '/api/focus-rooms/:id', access: 'user', ...room },
];
