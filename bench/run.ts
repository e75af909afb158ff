// `npm run bench`: builds the app and a floor page, starts the server on PGlite and on a fresh PostgreSQL
// database, measures what the speed issue asks for and writes bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { format } from 'prettier';
import { startServer } from '../e2e/support/server';
import { createAccount } from './account';
import type { Encoded } from './checks';
import { compressionOf, landingTextMissing } from './checks';
import { buildFloorPage } from './floor';
import { lighthouseMobile } from './lighthouse';
import type { LoadFigure } from './load';
import { load } from './load';
import { measurePage } from './pages';
import { createBenchDatabase, pgbenchSettingsRead } from './postgres';
import type { Row } from './report';
import { ratio, renderResults, sizeKb } from './report';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ENV = { WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production' };

const step = (text: string) => console.log(`· ${text}`);

interface DatabaseLoad {
  health: LoadFigure;
  settings: LoadFigure;
  pgbench: number | null;
}

async function loadOn(baseUrl: string, databaseUrl?: string): Promise<DatabaseLoad> {
  const account = await createAccount(baseUrl);
  const health = await load(`${baseUrl}/api/health`);
  const settings = await load(`${baseUrl}/api/settings`, { cookie: await account.cookie() });
  let pgbench: number | null = null;
  if (databaseUrl) {
    const session = (await (
      await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie: await account.cookie() } })
    ).json()) as { user: { id: string } };
    pgbench = await pgbenchSettingsRead(databaseUrl, session.user.id);
  }
  return { health, settings, pgbench };
}

