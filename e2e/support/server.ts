import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { buildReason, PARTS } from '../../scripts/build-inputs.mjs';

export interface RunningServer {
  url: string;
  /** The server process's id (to read its memory). */
  pid: number;
  /** Milliseconds from the spawn to the first healthy `/api/health` answer. */
  startedMs: number;
  /** Sends SIGTERM and resolves with the exit code once the server has closed. */
  stop(): Promise<number | null>;
  /** Ends the process at once with SIGKILL, as a crash or power cut would, and resolves once it is gone. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What `npm start` runs: the server's bundle, when it was built from the sources there now (decision 106).
 * Otherwise the sources themselves, through tsx, so that a test never meets an older server than its own code.
 */
function serverArgs(): string[] {
  if (buildReason(ROOT, 'server', PARTS.server) === null) return [path.join(ROOT, 'dist/server/main.mjs')];
  return ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')];
}

/**
 * How long a test that starts a server gives it to answer its health check: on a busy machine the first start
 * (migrations, the embedded database) can take a minute or two. A hook or test that starts one allows this long.
 */
export const SERVER_START_MS = 120_000;

/**
 * Starts the server as `npm start` does (after the build) and waits for its health check, asking every
 * `pollMs` milliseconds.
 */
export async function startServer(
  env: Record<string, string>,
  {
    pollMs = 250,
    healthyWithinMs = SERVER_START_MS,
  }: {
    pollMs?: number;
    /** A test that starts several servers one after another on a busy machine may allow longer. */
    healthyWithinMs?: number;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const args = serverArgs();
  const spawned = performance.now();
  const child = spawn(process.execPath, args, {
    // No daily backup (decision 154): one taken minutes into a run would pause the embedded database for seconds
    // in the middle of a test or a measurement. The backup tests ask for theirs.
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DAILY_BACKUPS: '0',
      PORT: String(port),
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Generous: on a busy machine the first start (migrations, the embedded database) can take a minute.
  const deadline = Date.now() + healthyWithinMs;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}.`);
    healthy = await fetch(`${url}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  if (!healthy) {
    child.kill('SIGKILL');
    throw new Error(
      `The server at ${url} did not answer its health check within ${healthyWithinMs / 1000} seconds.`,
    );
  }
  const startedMs = performance.now() - spawned;
  return {
    url,
    pid: child.pid ?? 0,
    startedMs,
    stop: () =>
      new Promise<number | null>((resolve) => {
        // A server already gone (killed by a test) has nothing more to stop.
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
