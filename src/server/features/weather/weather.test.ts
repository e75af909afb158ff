import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app';
import { createTestApp } from '../../test/app';
import type { TestUser } from '../../test/users';
import { as, createUser } from '../../test/users';
import { createOpenMeteoProvider, geocodingUrl, withCache } from './provider';
import { describeWeatherCode } from './weather-codes';

/** A small stand-in for Open-Meteo on 127.0.0.1: geocoding on /v1/search, weather on /v1/forecast. */
async function startOpenMeteo(handler: (url: URL, res: ServerResponse) => void) {
  const requests: URL[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handler(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    forecastUrl: `http://127.0.0.1:${port}/v1/forecast`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, body: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const PLACES: Record<string, { latitude: number; longitude: number; country: string }[]> = {
  leeds: [
    { latitude: 38.88, longitude: -94.28, country: 'United States' },
    { latitude: 53.8, longitude: -1.55, country: 'United Kingdom' },
  ],
  oslo: [{ latitude: 59.91, longitude: 10.75, country: 'Norway' }],
  brokenville: [{ latitude: 1, longitude: 1, country: 'Nowhere' }],
};

function openMeteo(url: URL, res: ServerResponse) {
  if (url.pathname === '/v1/search') {
    const results = PLACES[(url.searchParams.get('name') ?? '').toLowerCase()];
    return json(res, results ? { results, generationtime_ms: 0.4 } : { generationtime_ms: 0.2 });
  }
  if (url.pathname === '/v1/forecast') {
    const latitude = Number(url.searchParams.get('latitude'));
    if (latitude === 1) return json(res, { error: true, reason: 'Server error' }, 500);
    const current =
      latitude === 53.8
        ? { time: '2026-01-15T12:00', temperature_2m: 7.6, weather_code: 2 }
        : { time: '2026-01-15T12:00', temperature_2m: -3.2, weather_code: 71 };
    return json(res, { latitude, current_units: { temperature_2m: '°C' }, current });
  }
  json(res, { error: true }, 404);
}

let t: TestApp;
let weatherServer: Awaited<ReturnType<typeof startOpenMeteo>>;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  weatherServer = await startOpenMeteo(openMeteo);
  t = await createTestApp({ WEATHER_API_URL: weatherServer.forecastUrl });
  alice = await createUser(t.app);
  bob = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await weatherServer.close();
});
beforeEach(() => {
  weatherServer.requests.length = 0;
});

const setLocation = (user: TestUser, city: string, country: string, app = t.app) =>
  app.request(
    '/api/profile',
    as(user, {
      method: 'PATCH',
      body: JSON.stringify({ location: { city, country, timezone: '' } }),
    }),
  );

async function weatherOf(user: TestUser, app = t.app) {
  const res = await app.request('/api/weather', as(user));
  expect(res.status).toBe(200);
  return ((await res.json()) as { weather: unknown }).weather;
}

describe('GET /api/weather', () => {
  it('needs a signed-in user', async () => {
    const res = await t.app.request('/api/weather');
    expect(res.status).toBe(401);
    expect(weatherServer.requests).toHaveLength(0);
  });

  it('is null without a saved location, and asks no one', async () => {
    expect(await weatherOf(bob)).toBeNull();
    await setLocation(bob, '', '');
    expect(await weatherOf(bob)).toBeNull();
    expect(weatherServer.requests).toHaveLength(0);
  });

  it("gives the real weather at the user's own location, in the profile's country", async () => {
    await setLocation(alice, 'Leeds', 'United Kingdom');
    expect(await weatherOf(alice)).toEqual({ temperature: 8, condition: 'Partly cloudy', icon: 'cloud-sun' });
    const [search, forecast] = weatherServer.requests;
    expect(search?.pathname).toBe('/v1/search');
    expect(search?.searchParams.get('name')).toBe('Leeds');
    expect(forecast?.pathname).toBe('/v1/forecast');
    expect(forecast?.searchParams.get('latitude')).toBe('53.8');
    expect(forecast?.searchParams.get('current')).toBe('temperature_2m,weather_code');
  });

  it("never shows one user's location weather to another", async () => {
    expect(await weatherOf(bob)).toBeNull();
    await setLocation(bob, 'Oslo', 'Norway');
    expect(await weatherOf(bob)).toEqual({ temperature: -3, condition: 'Light snow', icon: 'snow' });
    expect(await weatherOf(alice)).toMatchObject({ condition: 'Partly cloudy' });
  });

  it('keeps an answer for 30 minutes instead of asking again', async () => {
    await weatherOf(alice);
    await setLocation(bob, 'leeds', 'united kingdom');
    expect(await weatherOf(bob)).toMatchObject({ temperature: 8 });
    expect(weatherServer.requests).toHaveLength(0);
  });

  it('is null for a place the service does not know', async () => {
    await setLocation(bob, 'Atlantis', 'Ocean');
    expect(await weatherOf(bob)).toBeNull();
  });

  it('is null when the service fails, and tries again next time', async () => {
    await setLocation(bob, 'Brokenville', 'Nowhere');
    expect(await weatherOf(bob)).toBeNull();
    expect(await weatherOf(bob)).toBeNull();
    expect(weatherServer.requests.filter((u) => u.pathname === '/v1/forecast')).toHaveLength(2);
  });

  it('is null when no weather service can be reached', async () => {
    const gone = await startOpenMeteo(openMeteo);
    await gone.close();
    const offline = await createTestApp({ WEATHER_API_URL: gone.forecastUrl }, t.database);
    await setLocation(alice, 'Leeds', 'United Kingdom', offline.app);
    expect(await weatherOf(alice, offline.app)).toBeNull();
  });
});

describe('Open-Meteo provider', () => {
  it('gives up after its time limit', async () => {
    const silent = await startOpenMeteo(() => {
      /* never answers */
    });
    try {
      const provider = createOpenMeteoProvider(silent.forecastUrl, { timeoutMs: 150 });
      await expect(provider.current({ city: 'Leeds', country: '' })).rejects.toThrow();
    } finally {
      await silent.close();
    }
  });

  it('looks places up on the public geocoding host only for the public service', () => {
    expect(geocodingUrl('https://api.open-meteo.com/v1/forecast')).toBe(
      'https://geocoding-api.open-meteo.com/v1/search',
    );
    expect(geocodingUrl('http://127.0.0.1:8080/v1/forecast?models=best_match')).toBe(
      'http://127.0.0.1:8080/v1/search',
    );
  });

  it('keeps answers until they expire, per place', async () => {
    let clock = 0;
    let calls = 0;
    const cached = withCache(
      {
        current: async () => {
          calls += 1;
          return { temperature: calls, condition: 'Clear sky', icon: 'sun' };
        },
      },
      { ttlMs: 1000, now: () => clock },
    );
    const leeds = { city: 'Leeds', country: 'UK' };
    expect((await cached.current(leeds))?.temperature).toBe(1);
    clock = 999;
    expect((await cached.current(leeds))?.temperature).toBe(1);
    expect((await cached.current({ city: 'York', country: 'UK' }))?.temperature).toBe(2);
    clock = 1000;
    expect((await cached.current(leeds))?.temperature).toBe(3);
  });

  it('describes WMO codes in plain words and gives no guess for unknown ones', () => {
    expect(describeWeatherCode(0)).toEqual({ condition: 'Clear sky', icon: 'sun' });
    expect(describeWeatherCode(63)).toEqual({ condition: 'Rain', icon: 'rain' });
    expect(describeWeatherCode(95)).toEqual({ condition: 'Thunderstorm', icon: 'storm' });
    expect(describeWeatherCode(42)).toBeUndefined();
  });

  it("shows no weather and calls no service when WEATHER_API_URL is 'off'", async () => {
    const off = await createTestApp({ WEATHER_API_URL: 'off' }, t.database);
    await setLocation(alice, 'Oslo', 'Norway', off.app);
    expect(await weatherOf(alice, off.app)).toBeNull();
    expect(weatherServer.requests).toHaveLength(0);
  });
});
