import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  account,
  budgetExpenses,
  budgetProfiles,
  feedback,
  kanbanTasks,
  mailOutbox,
  projects,
  session,
  textConversions,
  todos,
  user,
  userProfiles,
  userSettings,
  verification,
} from '../db/schema';
import { MAX_JSON_DEPTH } from './hostile-json';
import { useTestApp } from '../test/app';
import type { TestUser } from '../test/users';
import { as, createUser, randomIp, uniqueEmail } from '../test/users';

/**
 * Every route that reads a JSON body, with a valid body to start from and the fields whose type the route
 * must insist on. A route added to the app is added here.
 */
type FieldType = 'text' | 'number' | 'boolean' | 'list' | 'object';
/** A field's type; with a question mark, null is also valid (it clears the value). */
type Field = FieldType | `${FieldType}?`;

interface JsonRoute {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  /** Where a route of one item is sent (its path names the pattern). */
  target?: () => string;
  body: (me: TestUser) => Record<string, unknown>;
  typedFields: Record<string, Field>;
}

const JSON_ROUTES: JsonRoute[] = [
  {
    method: 'PATCH',
    path: '/api/profile',
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
  {
    method: 'PATCH',
    path: '/api/settings',
    body: () => ({ themeColor: 'rose', textSize: 1.25, lineSpacing: 2, readingRuler: true }),
    typedFields: { themeColor: 'text', textSize: 'number', lineSpacing: 'number', readingRuler: 'boolean' },
  },
  {
    method: 'DELETE',
    path: '/api/account',
    body: (me) => ({ confirmEmail: me.email }),
    typedFields: { confirmEmail: 'text' },
  },
  {
    method: 'POST',
    path: '/api/bionic',
    body: () => ({ texts: ['Calm reading'] }),
    typedFields: { texts: 'list' },
  },
  {
    method: 'POST',
    path: '/api/feedback',
    body: () => ({ message: 'Thank you' }),
    typedFields: { message: 'text' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    body: () => ({ email: uniqueEmail('fc'), password: 'Calm-Nest-2026', name: 'Sam' }),
    typedFields: { email: 'text', password: 'text', name: 'text', image: 'text?' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    body: (me) => ({ email: me.email, password: me.password, rememberMe: true }),
    typedFields: { email: 'text', password: 'text', rememberMe: 'boolean', callbackURL: 'text' },
  },
  {
    method: 'POST',
    path: '/api/auth/sign-in/magic-link',
    body: () => ({ email: uniqueEmail('fc'), callbackURL: '/dashboard' }),
    typedFields: { email: 'text', name: 'text', callbackURL: 'text' },
  },
  {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    body: (me) => ({ email: me.email, redirectTo: '/auth/reset-password' }),
    typedFields: { email: 'text', redirectTo: 'text' },
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    body: () => ({ newPassword: 'New-Calm-Pass-9', token: 'not-a-real-token' }),
    typedFields: { newPassword: 'text', token: 'text' },
  },
  {
    method: 'POST',
    path: '/api/auth/change-password',
    body: (me) => ({
      currentPassword: me.password,
      newPassword: 'Other-Calm-Pass-7',
      revokeOtherSessions: false,
    }),
    typedFields: { currentPassword: 'text', newPassword: 'text', revokeOtherSessions: 'boolean' },
  },
  {
    method: 'POST',
    path: '/api/auth/update-user',
    body: () => ({ name: 'Sam' }),
    typedFields: { name: 'text', image: 'text?' },
  },
  {
    method: 'POST',
    path: '/api/auth/revoke-session',
    body: () => ({ token: 'x' }),
    typedFields: { token: 'text' },
  },
  {
    method: 'POST',
    path: '/api/auth/send-verification-email',
    body: (me) => ({ email: me.email, callbackURL: '/auth/callback' }),
    typedFields: { email: 'text', callbackURL: 'text' },
  },
  { method: 'POST', path: '/api/auth/sign-out', body: () => ({}), typedFields: {} },
  {
    method: 'POST',
    path: '/api/todos',
    body: () => ({ title: 'Water the plants' }),
    typedFields: { title: 'text', completed: 'boolean', aiSuggestions: 'list', createdAt: 'text' },
  },
  {
    method: 'PATCH',
    path: '/api/todos/:id',
    target: () => `/api/todos/${mine.todo}`,
    body: () => ({ title: 'Water the ferns', completed: true }),
    typedFields: { title: 'text', completed: 'boolean' },
  },
  {
    method: 'POST',
    path: '/api/kanban',
    body: () => ({ title: 'Plan the week', description: 'Sunday evening' }),
    typedFields: { title: 'text', description: 'text', status: 'text', subtasks: 'list', createdAt: 'text' },
  },
  {
    method: 'PATCH',
    path: '/api/kanban/:id',
    target: () => `/api/kanban/${mine.card}`,
    body: () => ({ status: 'done' }),
    typedFields: { title: 'text', description: 'text', status: 'text', subtasks: 'list' },
  },
  {
    method: 'POST',
    path: '/api/conversions',
    body: () => ({ text: 'Calm reading', mode: 'adhd' }),
    typedFields: { text: 'text', mode: 'text' },
  },
  {
    method: 'PATCH',
    path: '/api/reader',
    body: () => ({ tint: 'cream' }),
    typedFields: { tint: 'text', textSize: 'number', focusLines: 'number' },
  },
  {
    method: 'PUT',
    path: '/api/budget',
    body: () => ({
      currency: 'GBP',
      incomes: { main: 200_000, second: 0, other: 0 },
      expenses: [{ group: 'needs', label: 'Rent', cents: 90_000 }],
    }),
    typedFields: { currency: 'text', incomes: 'object', expenses: 'list' },
  },
  {
    method: 'PUT',
    path: '/api/time-box',
    body: () => ({ energyLevel: 'low', timeframe: 'short', duration: '10', addedTasks: [] }),
    typedFields: { energyLevel: 'text', timeframe: 'text', duration: 'text', addedTasks: 'list' },
  },
  {
    method: 'POST',
    path: '/api/projects',
    body: () => ({ title: 'Ideas', content: { nodes: [] } }),
    typedFields: { title: 'text', content: 'object' },
  },
  {
    method: 'PATCH',
    path: '/api/projects/:id',
    target: () => `/api/projects/${mine.project}`,
    body: () => ({ title: 'More ideas' }),
    typedFields: { title: 'text', content: 'object' },
  },
  {
    method: 'PUT',
    path: '/api/mind-map/settings',
    body: () => ({ autoSave: false, spacing: 'roomy' }),
    typedFields: { autoSave: 'boolean', spacing: 'text' },
  },
  {
    method: 'PUT',
    path: '/api/ai/settings',
    body: () => ({ stepSize: 2 }),
    typedFields: { stepSize: 'number' },
  },
  {
    method: 'POST',
    path: '/api/ai/todo-suggestions',
    body: () => ({ todoId: mine.todo }),
    typedFields: { todoId: 'text', stepSize: 'number' },
  },
  {
    method: 'POST',
    path: '/api/ai/task-breakdown',
    body: () => ({ taskId: mine.card }),
    typedFields: { taskId: 'text', stepSize: 'number' },
  },
  {
    method: 'POST',
    path: '/api/ai/mind-map-topics',
    body: () => ({ topic: 'Exams' }),
    typedFields: { topic: 'text' },
  },
];

const t = useTestApp();
let me: TestUser;
/** One item of each kind, for the routes of one item. */
const mine = { todo: '', card: '', project: '' };

beforeAll(async () => {
  me = await createUser(t.app);
  const create = async (path: string, body: unknown) => {
    const res = await t.app.request(path, as(me, { method: 'POST', body: JSON.stringify(body) }));
    return ((await res.json()) as { id: string }).id;
  };
  await t.app.request('/api/profile', as(me, { method: 'PATCH', body: JSON.stringify({ fullName: 'Me' }) }));
  mine.todo = await create('/api/todos', { title: 'Call the dentist' });
  mine.card = await create('/api/kanban', { title: 'Tidy the desk' });
  mine.project = await create('/api/projects', { title: 'Plans', content: { nodes: [] } });
});

/** Everything a hostile request could change, for this user and in the shared tables. */
async function storedState() {
  const db = t.database.db;
  const total = async (table: typeof user | typeof session | typeof verification | typeof mailOutbox) =>
    (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    user: await db.select().from(user).where(eq(user.id, me.id)),
    password: await db.select({ hash: account.password }).from(account).where(eq(account.userId, me.id)),
    profile: await db.select().from(userProfiles).where(eq(userProfiles.userId, me.id)),
    settings: await db.select().from(userSettings).where(eq(userSettings.userId, me.id)),
    feedback: await db.select({ n: count() }).from(feedback).where(eq(feedback.userId, me.id)),
    todos: await db.select().from(todos).where(eq(todos.userId, me.id)),
    cards: await db.select().from(kanbanTasks).where(eq(kanbanTasks.userId, me.id)),
    conversions: await db.select().from(textConversions).where(eq(textConversions.userId, me.id)),
    budget: await db.select().from(budgetProfiles).where(eq(budgetProfiles.userId, me.id)),
    budgetRows: await db.select().from(budgetExpenses).where(eq(budgetExpenses.userId, me.id)),
    projects: await db.select().from(projects).where(eq(projects.userId, me.id)),
    users: await total(user),
    sessions: await total(session),
    links: await total(verification),
    mails: await total(mailOutbox),
  };
}

const hostileChar = fc.constantFrom('\u0000', '\ud800', '\udbff', '\udc00', '\udfff');
const hostileText = fc
  .tuple(fc.string({ maxLength: 12 }), hostileChar, fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => before + bad + after);
const valuesOf: Record<FieldType, fc.Arbitrary<unknown>> = {
  text: fc.string(),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  list: fc.array(fc.string(), { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
};

/** A value of any type but the field's own; where a field may be cleared, not null nor '' (the empty field). */
function wrongFor(field: Field): fc.Arbitrary<unknown> {
  const type = field.replace('?', '') as FieldType;
  const others = (Object.keys(valuesOf) as FieldType[]).filter((t) => t !== type).map((t) => valuesOf[t]);
  if (!field.endsWith('?')) return fc.oneof(fc.constant(null), ...others);
  return fc.oneof(...others).filter((value) => value !== '');
}
const PLACEHOLDER = '"__deep__"';

/** A raw JSON body for the route: its valid body with one hostile change. */
function hostileBody(route: JsonRoute) {
  const typed = Object.entries(route.typedFields);
  const fields = [...Object.keys(route.body(me)), ...Object.keys(route.typedFields), 'extra'];
  const field = fc.constantFrom(...fields);
  const withValue = (name: string, value: unknown) => JSON.stringify({ ...route.body(me), [name]: value });
  const kinds = [
    // A NUL or half a surrogate pair in a text value, or in a field's name.
    fc.tuple(field, hostileText).map(([name, text]) => withValue(name, text)),
    fc.tuple(hostileText, fc.string()).map(([name, text]) => withValue(name, text)),
    // Nesting past the limit, up to 100,000 levels, in place of a value.
    fc
      .tuple(field, fc.oneof(fc.integer({ min: MAX_JSON_DEPTH + 1, max: 5000 }), fc.constant(100_000)))
      .map(([name, depth]) =>
        withValue(name, '__deep__').replace(PLACEHOLDER, '['.repeat(depth) + ']'.repeat(depth)),
      ),
  ];
  if (typed.length > 0) {
    const wrong = fc.oneof(
      ...typed.map(([name, type]) => wrongFor(type).map((value) => withValue(name, value))),
    );
    kinds.push(wrong);
  }
  return fc.oneof(...kinds);
}

/** As the signed-in user, from the app's own page; auth routes each from an address of their own (rate limits). */
function send(route: JsonRoute, body: string) {
  const init = as(me, { method: route.method, body });
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', randomIp());
  return t.app.request(route.target?.() ?? route.path, { ...init, headers });
}

describe('hostile JSON on every JSON route', () => {
  it.each(JSON_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers 4xx, never 5xx, and changes nothing stored',
    async (_name, route) => {
      const before = await storedState();
      await fc.assert(
        fc.asyncProperty(hostileBody(route), async (body) => {
          const res = await send(route, body);
          expect(
            res.status,
            `${route.path} answered ${res.status} to ${body.slice(0, 120)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.status, `${route.path} answered ${res.status} to ${body.slice(0, 120)}`).toBeLessThan(
            500,
          );
          expect(await storedState()).toEqual(before);
        }),
        // State is not reset between runs, so shrinking would blame a later, innocent body: stop at the first.
        { numRuns: Number(process.env.FC_RUNS ?? 25), endOnFailure: true },
      );
    },
    120_000,
  );
});
