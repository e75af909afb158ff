import type { App } from '../app';
import type { TestUser } from './users';
import { DAY_ROUTES } from './route-catalogue-day';
import { PICTURE_ROUTES } from './route-catalogue-pictures';
import { REMINDER_ROUTES } from './route-catalogue-reminders';
import { ROUTINE_EXTRA_ROUTES } from './route-catalogue-routines';
import { ROOM_ROUTES } from './route-catalogue-rooms';
import { SOUND_ROUTES } from './route-catalogue-sounds';
import { STUDY_ROUTES } from './route-catalogue-study';
import { WORDS_ROUTES } from './route-catalogue-words';
import { as } from './users';

/**
 * Every route the app answers under /api, with what it takes to call it properly. The security sweeps
 * (route-access, hostile-input) walk this list, and route-catalogue.test.ts fails when the app has a route
 * that is not here, so a new route cannot skip them.
 */
export type FieldType = 'text' | 'number' | 'boolean' | 'list' | 'object';
/** A field's type; with a question mark, null is also valid (it clears the value). */
export type Field = FieldType | `${FieldType}?`;

/** The kinds of item a route can name by id; `seedItems` (route-items.ts) makes one of each. */
export type ItemKind =
  | 'todo'
  | 'card'
  | 'conversion'
  | 'project'
  | 'habit'
  | 'routine'
  | 'mix'
  | 'deck'
  | 'studyCard'
  | 'reminder'
  | 'device'
  | 'wordsResult'
  | 'picture'
  | 'focusRoom'
  | 'joinedRoom';
export type Items = Record<ItemKind, string>;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CatalogueRoute {
  method: Method;
  /** As Hono names it, `:id` included. */
  path: string;
  /** user: needs a session. public: answers without one. auth: the auth library's routes, listed in AUTH_ROUTES. */
  access: 'user' | 'public' | 'auth';
  /** A valid query string, for the routes that read one (without the `?`). */
  query?: string;
  /** A write that reads no body: it acts on the person's one thing of its kind (the calendar feed). */
  noBody?: true;
  /** A valid body, for the routes that read one. */
  body?: (me: TestUser, items: Items) => Record<string, unknown>;
  /** A valid body that is a file's own bytes rather than JSON (a picture), with the type the browser names. */
  upload?: { type: string; bytes: () => Uint8Array<ArrayBuffer> };
  /** Where a sample request goes, for a route whose path names something other than an item (a symbol). */
  target?: string;
  /** The body's fields whose type the route must insist on. */
  typedFields?: Record<string, Field>;
  /** Text fields only ever looked up, never stored: any length simply finds nothing (no length limit). */
  lookupOnly?: string[];
  /** The kind of item the `:id` in the path, or the body's `field`, names. */
  item?: { kind: ItemKind; field?: string };
  /** What the owner does first, for a route that acts on an earlier request (Undo of a restore). */
  before?: (app: App, me: TestUser) => Promise<void>;
}

const SAMPLE_EXPORT = {
  format: 'neuronest-export',
  version: 2,
  exportedAt: '2026-12-01T10:00:00.000Z',
  todos: [],
};

const SAMPLE_BUDGET = {
  currency: 'GBP',
  incomes: { main: 200_000, second: 0, other: 0 },
  expenses: [{ group: 'needs', label: 'Rent', cents: 90_000 }],
};

