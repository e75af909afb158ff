import path from 'node:path';

/**
 * The project's folder. This file sits two folders below it, and so does the server's bundle
 * (dist/server/main.mjs, decision 106), where every module's import.meta.dirname is the bundle's own: the
 * same two steps up find the project from either.
 */
export const projectRoot = path.resolve(import.meta.dirname, '..', '..');
