// @ts-check
// What each built part of NeuroNest is made from, and whether it must be built again (decision 106).
// Plain JavaScript: `npm start` reads it before anything could compile TypeScript, and a start with nothing
// changed should cost no more than this check.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {object} Part
 * @property {string[]} inputs Files and folders (relative to the project) the build reads.
 * @property {string[]} outputs Files the build writes; one missing means the part was never built.
 */

/** @type {Record<'client' | 'server', Part>} */
export const PARTS = {
  // The client: its sources, index.html and public/ (all under src/client), the shared rules, the Vite config
  // and the plugins under scripts/, and the exact dependencies.
  client: {
    inputs: [
      'src/client',
      'src/shared',
      'scripts',
      'vite.config.ts',
      'tsconfig.json',
      'package.json',
      'package-lock.json',
    ],
    outputs: ['dist/client/index.html', 'dist/client/landing.html', 'dist/client/.vite/manifest.json'],
  },
  // The server's bundle: its sources, the shared rules, the bundler's settings under scripts/ and the
  // exact dependencies.
  server: {
    inputs: ['src/server', 'src/shared', 'scripts', 'tsconfig.json', 'package.json', 'package-lock.json'],
    outputs: ['dist/server/main.mjs'],
  },
};

/** Where the inputs' fingerprint of each part's last finished build is kept. */
export const RECORD = 'dist/build-inputs.json';

/** Tests are never part of a build, so changing one builds nothing. */
const NOT_BUILT = /\.test\.[cm]?[jt]sx?$/;

/** @param {string} root @param {string} relative @returns {string[]} every file under `relative`, sorted */
function filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const child = path.posix.join(relative, entry.name);
      if (entry.isDirectory()) return filesUnder(root, child);
      return entry.isFile() && !NOT_BUILT.test(entry.name) ? [child] : [];
    });
}

/**
 * A SHA-256 of every input file's path and content. Content, not modification times: a checkout or a copy
 * touches times without changing a file, and a deleted file leaves no time behind to compare.
 * @param {string} root
 * @param {string[]} inputs
 */
export function inputsFingerprint(root, inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(root, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** @param {string} root @returns {Record<string, string>} */
function readRecord(root) {
  try {
    return JSON.parse(readFileSync(path.join(root, RECORD), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Why `name` must be built, or null when its last build was made from exactly the inputs there now.
 * @param {string} root
 * @param {string} name
 * @param {Part} part
 * @param {string} [fingerprint] the inputs' fingerprint, when already computed
 */
export function buildReason(root, name, part, fingerprint = inputsFingerprint(root, part.inputs)) {
  if (!part.outputs.every((file) => existsSync(path.join(root, file)))) return 'it has not been built yet';
  const recorded = readRecord(root)[name];
  if (!recorded) return 'its last build was not recorded as finished';
  return recorded === fingerprint ? null : 'its sources changed since the last build';
}

/**
 * The parts whose outputs were not built from exactly the inputs there now, each with the reason: what
 * `npm start` and `npm run build -- --changed` build.
 * @param {string} root
 * @param {Record<string, Part>} [parts]
 * @returns {{ name: string, reason: string }[]}
 */
export function staleParts(root, parts = PARTS) {
  return Object.entries(parts).flatMap(([name, part]) => {
    const reason = buildReason(root, name, part);
    return reason ? [{ name, reason }] : [];
  });
}

/**
 * Records (or with `fingerprint` null, forgets) the inputs a finished build of `name` was made from. Forgotten
 * before a build starts, so a build that is stopped halfway is made again next time.
 * @param {string} root
 * @param {string} name
 * @param {string | null} fingerprint
 */
export function recordBuild(root, name, fingerprint) {
  const record = readRecord(root);
  if (fingerprint) record[name] = fingerprint;
  else delete record[name];
  mkdirSync(path.join(root, path.dirname(RECORD)), { recursive: true });
  writeFileSync(path.join(root, RECORD), `${JSON.stringify(record, null, 2)}\n`);
}
