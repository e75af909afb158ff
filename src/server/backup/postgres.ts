// Backups on PostgreSQL are PostgreSQL's own: pg_dump's custom format, put back by pg_restore (decision 154).
import { spawn } from 'node:child_process';
import pg from 'pg';

/** The password goes to pg_dump in its environment, never on its command line, where `ps` would show it. */
function connection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env: Record<string, string> = password ? { PGPASSWORD: password } : {};
  return { dbname: url.toString(), env };
}

export class MissingProgram extends Error {}

function run(program: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    let errors = '';
    const child = spawn(program, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => (errors += text));
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new MissingProgram(
              `${program} is not installed. On Debian or Ubuntu: sudo apt-get install postgresql-client`,
            )
          : error,
      ),
    );
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${program} failed: ${errors.trim() || `exit code ${code}`}`)),
    );
  });
}

export async function dumpPostgres(databaseUrl: string, file: string) {
  const { dbname, env } = connection(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** Whether the database already holds any table of its own (NeuroNest's or anything else). */
export async function postgresHoldsTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return (rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** In one transaction: a failure leaves the database as it was. --clean drops what the backup brings back. */
export async function restorePostgres(databaseUrl: string, file: string) {
  const { dbname, env } = connection(databaseUrl);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

/** The first bytes of pg_dump's custom format. */
export const isPostgresDump = (head: Buffer) => head.subarray(0, 5).toString('latin1') === 'PGDMP';
