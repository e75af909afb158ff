import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { AUTH_ROUTES } from '../test/auth-catalogue';
import { ROUTES, routeName } from '../test/route-catalogue';
import { toolWiring } from '../../client/app/tool-wiring';

const t = useTestApp();

/** The app's own routes under /api, as Hono lists them: middleware (ALL) and the catch-all 404 left out. */
function appRoutes() {
  const names = t.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/'))
    .map((route) => routeName({ method: route.method, path: route.path }));
  return [...new Set(names)].sort();
}

describe('the route catalogue the security sweeps walk', () => {
  it('lists every route the app answers under /api, and nothing else', () => {
    const listed = ROUTES.map(routeName).sort();
    const missing = appRoutes().filter((name) => !listed.includes(name));
    const stale = listed.filter((name) => !appRoutes().includes(name));
    expect(missing, 'routes without an entry in src/server/test/route-catalogue.ts').toEqual([]);
    expect(stale, 'catalogue entries the app no longer has').toEqual([]);
  });

  it('names each route once, and each auth endpoint under the auth routes', () => {
    const names = ROUTES.map(routeName);
    expect(new Set(names).size).toBe(names.length);
    for (const route of AUTH_ROUTES) expect(route.path).toMatch(/^\/api\/auth\/[a-z-/]+$/);
  });

  it('gives every route that reads a body a sample, and every id route the kind of item it names', () => {
    for (const route of ROUTES.filter((r) => r.access === 'user')) {
      const writes =
        route.method !== 'GET' && !route.noBody && !(route.method === 'DELETE' && route.path.endsWith(':id'));
      expect(Boolean(route.body ?? route.upload), `${routeName(route)} needs a sample body`).toBe(writes);
      if (route.path.includes(':id')) expect(route.item, `${routeName(route)} names an item`).toBeDefined();
    }
  });
});

describe("the browser's tools (src/client/app/tool-wiring.ts)", () => {
  it('call only addresses the server answers, each with its routes in the catalogue', () => {
    const served = (base: string) =>
      ROUTES.some((route) => route.path === base || route.path.startsWith(`${base}/`));
    const unserved = Object.entries(toolWiring).flatMap(([id, wiring]) =>
      wiring.api.filter((base) => !served(base)).map((base) => `${id}: ${base}`),
    );
    expect(unserved).toEqual([]);
    expect(served('/api/nowhere')).toBe(false);
  });
});
