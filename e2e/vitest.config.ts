import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Files run side by side where a machine has more than two cores, each with its own browser, against the
    // one server; on two cores, one after another (the server tests on PostgreSQL use the other core, decision 141).
    fileParallelism: availableParallelism() > 2,
    maxWorkers: Math.max(1, availableParallelism() - 2),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A screen may take a few seconds to show on a busy machine: every poll waits up to 10 s, unless its test
    // asks for longer.
    expect: { poll: { timeout: 10_000 } },
  },
});
