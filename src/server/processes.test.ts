import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../e2e/support/server';
import { startServer } from '../../e2e/support/server';
import { createEmptyPostgresDatabase } from './test/database';
import { STRONG_PASSWORD, uniqueEmail } from './test/users';

/**
 * The real server started as `npm start` does, on PostgreSQL with two processes sharing the port and no
 * AUTH_SECRET set: whichever process answers, a session made on another one is valid, and sign-in state
 * lives only in the database and the signed cookies.
 */
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROCESSES = 2;

let server: RunningServer;
let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let dataDir: string;

beforeAll(async () => {
  database = await createEmptyPostgresDatabase(ADMIN_URL);
  dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-processes-'));
  server = await startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    AUTH_SECRET: '',
    SERVER_PROCESSES: String(PROCESSES),
    WEATHER_API_URL: 'off',
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');

describe(`the server on PostgreSQL with ${PROCESSES} processes`, () => {
  it('accepts a session made by one process on every request, reads and writes alike', async () => {
    const headers = { 'content-type': 'application/json', origin: server.url };
    const email = uniqueEmail('processes');
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password: STRONG_PASSWORD, name: '' }),
    });
    expect(signUp.status).toBe(200);
    const withCopy = cookiesOf(signUp).join('; ');
    const tokenOnly = cookiesOf(signUp)
      .filter((c) => c.includes('session_token'))
      .join('; ');
    // Connections are handed to the processes in turn: enough separate requests reach each of them.
    for (let i = 0; i < 6 * PROCESSES; i += 1) {
      const cookie = i % 2 === 0 ? withCopy : tokenOnly;
      const read = await fetch(`${server.url}/api/account`, { headers: { cookie, connection: 'close' } });
      expect(read.status).toBe(200);
      expect(((await read.json()) as { email: string }).email).toBe(email);
      const write = await fetch(`${server.url}/api/settings`, {
        method: 'PATCH',
        headers: { ...headers, cookie, connection: 'close' },
        body: JSON.stringify({ themeColor: i % 2 === 0 ? 'rose' : 'sky' }),
      });
      expect(write.status).toBe(200);
    }
  });

  it('stops every process cleanly on SIGTERM', async () => {
    expect(await server.stop()).toBe(0);
    const refused = await fetch(`${server.url}/api/health`).catch(() => null);
    expect(refused).toBeNull();
  });
});
