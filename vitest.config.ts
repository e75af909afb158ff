import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['src/client/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/proof/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
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