export const ROUTES: CatalogueRoute[] = [
  { method: 'GET', path: '/api/health', access: 'public' },
  { method: 'GET', path: '/api/mailbox', access: 'public' },
  { method: 'GET', path: '/api/auth/*', access: 'auth' },
  { method: 'POST', path: '/api/auth/*', access: 'auth' },
  { method: 'GET', path: '/api/profile', access: 'user' },
  {
    method: 'PATCH',
    path: '/api/profile',
    access: 'user',
    body: () => ({
      fullName: 'Sam',
      age: 30,
      gender: 'other',
      conditions: ['ADHD'],
      location: { city: 'Leeds', country: 'UK', timezone: 'Europe/London' },
    }),
    typedFields: {
      fullName: 'text?',
      age: 'number?',
      gender: 'text?',
      conditions: 'list',
      location: 'object?',
    },
  },
  { method: 'GET', path: '/api/settings', access: 'user' },
  {
    method: 'PATCH',
    path: '/api/settings',
    access: 'user',
    body: () => ({ themeColor: 'rose', textSize: 1.25, lineSpacing: 2, readingRuler: true }),
    typedFields: { themeColor: 'text', textSize: 'number', lineSpacing: 'number', readingRuler: 'boolean' },
  },
  { method: 'GET', path: '/api/account', access: 'user' },
  {
    method: 'POST',
    path: '/api/account/export',
    access: 'user',
    body: (me) => ({ currentPassword: me.password }),
    typedFields: { currentPassword: 'text' },
  },
  {
    method: 'POST',
    path: '/api/account/restore',
    access: 'user',
    body: (me) => ({
      mode: 'add',
      currentPassword: me.password,
      file: SAMPLE_EXPORT,
    }),
    typedFields: { mode: 'text', currentPassword: 'text', file: 'object' },
  },
  { method: 'GET', path: '/api/account/restore/undo', access: 'user' },
  {
    method: 'POST',
    path: '/api/account/restore/undo',
    access: 'user',
    noBody: true,
    before: async (app, me) => {
      const body = JSON.stringify({ mode: 'replace', currentPassword: me.password, file: SAMPLE_EXPORT });
      const res = await app.request('/api/account/restore', as(me, { method: 'POST', body }));
      if (res.status !== 200) throw new Error(`The restore before Undo answered ${res.status}.`);
    },
  },
  {
    method: 'POST',
    path: '/api/account/undo-email-change',
    access: 'public',
    body: () => ({ token: 'not-a-real-token' }),
    typedFields: { token: 'text' },
  },
  {
    method: 'DELETE',
    path: '/api/account',
    access: 'user',
    body: (me) => ({ confirmEmail: me.email, currentPassword: me.password }),
    typedFields: { confirmEmail: 'text', currentPassword: 'text' },
  },
  { method: 'GET', path: '/api/weather', access: 'user' },
  {
    method: 'POST',
    path: '/api/bionic',
    access: 'user',
    body: () => ({ texts: ['Calm reading'] }),
    typedFields: { texts: 'list' },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    access: 'user',
    body: () => ({ message: 'Thank you' }),
    typedFields: { message: 'text' },
  },
  { method: 'GET', path: '/api/budget', access: 'user' },
  {
    method: 'PUT',
    path: '/api/budget',
    access: 'user',
    body: () => SAMPLE_BUDGET,
    typedFields: { currency: 'text', incomes: 'object', expenses: 'list' },
  },
  { method: 'GET', path: '/api/ai/settings', access: 'user' },
  {
    method: 'PUT',
    path: '/api/ai/settings',
    access: 'user',
    body: () => ({ stepSize: 2 }),
    typedFields: { stepSize: 'number' },
  },
  {
    method: 'POST',
    path: '/api/ai/mind-map-topics',
    access: 'user',
    body: () => ({ topic: 'Exams', within: ['Learn French'], beside: ['Grammar'] }),
    typedFields: { topic: 'text', within: 'list?', beside: 'list?' },
  },
  {
    method: 'POST',
    path: '/api/ai/todo-suggestions',
    access: 'user',
    body: (_me, items) => ({ todoId: items.todo }),
    typedFields: { todoId: 'text', stepSize: 'number' },
    item: { kind: 'todo', field: 'todoId' },
  },
  {
    method: 'POST',
    path: '/api/ai/task-breakdown',
    access: 'user',
    body: (_me, items) => ({ taskId: items.card }),
    typedFields: { taskId: 'text', stepSize: 'number' },
    item: { kind: 'card', field: 'taskId' },
  },
  { method: 'GET', path: '/api/todos', access: 'user' },
  {
    method: 'POST',
    path: '/api/todos',
    access: 'user',
    // A step under the person's task (decision 160): another person's task answers as a missing one.
    body: (_me, items) => ({ title: 'Water the plants', parentId: items.todo }),
    typedFields: {
      title: 'text',
      completed: 'boolean',
      aiSuggestions: 'list',
      createdAt: 'text',
      parentId: 'text?',
    },
    item: { kind: 'todo', field: 'parentId' },
  },
  {
    method: 'PATCH',
    path: '/api/todos/:id',
    access: 'user',
    body: () => ({ title: 'Water the ferns', completed: true }),
    typedFields: { title: 'text', completed: 'boolean' },
    item: { kind: 'todo' },
  },
  { method: 'DELETE', path: '/api/todos/:id', access: 'user', item: { kind: 'todo' } },
  { method: 'GET', path: '/api/kanban', access: 'user' },
  {
    method: 'POST',
    path: '/api/kanban',
    access: 'user',
    body: () => ({ title: 'Plan the week', description: 'Sunday evening' }),
    typedFields: { title: 'text', description: 'text', status: 'text', subtasks: 'list', createdAt: 'text' },
  },
  {
    method: 'PATCH',
    path: '/api/kanban/:id',
    access: 'user',
    body: () => ({ status: 'done' }),
    typedFields: { title: 'text', description: 'text', status: 'text', subtasks: 'list' },
    item: { kind: 'card' },
  },
  { method: 'DELETE', path: '/api/kanban/:id', access: 'user', item: { kind: 'card' } },
  ...DAY_ROUTES,
  ...ROUTINE_EXTRA_ROUTES,
  ...SOUND_ROUTES,
  ...ROOM_ROUTES,
  ...STUDY_ROUTES,
  ...REMINDER_ROUTES,
  ...WORDS_ROUTES,
  ...PICTURE_ROUTES,
  { method: 'GET', path: '/api/projects', access: 'user' },
  {
    method: 'POST',
    path: '/api/projects',
    access: 'user',
    body: () => ({ title: 'Ideas', content: { nodes: [] } }),
    typedFields: { title: 'text', content: 'object' },
  },
  { method: 'GET', path: '/api/projects/:id', access: 'user', item: { kind: 'project' } },
  {
    method: 'PATCH',
    path: '/api/projects/:id',
    access: 'user',
    body: () => ({ title: 'More ideas' }),
    typedFields: { title: 'text', content: 'object' },
    item: { kind: 'project' },
  },
  { method: 'DELETE', path: '/api/projects/:id', access: 'user', item: { kind: 'project' } },
  { method: 'GET', path: '/api/mind-map/settings', access: 'user' },
  {
    method: 'PUT',
    path: '/api/mind-map/settings',
    access: 'user',
    body: () => ({ autoSave: false, spacing: 'roomy', layout: 'hierarchical' }),
    typedFields: { autoSave: 'boolean', spacing: 'text', layout: 'text' },
  },
  { method: 'GET', path: '/api/time-box', access: 'user' },
  {
    method: 'PUT',
    path: '/api/time-box',
    access: 'user',
    body: () => ({ energyLevel: 'low', timeframe: 'short', duration: '10', addedTasks: [] }),
    typedFields: { energyLevel: 'text', timeframe: 'text', duration: 'text', addedTasks: 'list' },
  },
  { method: 'GET', path: '/api/conversions', access: 'user' },
  {
    method: 'POST',
    path: '/api/conversions',
    access: 'user',
    body: () => ({ text: 'Calm reading', mode: 'adhd', chunks: true }),
    typedFields: { text: 'text', mode: 'text', chunks: 'boolean' },
  },
  { method: 'GET', path: '/api/conversions/:id', access: 'user', item: { kind: 'conversion' } },
  { method: 'DELETE', path: '/api/conversions/:id', access: 'user', item: { kind: 'conversion' } },
  { method: 'GET', path: '/api/reader', access: 'user' },
  {
    method: 'PATCH',
    path: '/api/reader',
    access: 'user',
    body: () => ({ tint: 'cream' }),
    typedFields: { tint: 'text', textSize: 'number', focusLines: 'number', adhdChunks: 'boolean' },
  },
];

/** The catalogue's routes of the given access. */
export const routesOf = (access: CatalogueRoute['access']) =>
  ROUTES.filter((route) => route.access === access);

export const routeName = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Where to send the route's request: its path with `:id` replaced, and its sample query. */
export function routeTarget(route: CatalogueRoute, items: Items, id?: string): string {
  if (route.target) return route.target;
  const kind = route.item?.kind;
  const path = route.path.replace(':id', id ?? (kind ? items[kind] : ''));
  return route.query ? `${path}?${route.query}` : path;
}

/** The route's request as `user` would send it from the app's page; `items` are the ids the path and body name. */
export function routeRequest(route: CatalogueRoute, user: TestUser, items: Items): RequestInit {
  if (route.upload) {
    const request = as(user, { method: route.method, body: route.upload.bytes() });
    const headers = new Headers(request.headers);
    headers.set('content-type', route.upload.type);
    return { ...request, headers };
  }
  const body = route.body?.(user, items);
  return as(user, { method: route.method, ...(body ? { body: JSON.stringify(body) } : {}) });
}
