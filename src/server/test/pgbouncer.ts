import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../e2e/support/server';
import { missingSystemTools, missingToolsLine, systemTools } from '../../../scripts/system-tools';

// Debian's PgBouncer (scripts/system-tools.ts) in transaction mode, started by a test in front of a PostgreSQL, as
// an operator would put it in front of the instances (docs/scaling.md, decision 176).

export interface RunningPgBouncer {
  port: number;
  /** The same database as `databaseUrl`, reached through this pooler. */
  through(databaseUrl: string): string;
  /** Stops the pooler and resolves once it is gone. */
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** The PostgreSQL it forwards to. */
  target: { host: string; port: number };
  /** Server connections it keeps for each database and user: few, so clients share them. */
  poolSize?: number;
}

const PGBOUNCER = systemTools.find((tool) => tool.name === 'PgBouncer');

/** The installed program, or an error naming the package that brings it (a test fails with it, never skips). */
function program(): string {
  const missing = missingSystemTools().filter((tool) => tool === PGBOUNCER);
  const found = PGBOUNCER?.paths?.find((file) => file && existsSync(file));
  if (missing.length > 0 || !found) throw new Error(missingToolsLine(missing) ?? 'PgBouncer is missing.');
  return found;
}

export async function startPgBouncer({ target, poolSize = 4 }: PgBouncerOptions): Promise<RunningPgBouncer> {
  const file = program();
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-pgbouncer-'));
  // Run as root (a container), PgBouncer refuses to start unless told a user to become; that user reads this folder.
  const asRoot = process.getuid?.() === 0;
  await chmod(dir, 0o755);
  const users = path.join(dir, 'users.txt');
  await writeFile(users, '"postgres" ""\n', { mode: 0o644 });
  const ini = path.join(dir, 'pgbouncer.ini');
  await writeFile(
    ini,
    [
      '[databases]',
      `* = host=${target.host} port=${target.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      // A lost PostgreSQL is tried again after a second, not the default 15.
      'server_login_retry = 1',
      'log_connections = 0',
      'log_disconnections = 0',
      'logfile =',
      'pidfile =',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const child = spawn(file, [...(asRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let said = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      said = (said + chunk.toString()).slice(-4000);
      if (said.includes('process up')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`PgBouncer stopped at start (${String(code)}): ${said}`)));
    child.once('error', reject);
  });
  return {
    port,
    through: (databaseUrl) => {
      const url = new URL(databaseUrl);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
