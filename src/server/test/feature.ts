import { beforeAll, expect, it } from 'vitest';
import type { TestApp } from './app';
import { useTestApp } from './app';
import type { TestUser } from './users';
import { as, createUser } from './users';

type People<N extends number, Made extends TestUser[] = []> = Made['length'] extends N
  ? Made
  : People<N, [...Made, TestUser]>;

/**
 * `count` people signed up on the test file's app before its tests, each with a session of their own:
 * `const [alice, bob] = usePeople(t, 2)`. A beforeAll hook fills them in, so read them inside tests or later
 * hooks only.
 */
export function usePeople<N extends number>(t: TestApp, count: N): People<N> {
  const people = Array.from({ length: count }, () => ({}) as TestUser);
  beforeAll(async () => {
    for (const person of people) Object.assign(person, await createUser(t.app));
  });
  return people as People<N>;
}

export interface FeatureTest<Item> {
  t: TestApp;
  /** Where the feature's API answers: '/api/todos'. */
  base: string;
  alice: TestUser;
  bob: TestUser;
  /** A call as `user` from the app's page, to `base` + `path`, with `body` as JSON. */
  request(user: TestUser, method: string, path?: string, body?: unknown): Response | Promise<Response>;
  /** The user's items, as the feature lists them. */
  list(user: TestUser): Promise<Item[]>;
  /** Sends a new item and reads the answer, whatever its status. */
  add(user: TestUser, body: unknown): Promise<Item>;
}

/** A feature's test file: its own app, two people (alice and bob) and its API under `base` as they call it. */
export function useFeatureTest<Item>(base: string): FeatureTest<Item> {
  const t = useTestApp();
  const [alice, bob] = usePeople(t, 2);
  const request = (user: TestUser, method: string, path = '', body?: unknown) =>
    t.app.request(
      `${base}${path}`,
      as(user, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
    );
  return {
    t,
    base,
    alice,
    bob,
    request,
    list: async (user) => (await (await request(user, 'GET')).json()) as Item[],
    add: async (user, body) => (await (await request(user, 'POST', '', body)).json()) as Item,
  };
}

export interface OwnItemRules<Item> {
  /** The item as a person calls it: 'todo'. */
  noun: string;
  /** How a 404 names it: 'That task'. */
  what: string;
  /** New items the feature must refuse, each with the 400's message. */
  refused: [body: unknown, message: string][];
  /** A valid change (PATCH body), which must not reach another person's item. */
  change: Record<string, unknown>;
  /** What a new item with only a title holds, and still holds after another person tried to change it. */
  untouched: Partial<Item>;
}

/**
 * The rules a list of a person's own items keeps (docs/product.md#calls): only for a signed-in person, a bad
 * new item is refused whole, and another person's item answers exactly like a missing one (a malformed id
 * too) and stays as it was.
 */
export function itKeepsItemsOwn<Item extends { id: string }>(
  { t, base, alice, bob, request, list, add }: FeatureTest<Item>,
  { noun, what, refused, change, untouched }: OwnItemRules<Item>,
) {
  it('needs a signed-in user', async () => {
    expect((await t.app.request(base)).status).toBe(401);
  });

  it.each(refused)('refuses %j with a 400 and stores nothing', async (body, message) => {
    const before = (await list(bob)).length;
    const res = await request(bob, 'POST', '', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid_request', message } });
    expect(await list(bob)).toHaveLength(before);
  });

  it(`answers another person's ${noun} exactly like a missing one, and leaves it alone`, async () => {
    const item = await add(alice, { title: 'Only mine' });
    const missing = '6f1c1f9e-6a57-4a4c-9a57-1d0c8e1b2a3c';
    for (const id of [item.id, missing, 'not-an-id', '12']) {
      const patched = await request(bob, 'PATCH', `/${id}`, change);
      expect(patched.status).toBe(404);
      expect(await patched.json()).toEqual({
        error: { code: 'not_found', message: `${what} was not found. It may have been deleted.` },
      });
      expect((await request(bob, 'DELETE', `/${id}`)).status).toBe(404);
    }
    expect((await list(bob)).some((mine) => mine.id === item.id)).toBe(false);
    expect((await list(alice)).find((mine) => mine.id === item.id)).toMatchObject(untouched);
  });
}
