// The landing and dashboard JavaScript figures alone, as `npm run bench` measures them: for checking a change to
// the first script without the whole run. `npx tsx bench/dashboard-js.ts` after `npm run build`.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../e2e/support/server';
import { createAccount } from './account';
import { buildFloorPage } from './floor';
import { measurePage } from './pages';
import { seedToolData } from './seed';

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-js-'));
const server = await startServer(
  { NODE_ENV: 'production', WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  { pollMs: 20 },
);
const cleanups: (() => Promise<unknown>)[] = [];
try {
  const floor = await buildFloorPage();
  cleanups.push(() => floor.close());
  const account = await createAccount(server.url);
  await seedToolData(server.url, await account.cookie());
  const floorLoad = await measurePage(browser, floor.url, { waitFor: 'h1' });
  const landing = await measurePage(browser, `${server.url}/`, { waitFor: 'h1' });
  const dashboard = await measurePage(browser, `${server.url}/dashboard`, {
    cookie: await account.cookie(),
    waitFor: 'h1',
  });
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const ratio = (bytes: number) => (bytes / floorLoad.jsGzipBytes).toFixed(3);
  console.log(`floor ${kb(floorLoad.jsGzipBytes)}`);
  console.log(`landing ${kb(landing.jsGzipBytes)} = ${ratio(landing.jsGzipBytes)}x (ceiling 1.3x)`);
  console.log(`dashboard ${kb(dashboard.jsGzipBytes)} = ${ratio(dashboard.jsGzipBytes)}x (ceiling 1.8x)`);
  console.log(dashboard.scripts.join('\n'));
} finally {
  for (const cleanup of cleanups) await cleanup();
  await browser.close();
  await server.stop();
}