async function main() {
  const started = performance.now();
  process.chdir(ROOT);
  step('building the app');
  // In its own process, as `npm run build` does: the build prerenders with React, which must not meet the
  // copy of React this process may already hold.
  const built = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    },
  );
  if (built.status !== 0) throw new Error('The build failed.');
  step('building the floor page');
  const floor = await buildFloorPage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const notes: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-bench-'));

  step('starting the server on PGlite');
  const embedded = await startServer({ ...SERVER_ENV, DATA_DIR: dataDir });
  let encoded: Encoded[];
  let pages;
  let lighthouse;
  let pgliteLoad: DatabaseLoad;
  try {
    const account = await createAccount(embedded.url);
    step('measuring the pages');
    const floorLoad = await measurePage(browser, floor.url, { waitFor: 'h1' });
    const landing = await measurePage(browser, `${embedded.url}/`, { waitFor: 'h1' });
    const dashboard = await measurePage(browser, `${embedded.url}/dashboard`, {
      cookie: await account.cookie(),
      waitFor: 'h1',
    });
    const missing = await landingTextMissing(embedded.url);
    if (missing.length) notes.push(`Landing texts missing from the HTML: ${missing.join(' / ')}`);
    encoded = await compressionOf(embedded.url, await account.cookie());
    pages = { floorLoad, landing, dashboard, missing };
    step('running Lighthouse (landing, dashboard)');
    lighthouse = {
      landing: await lighthouseMobile(`${embedded.url}/`),
      dashboard: await lighthouseMobile(`${embedded.url}/dashboard`, account.cookie),
    };
    step('loading the API on PGlite');
    pgliteLoad = await loadOn(embedded.url);
  } finally {
    await embedded.stop();
    await browser.close();
    await floor.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  step('starting the server on a fresh PostgreSQL database');
  let postgresLoad: DatabaseLoad | null = null;
  try {
    const database = await createBenchDatabase(ADMIN_URL);
    try {
      const server = await startServer({ ...SERVER_ENV, DATABASE_URL: database.url });
      try {
        step('loading the API on PostgreSQL');
        postgresLoad = await loadOn(server.url, database.url);
      } finally {
        await server.stop();
      }
    } finally {
      await database.drop();
    }
  } catch (error) {
    notes.push(`PostgreSQL was not measured: ${error instanceof Error ? error.message : String(error)}`);
  }

  const floorBytes = pages.floorLoad.jsGzipBytes;
  const jsRow = (figure: string, bytes: number, limit: number): Row => ({
    figure,
    measured: sizeKb(bytes),
    reference: `${sizeKb(floorBytes)} (bare React + React DOM)`,
    ratio: ratio(bytes, floorBytes),
    target: `≤ ${limit}× the floor`,
    met: bytes <= limit * floorBytes,
  });
  const rps = (f: LoadFigure) =>
    `${Math.round(f.requestsPerSecond).toLocaleString('en')} req/s, p99 ${f.p99Ms} ms`;
  const rows: Row[] = [
    jsRow('landing page, JavaScript fetched (gzip)', pages.landing.jsGzipBytes, 1.3),
    jsRow('dashboard, JavaScript fetched (gzip)', pages.dashboard.jsGzipBytes, 1.8),
    {
      figure: 'landing HTML without scripts',
      measured: pages.missing.length ? `${pages.missing.length} texts missing` : 'every text of the page',
      reference: '-',
      ratio: '-',
      target: 'the whole landing page readable',
      met: pages.missing.length === 0,
    },
    {
      figure: 'compression of assets, pages and API answers over 1 KB',
      measured: encoded.map((e) => `${e.what}: ${e.encoding}`).join('; '),
      reference: '-',
      ratio: '-',
      target: 'brotli or gzip on every text answer',
      met: encoded.every((e) => e.encoding === 'br' || e.encoding === 'gzip' || e.plainBytes < 1024),
    },
    ...(['landing', 'dashboard'] as const).map((page): Row => ({
      figure: `Lighthouse mobile performance, ${page}`,
      measured: `${lighthouse[page].score} (LCP ${(lighthouse[page].lcpMs / 1000).toFixed(1)} s)`,
      reference: '100',
      ratio: ratio(lighthouse[page].score, 100),
      target: '≥ 95',
      met: lighthouse[page].score >= 95,
    })),
    {
      figure: '`/api/bionic` calls when the dashboard opens (ADHD in the profile)',
      measured: String(pages.dashboard.bionicCalls),
      reference: '1',
      ratio: ratio(pages.dashboard.bionicCalls, 1),
      target: '≤ 1',
      met: pages.dashboard.bionicCalls <= 1,
    },
  ];
  if (postgresLoad) {
    const share = postgresLoad.settings.requestsPerSecond / postgresLoad.health.requestsPerSecond;
    rows.push({
      figure: '`GET /api/settings` at 50 connections, PostgreSQL',
      measured: rps(postgresLoad.settings),
      reference: `\`/api/health\` ${rps(postgresLoad.health)}${postgresLoad.pgbench ? `; pgbench, the same query: ${Math.round(postgresLoad.pgbench).toLocaleString('en')} tx/s` : ''}`,
      ratio: `${ratio(share, 1)} of health`,
      target: '≥ 0.5× health, p99 ≤ 50 ms',
      met: share >= 0.5 && postgresLoad.settings.p99Ms <= 50 && postgresLoad.settings.errors === 0,
    });
  }
  const pgliteShare = pgliteLoad.settings.requestsPerSecond / pgliteLoad.health.requestsPerSecond;
  rows.push({
    figure: '`GET /api/settings` at 50 connections, PGlite',
    measured: rps(pgliteLoad.settings),
    reference: `\`/api/health\` ${rps(pgliteLoad.health)}`,
    ratio: `${ratio(pgliteShare, 1)} of health`,
    target: '≥ 0.5× health',
    met: pgliteShare >= 0.5 && pgliteLoad.settings.errors === 0,
  });
  for (const [name, figures] of [
    ['PGlite', pgliteLoad],
    ['PostgreSQL', postgresLoad],
  ] as const) {
    const errors = (figures?.health.errors ?? 0) + (figures?.settings.errors ?? 0);
    if (errors) notes.push(`${name}: ${errors} requests failed or answered an error during the load.`);
  }
  notes.push(`Landing scripts: ${pages.landing.scripts.join(', ')}`);
  notes.push(`Dashboard scripts: ${pages.dashboard.scripts.join(', ')}`);

  const seconds = (performance.now() - started) / 1000;
  // Formatted as the repository's own check wants it, so a fresh RESULTS.md passes `npm run lint`.
  const markdown = await format(renderResults(rows, encoded, notes, seconds), {
    parser: 'markdown',
    printWidth: 110,
  });
  await writeFile(path.join(ROOT, 'bench', 'RESULTS.md'), markdown);
  console.log(markdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
