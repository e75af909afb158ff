// @ts-check
// `npm start`: builds what changed since the last build, if anything, then runs the server from its bundle in
// this same process (decision 106). A start with nothing changed costs one look at the sources' fingerprints.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildReason, PARTS } from './build-inputs.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

const stale = Object.entries(PARTS).flatMap(([name, part]) => {
  const reason = buildReason(ROOT, name, part);
  return reason ? [{ name, reason }] : [];
});
if (stale.length) {
  for (const { name, reason } of stale) console.log(`Building the ${name}: ${reason}.`);
  // Loaded only when needed: the bundler is the larger part of a start that builds nothing.
  const { buildParts } = await import('./build.mjs');
  await buildParts(stale.map((part) => part.name));
}
// Named at run time: the bundle exists only once built.
await import(pathToFileURL(path.join(ROOT, 'dist/server/main.mjs')).href);
