import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDeviceChoice } from '../device-choices';
import { jsonResponse } from '../../testing/factories';

// This browser's push address and the server (decision 137): an address another account still holds, left by
// someone who never signed out here, is given up and a new one made for the person signed in now.

const TAKEN = 'That device gets reminders for another account. Sign out there first.';

/** The browser's side: one subscription at a time, as its push manager keeps it. */
function browserPush() {
  let made = 0;
  let current: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => unknown } | null = null;
  const givenUp: string[] = [];
  const subscribe = () => {
    made += 1;
    const endpoint = `https://push.example.net/send/${made}`;
    const subscription = {
      endpoint,
      toJSON: () => ({ endpoint, keys: { p256dh: `key${made}`, auth: `secret${made}` } }),
      unsubscribe: async () => {
        givenUp.push(endpoint);
        current = null;
        return true;
      },
    };
    current = subscription;
    return Promise.resolve(subscription);
  };
  const registration = {
    active: {},
    pushManager: { getSubscription: () => Promise.resolve(current), subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
  return { givenUp, subscribe };
}

/** The server: answers each registration with `answer(endpoint)`, and keeps what was sent. */
function server(answer: (endpoint: string) => Response) {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      if (url.pathname !== '/api/reminders/push-subscriptions') throw new Error(`Unexpected ${url.pathname}`);
      const { endpoint } = JSON.parse(String(init?.body)) as { endpoint: string };
      sent.push(endpoint);
      return answer(endpoint);
    }),
  );
  return sent;
}

const taken = () => jsonResponse({ error: { code: 'device_taken', message: TAKEN } }, 409);

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('subscribing this browser to push', () => {
  it('makes a new address when the old one is another account’s, and the old account keeps nothing here', async () => {
    const browser = browserPush();
    await browser.subscribe();
    const sent = server((endpoint) => (endpoint.endsWith('/1') ? taken() : jsonResponse({ id: 'd2' }, 201)));
    const { subscribePush } = await import('./notifications');
    await subscribePush('AAAA');
    expect(sent).toEqual(['https://push.example.net/send/1', 'https://push.example.net/send/2']);
    expect(browser.givenUp).toEqual(['https://push.example.net/send/1']);
    expect(readDeviceChoice('neuronest.reminders.push')).toBe('on');
  });

  it('keeps its address when the server fails for another reason, and says push is unavailable', async () => {
    const browser = browserPush();
    await browser.subscribe();
    const sent = server(() => jsonResponse({ error: { code: 'internal', message: 'Boom' } }, 500));
    const { subscribePush } = await import('./notifications');
    await subscribePush('AAAA');
    expect(sent).toEqual(['https://push.example.net/send/1']);
    expect(browser.givenUp).toEqual([]);
    expect(readDeviceChoice('neuronest.reminders.push')).toBe('unavailable');
  });

  it('makes one new address only, when the server still refuses', async () => {
    const browser = browserPush();
    await browser.subscribe();
    const sent = server(taken);
    const { subscribePush } = await import('./notifications');
    await subscribePush('AAAA');
    expect(sent).toHaveLength(2);
    expect(browser.givenUp).toEqual(['https://push.example.net/send/1']);
    expect(readDeviceChoice('neuronest.reminders.push')).toBe('unavailable');
  });
});
