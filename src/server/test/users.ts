import { desc, eq } from 'drizzle-orm';
import type { App } from '../app';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export const ORIGIN = 'http://localhost:3000';
export const STRONG_PASSWORD = 'Calm-Nest-2026';

let counter = 0;

/** A fresh address and a caller address of its own, so tests never share rate-limit counters. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export function randomIp() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export function post(app: App, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      'x-forwarded-for': randomIp(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

/** Reads the session cookie a sign-up or sign-in set, ready for a Cookie header. */
export function sessionCookie(res: Response): string {
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const found = cookies.filter((c) => c.includes('session_token'));
  if (found.length === 0) throw new Error(`No session cookie in the response (status ${res.status}).`);
  return found.join('; ');
}

export interface TestUser {
  email: string;
  password: string;
  cookie: string;
  id: string;
}

/** Signs a new user up through the real API and returns their session cookie. */
export async function createUser(app: App, overrides: Partial<{ email: string; password: string }> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? STRONG_PASSWORD;
  const res = await post(app, '/api/auth/sign-up/email', { email, password, name: '' });
  if (res.status !== 200) throw new Error(`Sign-up failed with ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { email, password, cookie: sessionCookie(res), id: body.user.id } satisfies TestUser;
}

/** A request as the app's own page sends it (same origin, JSON body), without signing in. */
export function fromApp(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('origin', ORIGIN);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return { ...init, headers };
}

/** A signed-in request as the given user. */
export function as(user: TestUser, init: RequestInit = {}): RequestInit {
  const request = fromApp(init);
  const headers = new Headers(request.headers);
  headers.set('cookie', user.cookie);
  return { ...request, headers };
}

export async function latestMail(db: Database, to: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** Signs a new user up by a sign-in link alone, so the account has no password. */
export async function createLinkOnlyUser(app: App, db: Database): Promise<Omit<TestUser, 'password'>> {
  const email = uniqueEmail('link');
  const asked = await post(app, '/api/auth/sign-in/magic-link', { email, callbackURL: '/dashboard' });
  if (asked.status !== 200) throw new Error(`Sign-in link refused with ${asked.status}`);
  const link = new URL((await latestMail(db, email))?.link ?? '');
  const opened = await app.request(link.pathname + link.search, {
    headers: { 'x-forwarded-for': randomIp() },
  });
  const session = await app.request('/api/auth/get-session', { headers: { cookie: sessionCookie(opened) } });
  const body = (await session.json()) as { user: { id: string } };
  return { email, cookie: sessionCookie(opened), id: body.user.id };
}
