// @ts-check
// `npm test`: the programs the tests need from the system, lint, types, the unit and server tests, then the
// browser tests. With TEST_POSTGRES_URL set (.ci/run sets it), the server tests run a second time, on that
// PostgreSQL, beside the browser tests: a database and a browser use different parts of the machine, and the
// browser tests spend much of their time waiting for pages (decision 141). The run fails when either fails.
// The PostgreSQL pass writes to its own log, shown once both have finished, so the two outputs never interleave.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, closeSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const POSTGRES_LOG = path.join(ROOT, 'test-results/server-tests-on-postgres.log');

/** npm itself, as it runs this file (`npm test`); `npm` from the PATH otherwise. */
const NPM = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];

/**
 * Runs a command in the project and resolves with its exit code.
 * @param {string[]} command
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
function run(command, options = {}) {
  const [file = '', ...args] = command;
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} script */
const npmRun = (script) => [...NPM, 'run', script];

const steps = [
  [process.execPath, '--import', 'tsx', 'scripts/system-tools.ts'],
  npmRun('lint'),
  npmRun('typecheck'),
  npmRun('test:unit'),
];
for (const step of steps) {
  const code = await run(step);
  if (code !== 0) process.exit(code);
}

const postgres = process.env.TEST_POSTGRES_URL;
/** @type {Promise<number> | null} */
let beside = null;
if (postgres) {
  mkdirSync(path.dirname(POSTGRES_LOG), { recursive: true });
  const log = openSync(POSTGRES_LOG, 'w');
  console.log(`The server tests on PostgreSQL run beside the browser tests; their output: ${POSTGRES_LOG}`);
  beside = run(npmRun('test:server'), {
    stdio: ['ignore', log, log],
    env: { ...process.env, DATABASE_URL: postgres },
  }).finally(() => closeSync(log));
}
const browser = await run(npmRun('test:e2e'));
if (beside) {
  const code = await beside;
  console.log(`\nThe server tests on PostgreSQL (${code === 0 ? 'passed' : `failed, exit code ${code}`}):\n`);
  process.stdout.write(readFileSync(POSTGRES_LOG, 'utf8'));
  if (code !== 0) process.exit(code);
}
process.exit(browser);
