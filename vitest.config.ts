import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Vitest's default is one worker per core but one: a single worker on a two-core machine, which leaves a
// core idle while a file waits for its timers or its database. Each file of these projects has its own
// page or database, so two run side by side even there.
const WORKERS = Math.max(2, availableParallelism() - 1);

// A test waits for what it can see, never for a length of time (decision 141). Its limit only stops a test
// that hangs, so it is set for a machine whose cores are busy with other work, not for a quiet one: a test
// that passes takes no longer for it. The same holds for expect.poll (Vitest's default is 1 s) and for
// Testing Library's waitFor and findBy (src/client/test-setup.ts).
//
// The node and server projects share each worker's modules between its files (`isolate: false`): every server test
// imports the whole app, which took 4–8 s per file to load again (compromise, better-auth, rrule and 215 of our
// modules), and their tests replace no module and leave no global changed. Each file still makes its own app on its
// own database. The client's tests replace modules (`vi.mock`), so each of their files keeps its own.
const TIMEOUTS = { testTimeout: 30_000, hookTimeout: 30_000, expect: { poll: { timeout: 10_000 } } };

export default defineConfig({
  test: {
    projects: [
      {
        // The client's components and hooks, in a DOM (jsdom) with Testing Library's setup. Each file in a
        // worker thread rather than a process of its own: 113 s → 90 s for the project, half the system time
        // (decision 187).
        test: {
          name: 'unit',
          environment: 'jsdom',
          pool: 'threads',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test-setup.ts'],
          maxWorkers: WORKERS,
          ...TIMEOUTS,
        },
      },
      {
        // The shared rules and the build scripts: plain Node, no DOM to set up for each file.
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
          maxWorkers: WORKERS,
          ...TIMEOUTS,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/server/proof/**'],
          globalSetup: ['src/server/test/global-setup.ts'],
          isolate: false,
          maxWorkers: WORKERS,
          ...TIMEOUTS,
          hookTimeout: 60_000,
        },
      },
      {
        // Load and fault tests against real server processes (decision 064). They pick their own databases
        // (PGlite and PostgreSQL), so the PostgreSQL rerun of the server project does not repeat them. They run
        // one file at a time. `npm test` runs the reminders proof with only lowest-priority work beside it and
        // the others alone: beside other work at the same priority, the reminders proof missed its bound
        // (decisions 185, 189 and 190).
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
