import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
});

// The auth client's session store tidies up one second after its last screen unmounts; let it finish
// while the test window still exists.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 1100));
});

// A console.error during a test is a bug the user would meet: fail loudly.
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
});
