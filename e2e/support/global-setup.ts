import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** One real server (built client, PGlite in a temporary folder) for the whole browser-test run. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-e2e-'));
  // No internet here: weather is off, so no test waits on an unreachable service (server tests cover it).
  const server = await startServer({ DATA_DIR: dataDir, TRUST_PROXY: 'true', WEATHER_API_URL: 'off' });
  project.provide('baseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
