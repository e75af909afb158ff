import { randomUUID } from 'node:crypto';
import type { App } from '../app';
import type { RoomsOverview } from '../../shared/focus-rooms/rooms';
import type { CatalogueRoute } from './route-catalogue';
import { openRoomStream } from './room-stream';
import type { TestUser } from './users';
import { as, createUser } from './users';

/*
 * Focus rooms (decisions 166 and 167). A room route names a private room its owner made; leaving names one the
 * owner joined by its link. Actions in a room need a seat there, and some another person beside them: the
 * `before` steps set that scene, and the sample bodies name what they made.
 */

const room = { item: { kind: 'focusRoom' as const } };

const made = { token: '', seat: '' };

const send = (app: App, me: TestUser, method: string, path: string, body?: unknown) =>
  app.request(path, as(me, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }));

/** The owner's own room, with the owner in it under a chosen name. */
async function seated(app: App, me: TestUser) {
  await send(app, me, 'PUT', '/api/focus-rooms/name', { name: 'Owner' });
  const overview = (await (await send(app, me, 'GET', '/api/focus-rooms')).json()) as RoomsOverview;
  const id = overview.mine.find((r) => r.title === 'Thesis group')!.id;
  await openRoomStream(app, me, id);
  return id;
}

/** The owner in their room, and a guest who joined it by its link beside them. */
async function withGuest(app: App, me: TestUser) {
  const id = await seated(app, me);
  const detail = (await (await send(app, me, 'GET', `/api/focus-rooms/${id}`)).json()) as { token: string };
  const guest = await createUser(app);
  await send(app, guest, 'PUT', '/api/focus-rooms/name', { name: 'Guest' });
  await send(app, guest, 'POST', '/api/focus-rooms/join', { token: detail.token });
  const stream = await openRoomStream(app, guest, id);
  const people = await stream.next('people', (e) => e.people.length === 2);
  made.seat = people.people.find((p) => p.you)!.seat;
}

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
    body: () => ({ token: made.token || 'a-link-that-opens-nothing' }),
    typedFields: { token: 'text' },
    lookupOnly: ['token'],
    before: async (app) => {
      const host = await createUser(app);
      const res = await send(app, host, 'POST', '/api/focus-rooms', { title: 'Open door', rhythm: '25/5' });
      made.token = ((await res.json()) as { token: string }).token;
    },
  },
  { method: 'GET', path: '/api/focus-rooms/:id', access: 'user', ...room },
  {
    method: 'GET',
    path: '/api/focus-rooms/:id/events',
    access: 'user',
    before: async (app, me) => {
      await send(app, me, 'PUT', '/api/focus-rooms/name', { name: 'Owner' });
    },
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/state',
    access: 'user',
    body: () => ({ state: 'break' }),
    typedFields: { state: 'text' },
    before: async (app, me) => {
      await seated(app, me);
    },
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/reactions',
    access: 'user',
    body: () => ({ reaction: 'keep-going' }),
    typedFields: { reaction: 'text' },
    before: async (app, me) => {
      await seated(app, me);
    },
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/blocks',
    access: 'user',
    body: () => ({ seat: made.seat || randomUUID() }),
    typedFields: { seat: 'text' },
    before: withGuest,
    ...room,
  },
  {
    method: 'POST',
    path: '/api/focus-rooms/:id/reports',
    access: 'user',
    body: () => ({ seat: made.seat || randomUUID(), reason: 'unkind' }),
    typedFields: { seat: 'text', reason: 'text' },
    before: withGuest,
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
    body: () => ({ seat: made.seat || randomUUID() }),
    typedFields: { seat: 'text' },
    before: withGuest,
    ...room,
  },
  {
    method: 'DELETE',
    path: '/api/focus-rooms/:id/membership',
    access: 'user',
    noBody: true,
    item: { kind: 'joinedRoom' },
  },
  { method: 'DELETE', path: '/api/focus-rooms/:id', access: 'user', ...room },
];
