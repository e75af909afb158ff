import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['e2e/**/*.test.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Two files at a time at least, each with its own browser, against the one server: one file alone left a
    // core half idle while its page waited for the server or its browser for the page (on two cores, the
    // browser phase 1,463 s one file at a time, 981 s two at a time; decision 187).
    fileParallelism: true,
    maxWorkers: Math.max(2, availableParallelism() - 2),
    // A test's own limit only catches a hang: each step has a bound of its own, the time to see what it waits
    // for. It is two minutes so that a poll whose read waits for an element that never comes (Playwright waits
    // 30 s for it, and a poll reads once more after its time is up) fails with that read's message, naming the
    // element, and not with the test's, which names no step: todo's first test ran past the former 60 s in one
    // run of the whole suite, with nothing to say where.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // A screen may take a few seconds to show on a busy machine: every poll waits up to 10 s, unless its test
    // asks for longer.
    expect: { poll: { timeout: 10_000 } },
  },
});
