import { symmetricDecodeJWT } from 'better-auth/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../e2e/support/server';
import { SESSION_CACHE_SECONDS } from '../auth/auth';
import { STRONG_PASSWORD } from '../test/users';
import { ROUTES, SERVER_ENV, startPostgresServers } from './support/servers';
import { Visitor } from './support/visitor';

/** The second device: the same account, holding a copy of the first device's cookies. */
function copyOf(first: Visitor, baseUrl: string) {
  const other = new Visitor(baseUrl);
  for (const pair of first.cookie.split('; ')) {
    const at = pair.indexOf('=');
    other.setCookie(pair.slice(0, at), pair.slice(at + 1));
  }
  return other;
}

/**
 * The encrypted copy of the session that answers reads without the database (decisions 023 and 137): when it
 * expires, read with the servers' own secret.
 */
async function cachedCopyExpiry(visitor: Visitor): Promise<number> {
  const value = visitor.cookie
    .split('; ')
    .find((pair) => pair.split('=')[0]?.includes('session_data'))
    ?.split('=')[1];
  if (!value) throw new Error('No cached copy of the session was set.');
  const contents = await symmetricDecodeJWT(value, SERVER_ENV.AUTH_SECRET, 'better-auth-session');
  if (typeof contents?.exp !== 'number') throw new Error('The cached copy could not be read.');
  return contents.exp * 1000;
}

// Directly, and through PgBouncer in transaction mode, where every statement may run on another server connection
// (decision 176): the migration lock, the sessions, the kept lists' counts and the sign-in limit hold the same.
describe.each(ROUTES)('two server instances on one PostgreSQL, %s', (route) => {
  let a: RunningServer;
  let b: RunningServer;
  let stopAll: () => Promise<void>;

  beforeAll(async () => {
    // Both start at once: the migration lock lets one migrate while the other waits.
    const started = await startPostgresServers(2, {}, route);
    stopAll = started.stopAll;
    const [first, second] = started.servers;
    if (!first || !second) throw new Error('Two servers were asked for.');
    [a, b] = [first, second];
  });
  afterAll(() => stopAll?.());

  it('accept a session made on the other, for reads and writes', async () => {
    const visitor = await new Visitor(a.url).signUp();
    const saved = await visitor.send('PATCH', '/api/settings', { themeColor: 'rose' }, b.url);
    expect(saved.status).toBe(200);
    const readBack = await visitor.send('GET', '/api/settings', undefined, a.url);
    expect(readBack.body).toMatchObject({ themeColor: 'rose' });
    visitor.dropCachedSession();
    expect((await visitor.send('GET', '/api/auth/get-session', undefined, b.url)).body).toMatchObject({
      user: { email: visitor.email },
    });
  });

  it('end a session everywhere when it is signed out on one of them', async () => {
    const laptop = await new Visitor(a.url).signUp();
    const phone = copyOf(laptop, b.url);
    expect((await phone.send('GET', '/api/todos')).status).toBe(200);
    const copyExpires = await cachedCopyExpiry(phone);

    const signedOutAt = Date.now();
    expect((await laptop.send('POST', '/api/auth/sign-out')).status).toBe(200);

    // Writes on the other instance are refused at once.
    const write = await phone.send('POST', '/api/todos', { title: 'After sign-out' });
    expect(write.status).toBe(401);
    // So is every read that asks the database rather than the signed copy.
    const session = await phone.send('GET', '/api/auth/get-session?disableCookieCache=true');
    expect(session.body).toBeNull();
    const withoutCopy = copyOf(phone, b.url);
    withoutCopy.dropCachedSession();
    expect((await withoutCopy.send('GET', '/api/todos')).status).toBe(401);
    // A read answered from the signed copy can last only until the copy expires: at most the stated bound.
    // That every instance refuses an expired copy is checked with a moved clock in session-cache.test.ts.
    expect(copyExpires).toBeLessThanOrEqual(signedOutAt + SESSION_CACHE_SECONDS * 1000);
  });

  it("show each list's change made on the other at once, though each keeps the list it last sent", async () => {
    const person = await new Visitor(a.url).signUp();
    const titles = async (url: string) =>
      ((await person.send('GET', '/api/todos', undefined, url)).body as { title: string }[]).map(
        (t) => t.title,
      );
    const cards = async (url: string) =>
      ((await person.send('GET', '/api/kanban', undefined, url)).body as { title: string }[]).map(
        (t) => t.title,
      );
    // Each instance reads, and keeps, the lists as they are (decision 131).
    expect([await titles(a.url), await titles(b.url), await cards(a.url), await cards(b.url)]).toEqual([
      [],
      [],
      [],
      [],
    ]);
    expect((await person.send('POST', '/api/todos', { title: 'Buy stamps' }, a.url)).status).toBe(201);
    expect(await titles(b.url)).toEqual(['Buy stamps']);
    expect((await person.send('POST', '/api/kanban', { title: 'Plan the trip' }, b.url)).status).toBe(201);
    expect(await cards(a.url)).toEqual(['Plan the trip']);
    const [todo] = (await person.send('GET', '/api/todos', undefined, a.url)).body as { id: string }[];
    expect((await person.send('DELETE', `/api/todos/${todo?.id}`, undefined, b.url)).status).toBe(200);
    expect(await titles(a.url)).toEqual([]);
  });

  it('share the sign-in limit: attempts on both count together', async () => {
    const owner = await new Visitor(a.url).signUp();
    const attacker = new Visitor(a.url);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const target = attempt % 2 === 0 ? a.url : b.url;
      const res = await attacker.send(
        'POST',
        '/api/auth/sign-in/email',
        { email: owner.email, password: `${STRONG_PASSWORD}-wrong` },
        target,
      );
      statuses.push(res.status);
    }
    // Ten tries a minute from one address (src/server/auth/auth.ts); the eleventh is refused on either.
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // The right password from the same address is refused too while the limit holds, on both instances.
    for (const target of [a.url, b.url]) {
      const right = await attacker.send(
        'POST',
        '/api/auth/sign-in/email',
        { email: owner.email, password: STRONG_PASSWORD },
        target,
      );
      expect(right.status).toBe(429);
    }
  });
});
