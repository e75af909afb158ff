import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import type { CatalogueRoute, Items } from '../test/route-catalogue';
import { AUTH_ROUTES } from '../test/auth-catalogue';
import { ROUTES, routeName, routeRequest, routeTarget, routesOf } from '../test/route-catalogue';
import { seedItems } from '../test/route-items';
import { storedState } from '../test/stored-state';
import type { TestUser } from '../test/users';
import { createUser } from '../test/users';
import { CROSS_SITE_MESSAGE } from './request-guard';

/**
 * Every route of the catalogue, tried the ways an attacker would: without a session, from another site,
 * and with another person's ids. Each is refused with a 4xx and a message, and nothing stored changes.
 */
const t = useTestApp();
let owner: TestUser;
let stranger: TestUser;
let ownerItems: Items;
let strangerItems: Items;

beforeAll(async () => {
  owner = await createUser(t.app);
  stranger = await createUser(t.app);
  ownerItems = await seedItems(t.app, owner);
  strangerItems = await seedItems(t.app, stranger);
});

const snapshot = async () => ({
  owner: await storedState(t.database.db, owner.id),
  stranger: await storedState(t.database.db, stranger.id),
});

/** The message a refusal gives the person: ours under error.message, the auth library's under message. */
async function refusal(res: Response) {
  const body = (await res.json()) as { error?: { message?: string }; message?: string };
  return body.error?.message ?? body.message ?? '';
}

const named = (routes: CatalogueRoute[]) => routes.map((route) => [routeName(route), route] as const);
const writes = [...ROUTES, ...AUTH_ROUTES].filter(
  (route) => route.method !== 'GET' && !route.path.endsWith('*'),
);
const idRoutes = ROUTES.filter((route) => route.item);

describe('without a session', () => {
  it.each(named(routesOf('user')))('%s answers 401 with a message and changes nothing', async (_n, route) => {
    const before = await snapshot();
    const init = routeRequest(route, owner, ownerItems);
    const headers = new Headers(init.headers);
    headers.delete('cookie');
    const res = await t.app.request(routeTarget(route, ownerItems), { ...init, headers });
    expect(res.status).toBe(401);
    expect(await refusal(res)).toBe('Please sign in to continue.');
    expect(await snapshot()).toEqual(before);
  });

  it('a forged session cookie, or one signed out, is no session for any write', async () => {
    const gone = await createUser(t.app);
    const goneItems = await seedItems(t.app, gone);
    await t.app.request(
      '/api/auth/sign-out',
      routeRequest(
        AUTH_ROUTES.find((r) => r.path.endsWith('/sign-out'))!,
        gone,
        goneItems,
      ),
    );
    const forged = { ...owner, cookie: `${owner.cookie}x` };
    const before = { both: await snapshot(), gone: await storedState(t.database.db, gone.id) };
    for (const route of routesOf('user').filter((r) => r.method !== 'GET')) {
      for (const [user, items] of [
        [forged, ownerItems],
        [gone, goneItems],
      ] as const) {
        const res = await t.app.request(routeTarget(route, items), routeRequest(route, user, items));
        expect(res.status, `${routeName(route)} as ${user === gone ? 'signed out' : 'forged'}`).toBe(401);
      }
    }
    expect({ both: await snapshot(), gone: await storedState(t.database.db, gone.id) }).toEqual(before);
  });
});

describe('from another website', () => {
  it.each(named(writes))(
    '%s answers 403 to a foreign Origin, signed in, and changes nothing',
    async (_n, route) => {
      const before = await snapshot();
      for (const origin of ['http://evil.test', 'null', 'http://localhost:3000.evil.test']) {
        const init = routeRequest(route, owner, ownerItems);
        const headers = new Headers(init.headers);
        headers.set('origin', origin);
        const res = await t.app.request(routeTarget(route, ownerItems), { ...init, headers });
        expect(res.status, origin).toBe(403);
        expect(await refusal(res)).toBe(CROSS_SITE_MESSAGE);
      }
      const init = routeRequest(route, owner, ownerItems);
      const headers = new Headers(init.headers);
      headers.delete('origin');
      headers.set('sec-fetch-site', 'cross-site');
      const res = await t.app.request(routeTarget(route, ownerItems), { ...init, headers });
      expect(res.status, 'no Origin, Sec-Fetch-Site: cross-site').toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(named(ROUTES.filter((r) => r.method === 'GET' && !r.path.endsWith('*'))))(
    '%s gives another site no leave to read the answer (no CORS grant)',
    async (_n, route) => {
      const init = routeRequest(route, owner, ownerItems);
      const headers = new Headers(init.headers);
      headers.set('origin', 'http://evil.test');
      const res = await t.app.request(routeTarget(route, ownerItems), { ...init, headers });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    },
  );
});

describe("with another person's ids", () => {
  it.each(named(idRoutes))(
    '%s answers 404 with a message, shows and changes nothing of theirs',
    async (_n, route) => {
      const before = await snapshot();
      // The stranger's own request, body and all, naming the owner's item.
      const mixed = { ...strangerItems, [route.item!.kind]: ownerItems[route.item!.kind] };
      const res = await t.app.request(routeTarget(route, mixed), routeRequest(route, stranger, mixed));
      const text = await res.clone().text();
      expect(res.status, text).toBe(404);
      expect(await refusal(res)).toMatch(/was not found/);
      for (const secret of [
        'Call the dentist',
        'Tidy the desk',
        'Before Monday',
        'private letter',
        owner.email,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(named(idRoutes))('%s refuses an id that names nothing, or is not an id', async (_n, route) => {
    const before = await snapshot();
    for (const id of [randomUUID(), 'not-an-id', '1', `${ownerItems[route.item!.kind]}x`]) {
      const mixed = { ...strangerItems, [route.item!.kind]: id };
      const res = await t.app.request(routeTarget(route, mixed), routeRequest(route, stranger, mixed));
      // A malformed id in a body is a bad body (400, naming the field); in a path it names nothing (404).
      const field = route.item!.field;
      const malformed = field !== undefined && !/^[0-9a-f-]{36}$/.test(id);
      expect(res.status, id).toBe(malformed ? 400 : 404);
      expect(await refusal(res)).toMatch(malformed ? new RegExp(`^${field}: `) : /was not found/);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the sample requests themselves', () => {
  // The refusals above mean something only if the same request is accepted from the right person.
  it.each(named(routesOf('user')))('%s is accepted from its owner', async (_n, route) => {
    const user = await createUser(t.app);
    const items = await seedItems(t.app, user);
    await route.before?.(t.app, user);
    const res = await t.app.request(routeTarget(route, items), routeRequest(route, user, items));
    // An accepted stream (a focus room's events) never ends by itself: its text is read only on a refusal.
    if (res.status >= 300) expect(res.status, await res.text()).toBeLessThan(300);
    await res.body?.cancel();
  });
});
