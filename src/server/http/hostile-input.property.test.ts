import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { hostileBody } from '../test/hostile-bodies';
import type { CatalogueRoute, Items } from '../test/route-catalogue';
import { AUTH_ROUTES } from '../test/auth-catalogue';
import { ROUTES, routeName, routeTarget } from '../test/route-catalogue';
import { seedItems } from '../test/route-items';
import { storedState } from '../test/stored-state';
import type { TestUser } from '../test/users';
import { as, createUser, randomIp } from '../test/users';

/**
 * Every route of the catalogue that reads a body (the auth library's included), sent fast-check's hostile
 * bodies: wrong types, NUL and half surrogate pairs, text past every limit, nesting past the limit, junk.
 * Every one is refused with a 4xx and a message, and nothing stored changes. Routes of one item are also
 * sent hostile ids in their path.
 */
const t = useTestApp();
let me: TestUser;
let mine: Items;

beforeAll(async () => {
  me = await createUser(t.app);
  await t.app.request('/api/profile', as(me, { method: 'PATCH', body: JSON.stringify({ fullName: 'Me' }) }));
  mine = await seedItems(t.app, me);
});

const RUNS = { numRuns: Number(process.env.FC_RUNS ?? 25), endOnFailure: true };

/** As the signed-in user, from the app's own page; each from an address of its own (rate limits). */
function send(route: CatalogueRoute, path: string, body?: string) {
  const init = as(me, { method: route.method, ...(body === undefined ? {} : { body }) });
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', randomIp());
  return t.app.request(path, { ...init, headers });
}

/** A refusal: a 4xx, never a 5xx, with a message for the person (ours, or the auth library's). */
async function expectRefused(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 200)}`).toBeLessThan(500);
  const body = JSON.parse(text) as { error?: { message?: string }; message?: string };
  expect(body.error?.message ?? body.message, `${what}: ${text.slice(0, 200)}`).toBeTruthy();
  // Nothing of the inside shows: no stack frame, no SQL, no database or driver wording.
  expect(text).not.toMatch(
    /\bat [\w.<>]+ \(|\.ts:\d+|\bselect\s.+\sfrom\s|\binsert into\b|\bdelete from\b|violates|pglite|drizzle/i,
  );
}

const bodyRoutes = [...ROUTES, ...AUTH_ROUTES].filter((route) => route.body);

describe('hostile JSON on every route that reads a body', () => {
  it.each(bodyRoutes.map((route) => [routeName(route), route] as const))(
    '%s answers 4xx with a message, never 5xx, and changes nothing stored',
    async (_name, route) => {
      const before = await storedState(t.database.db, me.id);
      const target = {
        valid: route.body!(me, mine),
        typedFields: route.typedFields ?? {},
        lookupOnly: route.lookupOnly,
      };
      await fc.assert(
        fc.asyncProperty(hostileBody(target), async (body) => {
          await expectRefused(await send(route, routeTarget(route, mine), body), body.slice(0, 120));
          expect(await storedState(t.database.db, me.id)).toEqual(before);
        }),
        // State is not reset between runs, so shrinking would blame a later, innocent body: stop at the first.
        RUNS,
      );
    },
    120_000,
  );
});

/** Ids that name nothing: text of any kind, NUL and other control characters, path tricks, huge. */
const hostileId = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1 }),
  fc.constantFrom('..', '%2e%2e', '%00', '%ZZ', ' ', "' OR 1=1 --", '00000000-0000-0000-0000-00000000000g'),
  fc.integer({ min: 2000, max: 20_000 }).map((length) => 'a'.repeat(length)),
);

describe('hostile ids in the path of every route of one item', () => {
  it.each(ROUTES.filter((r) => r.path.includes(':id')).map((route) => [routeName(route), route] as const))(
    '%s answers 4xx with a message and changes nothing stored',
    async (_name, route) => {
      const before = await storedState(t.database.db, me.id);
      const body = route.body ? JSON.stringify(route.body(me, mine)) : undefined;
      await fc.assert(
        fc.asyncProperty(hostileId, async (id) => {
          // Encoded as a browser would; '%00' and '%ZZ' are also sent as written.
          const segment = /^%/.test(id) ? id : encodeURIComponent(id);
          const res = await send(route, routeTarget(route, mine, segment), body);
          await expectRefused(res, JSON.stringify(id).slice(0, 120));
          expect(await storedState(t.database.db, me.id)).toEqual(before);
        }),
        RUNS,
      );
    },
    120_000,
  );
});
