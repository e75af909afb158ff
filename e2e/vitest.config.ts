import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One browser and one server on a two-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A screen may take a few seconds to show on a busy machine: every poll waits up to 10 s, unless its test
    // asks for longer.
    expect: { poll: { timeout: 10_000 } },
  },
});
