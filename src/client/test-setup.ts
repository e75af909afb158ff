import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// waitFor and findBy wait for what the test can see; their 1 s default is a length of time, which a lazy
// screen's script can take on a busy machine. A test that passes takes no longer for a longer limit
// (decision 141); it stays well under the project's 30 s test limit (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

// A console.error during a test is a bug the user would meet: fail loudly.
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});
