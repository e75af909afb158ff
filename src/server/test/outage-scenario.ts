import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { openDatabase } from '../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../db/errors';
import type { TestApp } from './app';
import { createTestApp } from './app';
import { createEmptyPostgresDatabase } from './database';
import type { TcpProxy } from './tcp-proxy';
import { startTcpProxy } from './tcp-proxy';
import type { TestUser } from './users';
import { as, createUser, post } from './users';

/**
 * The app on a real PostgreSQL reached through a TCP proxy the test stalls and cuts (src/server/db/outage.test.ts),
 * directly or with a pooler between the app and the proxy (src/server/proof/pooler.test.ts).
 */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new URL(ADMIN_URL);
export const target = { host: admin.hostname, port: Number(admin.port || 5432) };

/** The longest any request may take while the database is away (the issue allows 15 s). */
const ANSWER_BOUND_MS = 15_000;

export function answers({ host, port }: typeof target): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Fails the test instead of hanging when the app does not answer within the bound. */
async function bounded<T>(work: T | Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within 15 s.`)), ANSWER_BOUND_MS);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Asks until the answer has the wanted status; fails once the bound has passed. */
async function eventuallyStatus(request: () => Response | Promise<Response>, status: number, what: string) {
  const deadline = Date.now() + ANSWER_BOUND_MS;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await bounded(request(), what)).status;
    if (last === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} still answered ${last}, not ${status}, after 15 s.`);
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('30');
  expect(await res.json()).toEqual({
    error: { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
  });
}

/**
 * How the app reaches the database behind the proxy: `open` is given the database's address through the proxy and
 * opens the app's handle on it (short limits keep the test quick; the defaults are 5 s and 8 s).
 */
export interface OutageRoute {
  open(throughProxy: string): Promise<{ handle: DatabaseHandle; close(): Promise<void> }>;
}

export const directly: OutageRoute = {
  open: async (throughProxy) => ({
    handle: openDatabase({ databaseUrl: throughProxy, connectTimeoutMs: 1000, queryTimeoutMs: 1500 }),
    close: async () => undefined,
  }),
};

/** The tests, in the describe block that calls it. */
export function outageTests(route: OutageRoute) {
  let proxy: TcpProxy;
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let t: TestApp;
  let alice: TestUser;
  let opened: Awaited<ReturnType<OutageRoute['open']>> | undefined;

  const health = () => t.app.request('/api/health');
  const profile = () => t.app.request('/api/profile', as(alice));
  const session = () => t.app.request('/api/auth/get-session', { headers: { cookie: alice.cookie } });
  const signIn = () =>
    post(t.app, '/api/auth/sign-in/email', { email: alice.email, password: alice.password });

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(ADMIN_URL);
    const direct = openDatabase({ databaseUrl: database.url });
    await direct.migrate();
    await direct.close();
    proxy = await startTcpProxy(target);
    const url = new URL(database.url);
    url.host = `127.0.0.1:${proxy.port}`;
    opened = await route.open(url.toString());
    t = await createTestApp({}, opened.handle);
    alice = await createUser(t.app);
    const saved = await t.app.request(
      '/api/profile',
      as(alice, { method: 'PATCH', body: JSON.stringify({ fullName: 'Alice', conditions: ['ADHD'] }) }),
    );
    expect(saved.status).toBe(200);
  });

  afterAll(async () => {
    proxy?.resume();
    await t?.close();
    await opened?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('answers normally through the proxy', async () => {
    expect((await health()).status).toBe(200);
    expect((await profile()).status).toBe(200);
  });

  it('stalled: health, a signed-in screen and sign-in answer 503 with the plain message, not a hang', async () => {
    proxy.stall();
    await expectUnavailable(await bounded(health(), 'Health'));
    await expectUnavailable(await bounded(profile(), 'The profile'));
    await expectUnavailable(await bounded(signIn(), 'Sign-in'));
    await expectUnavailable(await bounded(session(), 'The session check'));
  });

  it('recovers by itself once the database answers again, with nothing lost', async () => {
    proxy.resume();
    await eventuallyStatus(health, 200, 'Health');
    const res = await bounded(profile(), 'The profile');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ fullName: 'Alice', conditions: ['ADHD'] });
  });

  it('down: 503 with the plain message on every kind of route, then recovery without a restart', async () => {
    proxy.cut();
    await expectUnavailable(await bounded(health(), 'Health'));
    await expectUnavailable(await bounded(profile(), 'The profile'));
    await expectUnavailable(await bounded(signIn(), 'Sign-in'));
    await expectUnavailable(await bounded(session(), 'The session check'));
    const save = t.app.request(
      '/api/settings',
      as(alice, { method: 'PATCH', body: JSON.stringify({ themeColor: 'rose' }) }),
    );
    await expectUnavailable(await bounded(save, 'Saving settings'));

    proxy.resume();
    await eventuallyStatus(health, 200, 'Health');
    expect((await bounded(profile(), 'The profile')).status).toBe(200);
    expect((await bounded(signIn(), 'Sign-in')).status).toBe(200);
  });
}
