import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest's default is one worker per core but one: a single worker on a two-core machine, which leaves a
// core idle while a file waits for its timers or its database. Each file of these projects has its own
// page or database, so two run side by side even there.
const WORKERS = Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['src/client/test-setup.ts'],
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/proof/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
          maxWorkers: WORKERS,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Load and fault tests against real server processes (decision 064). They pick their own databases
        // (PGlite and PostgreSQL), so the PostgreSQL rerun of the server project does not repeat them; they run
        // after the other projects and one file at a time, so their load never slows another test.
        test: {
          name: 'proof',
          environment: 'node',
          include: ['src/server/proof/**/*.test.ts'],
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
