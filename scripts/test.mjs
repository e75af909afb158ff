// @ts-check
// `npm test`: the programs the tests need from the system; lint, the type check and the build side by side; the
// reminders proof, and beside it the unit, node and server tests at the lowest priority; the other load and fault
// tests (proof), alone; then the browser tests, and beside them the server tests again on PostgreSQL when
// TEST_POSTGRES_URL names one (.ci/run sets it). Every part runs even when one before it failed (decisions 185,
// 189 and 190).
// Work that runs beside other work writes to its own log, shown once it has finished, so outputs never
// interleave. The run fails when any part fails, and its last lines name every test that failed, wherever its
// output was, so the end of a long log says what to read.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOGS = path.join(ROOT, 'test-results');

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

/**
 * A part that runs beside another: its output goes to `test-results/<name>.log`.
 * @param {string} name
 * @param {string[]} command
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {{ name: string, log: string, done: Promise<number> }}
 */
function logged(name, command, env = process.env) {
  mkdirSync(LOGS, { recursive: true });
  const log = path.join(LOGS, `${name}.log`);
  const fd = openSync(log, 'w');
  const done = run(command, { stdio: ['ignore', fd, fd], env }).finally(() => closeSync(fd));
  return { name, log, done };
}

/**
 * Waits for parts started with `logged`, prints each one's output, and gives their exit codes.
 * @param {{ name: string, log: string, done: Promise<number> }[]} parts
 * @returns {Promise<number[]>}
 */
async function settle(parts) {
  const codes = await Promise.all(parts.map((part) => part.done));
  parts.forEach((part, i) => {
    console.log(`\n${part.name} (${codes[i] === 0 ? 'passed' : `failed, exit code ${codes[i]}`}):\n`);
    process.stdout.write(readFileSync(part.log, 'utf8'));
  });
  return codes;
}

/**
 * Vitest's arguments that also write its results as JSON to `test-results/<name>.json`, for `failedTests`.
 * @param {string} name
 */
function resultsTo(name) {
  const file = path.join(LOGS, `${name}.json`);
  rmSync(file, { force: true });
  return ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];
}

/**
 * The tests a part's JSON results name as failed, a line each ("file > test: first line of the error, at the
 * line of the project it was thrown from"), and the files that failed without a failed test (one that could not
 * load, say).
 * @param {string} name
 * @returns {string[]}
 */
function failedTests(name) {
  const file = path.join(LOGS, `${name}.json`);
  if (!existsSync(file)) return [`${name}: no results were written`];
  /** @type {{ testResults: { name: string, status: string, message?: string, assertionResults: { fullName: string, status: string, failureMessages?: string[] }[] }[] }} */
  const results = JSON.parse(readFileSync(file, 'utf8'));
  return results.testResults.flatMap((suite) => {
    const where = path.relative(ROOT, suite.name);
    const failed = suite.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length === 0)
      return suite.status === 'failed' ? [`${where}: ${firstLine(suite.message ?? 'failed')}`] : [];
    return failed.map((test) => {
      const error = test.failureMessages?.[0] ?? '';
      const at = thrownFrom(error);
      // A test or hook that runs past its time limit has only the stack Vitest keeps for it, named so.
      const said =
        firstLine(error) === 'Error: STACK_TRACE_ERROR' ? 'ran past its time limit' : firstLine(error);
      return `${where} > ${test.fullName}: ${said}${at ? ` (at ${at})` : ''}`;
    });
  });
}

/**
 * The first line of the project's own code in an error's stack ("e2e/todo.test.ts:145"): for a test that ran
 * past its time limit, where the test is declared.
 * @param {string} stack
 */
function thrownFrom(stack) {
  for (const match of stack.matchAll(/(?:file:\/\/)?(\/[^\s():]+):(\d+):\d+/g)) {
    const [, file = '', line] = match;
    if (file.startsWith(ROOT + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`))
      return `${path.relative(ROOT, file)}:${line}`;
  }
  return undefined;
}

/** @param {string} text */
const firstLine = (text) => text.trim().split('\n')[0]?.slice(0, 300) ?? '';

/**
 * Ends the run: on a failure, the failed tests of every part that wrote results, then the exit code.
 * @param {number} code
 * @param {string[]} parts
 * @returns {never}
 */
function end(code, parts) {
  if (code !== 0) {
    const lines = parts.flatMap(failedTests);
    console.log(
      `\nThe run failed (exit code ${code}). Failed:\n${lines.map((line) => `  ${line}`).join('\n')}`,
    );
  }
  process.exit(code);
}

/** @param {string} script */
const npmRun = (script) => [...NPM, 'run', script];
/** @param {string[]} args */
const vitest = (...args) => [...NPM, 'exec', '--', 'vitest', 'run', ...args];

console.log(`Node ${process.version}`);
const tools = await run([process.execPath, '--import', 'tsx', 'scripts/system-tools.ts']);
if (tools !== 0) process.exit(tools);

// ESLint and TypeScript each keep one core busy: side by side they take the time of the longer. The build (the
// one `npm start` runs, about 15 s) goes beside them, so that the servers the load and fault tests start are the
// built ones, as `npm start` runs them, not the sources compiled at each start.
const checks = await settle([
  logged('lint', npmRun('lint')),
  logged('types', npmRun('typecheck')),
  logged('build', [process.execPath, 'scripts/build.mjs', '--changed']),
]);
const checkFailed = checks.find((code) => code !== 0);
if (checkFailed !== undefined) process.exit(checkFailed);

// The reminders proof waits for three due minutes, the machine all but idle meanwhile: the unit, node and server
// projects (which ask nothing of PostgreSQL) run beside it at the lowest priority, so that its servers have the
// CPU whenever they want it; beside work of the same priority it missed its bound (decision 185). Then the other
// load and fault tests, alone: beside the browsers, low-priority work starved past its tests' time limits on a
// machine another program kept busy (decision 189). Decision 190.
const REMINDERS_PROOF = 'src/server/proof/reminders-three-instances.test.ts';
const lowestPriority = process.platform === 'win32' ? [] : ['nice', '-n', '19'];
const [reminders = 1, unit = 1] = await settle([
  logged('reminders', vitest('--project', 'proof', REMINDERS_PROOF, ...resultsTo('reminders'))),
  logged('unit', [
    ...lowestPriority,
    ...vitest('--project', 'unit', '--project', 'node', '--project', 'server', ...resultsTo('unit')),
  ]),
]);
const proof = await run(vitest('--project', 'proof', '--exclude', REMINDERS_PROOF, ...resultsTo('proof')));

const postgres = process.env.TEST_POSTGRES_URL;
// The browser tests, and beside them the server tests again on PostgreSQL: a browser mostly waits for a page,
// which leaves a core for them (decision 141).
/** @type {{ name: string, log: string, done: Promise<number> }[]} */
const beside = postgres
  ? [
      logged('server-tests-on-postgres', [...npmRun('test:server'), '--', ...resultsTo('postgres')], {
        ...process.env,
        DATABASE_URL: postgres,
      }),
    ]
  : [];
if (postgres)
  console.log("Beside the browser tests: the server tests on PostgreSQL, shown after the browser tests'.");
const browser = await run([...npmRun('test:e2e'), '--', ...resultsTo('browser')]);
const codes = await settle(beside);
end(reminders || unit || proof || browser || codes.find((code) => code !== 0) || 0, [
  'reminders',
  'unit',
  'proof',
  'browser',
  ...(postgres ? ['postgres'] : []),
]);
