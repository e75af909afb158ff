import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../test/app';
import { AUTH_ROUTES } from '../test/auth-catalogue';
import type { CatalogueRoute, Items } from '../test/route-catalogue';
import { routeName, routeRequest, routeTarget, routesOf } from '../test/route-catalogue';
import { seedItems } from '../test/route-items';
import { storedState } from '../test/stored-state';
import type { TestUser } from '../test/users';
import { createUser } from '../test/users';
import { MISDIRECTED_MESSAGE } from './hosts';

/**
 * DNS rebinding: a page on another site points its own name at the computer running NeuroNest, and the
 * browser sends NeuroNest's answers to that page's scripts. The Host header still names the other site.
 */
const t = useTestApp();
let owner: TestUser;
let items: Items;

beforeAll(async () => {
  owner = await createUser(t.app);
  items = await seedItems(t.app, owner);
});

const FOREIGN = 'rebind.attacker.example:3000';

function withHost(init: RequestInit, host: string): RequestInit {
  const headers = new Headers(init.headers);
  headers.set('host', host);
  return { ...init, headers };
}

async function expectMisdirected(res: Response) {
  expect(res.status).toBe(421);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(res.headers.get('set-cookie')).toBeNull();
  const text = await res.text();
  expect(text).toBe(MISDIRECTED_MESSAGE);
  expect(text).not.toContain(owner.email);
}

const named = (routes: CatalogueRoute[]) => routes.map((route) => [routeName(route), route] as const);
const apiRoutes = [...routesOf('public'), ...routesOf('user'), ...AUTH_ROUTES].map((route) =>
  route.path.endsWith('*') ? { ...route, path: route.path.replace('*', 'get-session') } : route,
);

describe('a request addressed to another name', () => {
  it.each(named(apiRoutes))('%s answers 421 with nothing of the person in it', async (_n, route) => {
    const before = await storedState(t.database.db, owner.id);
    const init = withHost(routeRequest(route, owner, items), FOREIGN);
    await expectMisdirected(await t.app.request(routeTarget(route, items), init));
    expect(await storedState(t.database.db, owner.id)).toEqual(before);
  });

  it.each(['/', '/dashboard', '/mailbox', '/auth', '/assets/index.js', '/robots.txt', '/favicon.svg'])(
    'the page or file %s answers 421',
    async (path) => {
      await expectMisdirected(
        await t.app.request(path, withHost({ headers: { cookie: owner.cookie } }, FOREIGN)),
      );
    },
  );

  it('a sign-in link followed under another name signs nobody in', async () => {
    const link = '/api/auth/magic-link/verify?token=anything&callbackURL=%2Fdashboard';
    await expectMisdirected(await t.app.request(link, withHost({}, FOREIGN)));
  });

  it.each([
    'localhost',
    'localhost:80',
    'localhost:3001',
    'evil.example',
    '127.0.0.2:3000',
    'localhost.:3000',
  ])('Host %s is another name too', async (host) => {
    const res = await t.app.request('/api/account', withHost({ headers: { cookie: owner.cookie } }, host));
    expect(res.status).toBe(421);
  });
});

describe('the names NeuroNest answers to', () => {
  it.each(['localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000'])(
    'on this computer: %s',
    async (host) => {
      const res = await t.app.request('/api/account', withHost({ headers: { cookie: owner.cookie } }, host));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { email: string }).email).toBe(owner.email);
    },
  );

  it('on a public address: its own name and ALLOWED_HOSTS, never a loopback name', async () => {
    const hosted = await createTestApp({
      PUBLIC_URL: 'https://neuronest.example',
      ALLOWED_HOSTS: 'internal.example:8080',
    });
    try {
      const status = async (host: string) =>
        (await hosted.app.request('/api/health', withHost({}, host))).status;
      expect(await status('neuronest.example')).toBe(200);
      expect(await status('neuronest.example:443')).toBe(200);
      expect(await status('internal.example:8080')).toBe(200);
      expect(await status('localhost:3000')).toBe(421);
      expect(await status('127.0.0.1:3000')).toBe(421);
      expect(await status('neuronest.example:8443')).toBe(421);
    } finally {
      await hosted.close();
    }
  });
});
