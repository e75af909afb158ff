import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail, PASSWORD } from './support/accounts';
import { freePort, SERVER_START_MS, startServer } from './support/server';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-restart-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const json = (url: string, body: unknown, cookie = '') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin, cookie },
    body: JSON.stringify(body),
  });

describe('the embedded database', () => {
  it(
    'keeps every row across a SIGTERM and a new start',
    async () => {
      const email = newEmail('restart');
      const first = await startServer({ DATA_DIR: dataDir });
      const signUp = await json(`${first.url}/api/auth/sign-up/email`, {
        email,
        password: PASSWORD,
        name: '',
      });
      expect(signUp.status).toBe(200);
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const saved = await fetch(`${first.url}/api/profile`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: first.url, cookie },
        body: JSON.stringify({ fullName: 'Kept Safe', conditions: ['Dyslexia'] }),
      });
      expect(saved.status).toBe(200);
      expect(await first.stop()).toBe(0);

      const second = await startServer({ DATA_DIR: dataDir });
      try {
        const signIn = await json(`${second.url}/api/auth/sign-in/email`, { email, password: PASSWORD });
        expect(signIn.status).toBe(200);
        // The session made before the restart is still valid: the secret was kept in DATA_DIR too.
        const profile = await fetch(`${second.url}/api/profile`, { headers: { cookie } });
        expect(await profile.json()).toMatchObject({ fullName: 'Kept Safe', conditions: ['Dyslexia'] });
      } finally {
        await second.stop();
      }
    },
    2 * SERVER_START_MS,
  );
});

describe('start-up configuration', () => {
  it('stops with one line naming a bad variable', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });
});

describe('`npm start`', () => {
  it('stops the server when npm alone is asked to stop, as a service manager asks it', async () => {
    const { spawn } = await import('node:child_process');
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const own = await mkdtemp(path.join(tmpdir(), 'neuronest-npm-start-'));
    const npm = spawn('npm', ['start', '--silent'], {
      detached: true,
      env: { ...process.env, DATA_DIR: own, PORT: String(port), PUBLIC_URL: url, WEATHER_API_URL: 'off' },
      stdio: 'ignore',
    });
    const healthy = () =>
      fetch(`${url}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
    try {
      await expect.poll(healthy, { timeout: 120_000, interval: 100 }).toBe(true);
      // SIGTERM to npm's own process, not its group: the server must not be left running without it.
      process.kill(npm.pid!, 'SIGTERM');
      await expect.poll(healthy, { timeout: 15_000, interval: 100 }).toBe(false);
      const left = () => {
        try {
          process.kill(-npm.pid!, 0);
          return true;
        } catch {
          return false;
        }
      };
      await expect.poll(left, { timeout: 15_000, interval: 100 }).toBe(false);
    } finally {
      try {
        process.kill(-npm.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await rm(own, { recursive: true, force: true });
    }
  });
});
