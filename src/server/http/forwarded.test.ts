import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { post, uniqueEmail } from '../test/users';
import { forwardedAddress } from './forwarded';

describe('forwardedAddress', () => {
  it('takes the entry as many proxies from the right as stand in front', () => {
    expect(forwardedAddress('203.0.113.5, 10.0.0.7', 1)).toBe('10.0.0.7');
    expect(forwardedAddress('198.51.100.1, 203.0.113.5, 10.0.0.7', 2)).toBe('203.0.113.5');
    expect(forwardedAddress('2001:db8::1,10.0.0.7', 2)).toBe('2001:db8::1');
  });

  it('believes nothing when the list is shorter than the proxies or the entry is not an address', () => {
    expect(forwardedAddress('203.0.113.5', 2)).toBeUndefined();
    expect(forwardedAddress('203.0.113.5, anything-at-all', 1)).toBeUndefined();
    expect(forwardedAddress('', 1)).toBeUndefined();
    expect(forwardedAddress(undefined, 1)).toBeUndefined();
    expect(forwardedAddress('203.0.113.5', 0)).toBeUndefined();
  });
});

/** Two proxies: a content network in front of a reverse proxy. Each appends the address it was called from. */
const t = useTestApp({ TRUST_PROXY: '2' });

const signIn = (email: string, forwardedFor: string) =>
  post(
    t.app,
    '/api/auth/sign-in/email',
    { email, password: 'Wrong-Pass-1' },
    { 'x-forwarded-for': forwardedFor },
  );

describe('rate limits behind two proxies', () => {
  it('count the address the outer proxy saw, whatever the client wrote before it', async () => {
    const email = uniqueEmail();
    const client = '203.0.113.44';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // The client invents a new first entry every time; both proxies' entries stay the same.
      const res = await signIn(email, `198.51.100.${i + 1}, ${client}, 10.0.0.2`);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('do not put everyone behind the same outer proxy under one counter', async () => {
    // Each attempt names another account: the account's own limit (decision 075) is not what this checks.
    for (let i = 0; i < 10; i += 1) await signIn(uniqueEmail(), `203.0.113.${100 + i}, 10.0.0.2`);
    expect((await signIn(uniqueEmail(), '203.0.113.120, 10.0.0.2')).status).toBe(401);
  });
});
