// Runs one browser measurement of `npm run bench` by itself, as the bench does it: the built server on a fresh
// PGlite data directory, a signed-up account seeded with every tool's data, and Chromium. For checking a change
// without the whole run; each such module calls this when it is run with `npx tsx` after `npm run build`.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import type { BenchAccount } from './account';
import { createAccount } from './account';
import { seedToolData } from './seed';

/** Whether the file `filename` is the one `npx tsx` was asked to run. */
export const runDirectly = (filename: string) => path.resolve(process.argv[1] ?? '') === filename;

export async function runAlone(
  measure: (browser: Browser, baseUrl: string, account: BenchAccount) => Promise<unknown>,
): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-alone-'));
  const server = await startServer(
    { NODE_ENV: 'production', WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
    { pollMs: 20 },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const account = await createAccount(server.url);
    await seedToolData(server.url, await account.cookie());
    console.log(JSON.stringify(await measure(browser, server.url, account), null, 2));
  } finally {
    await browser.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
