// @ts-check
// `npm start`: builds what changed since the last build, if anything, then runs the server from its bundle in
// this same process (decision 106). A start with nothing changed costs one look at the sources' fingerprints.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { staleParts } from './build-inputs.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');

// `npm start` is production, whatever NODE_ENV a shell left behind: the server and its libraries then allow
// nothing meant for development, such as a push service on this computer (decision 137). `npm run dev` is
// development.
process.env.NODE_ENV = 'production';

// On PostgreSQL the server's other processes run this file again (node:cluster); the first one built already.
const stale = cluster.isPrimary ? staleParts(ROOT) : [];
if (stale.length) {
  for (const { name, reason } of stale) console.log(`Building the ${name}: ${reason}.`);
  // Loaded only when needed: the bundler is the larger part of a start that builds nothing.
  const { buildParts } = await import('./build.mjs');
  try {
    await buildParts(stale.map((part) => part.name));
  } catch (error) {
    // One plain line, as the server says its own start failed: most often dist/ belongs to another user.
    console.error(`NeuroNest could not be built: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
// Named at run time: the bundle exists only once built.
await import(pathToFileURL(path.join(ROOT, 'dist/server/main.mjs')).href);
