// `npm run bench`: builds the app and a floor page, starts the server on PGlite and on a fresh PostgreSQL
// database (each seeded with a person's data for every tool), measures the pages, the API, the tool screens,
// start-up and memory, and writes bench/RESULTS.md.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { format } from 'prettier';
import { startServer } from '../e2e/support/server';
import { createAccount } from './account';
import type { AssistantCpu } from './assistant-cpu';
import { assistantCpuRow, measureAssistantCpu } from './assistant-cpu';
import { engineWeightRows, measureEngineWeight } from './assistant-engine';
import { capacityRows } from './capacity';
import { focusRoomsRows } from './focus-rooms';
import { namedStatementsRowsOrNote } from './named-statements';
import { reminderStatementsRows } from './reminder-statements';
import type { ApiLoad } from './api-load';
import { loadApi } from './api-load';
import type { Encoded } from './checks';
import { compressionOf, landingTextMissing } from './checks';
import { buildFloorPage } from './floor';
import { heavyAccountRows } from './heavy-account';
import { gapNotes } from './gaps';
import { lighthouseMobile, speedNote } from './lighthouse';
import { residentMemory } from './memory';
import { measurePage } from './pages';
import { createBenchDatabase, pgbenchSettingsRead } from './postgres';
import type { Row } from './report';
import { ratio, renderResults, sizeKb } from './report';
import { SEEDED_TEXT, seedToolData } from './seed';
import { startUpBench } from './start-up';
import type { ToolScreens } from './tool-screens';
import { lighthouseToolScreens, measureToolScreens } from './tool-screens';
import { measureFocusSounds } from './focus-sounds';
import type { PlayingCost } from './focus-sounds-playing';
import { measurePlayingCost, playingCostRow } from './focus-sounds-playing';
import type { FocusSoundsCost } from './focus-sounds';
import { measureHabitCalendar } from './habit-calendar';
import { measureStudySession } from './study-session';
import { measureAidsDraw, measureFirstLoads, readingAidsRows } from './reading-aids';
import {
  apiRows,
  focusSoundsRow,
  habitCalendarRow,
  lighthouseRow,
  onCpu,
  mindMapRows,
  startRows,
  studySessionRow,
  textConverterRow,
} from './tool-rows';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SERVER_ENV = { WEATHER_API_URL: 'off', LOG_LEVEL: 'warn', NODE_ENV: 'production' };

/** Lighthouse runs per signed-in screen, the median reported: one run alone swings by ten points. */
const TOOL_LIGHTHOUSE_RUNS = 3;

const step = (text: string) => console.log(`· ${text}`);

interface DatabaseRun {
  api: ApiLoad;
  pgbench: number | null;
  fresh: { startedMs: number };
  existing: { startedMs: number; idleMb: number };
}

/** A signed-up account with every tool's data, then the API under load. */
async function seededAccount(baseUrl: string) {
  const account = await createAccount(baseUrl);
  await seedToolData(baseUrl, await account.cookie());
  return account;
}

/** Starts the server again on the data it left, as after an upgrade or a reboot. */
async function restartOn(env: Record<string, string>) {
  const again = await startServer(env, { pollMs: 20 });
  try {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { startedMs: again.startedMs, idleMb: (await residentMemory(again.pid)).mb };
  } finally {
    await again.stop();
  }
}

async function runPostgres(): Promise<DatabaseRun> {
  const database = await createBenchDatabase(ADMIN_URL);
  try {
    const env = { ...SERVER_ENV, DATABASE_URL: database.url };
    const server = await startServer(env, { pollMs: 20 });
    let api: ApiLoad;
    let pgbench: number | null;
    try {
      const account = await seededAccount(server.url);
      step('loading the API on PostgreSQL');
      api = await loadApi(server.url, server.pid, account.cookie);
      const session = (await (
        await fetch(`${server.url}/api/auth/get-session`, { headers: { cookie: await account.cookie() } })
      ).json()) as { user: { id: string } };
      pgbench = await pgbenchSettingsRead(database.url, session.user.id);
    } finally {
      await server.stop();
    }
    step('restarting on the existing PostgreSQL database');
    const existing = await restartOn(env);
    return { api, pgbench, fresh: { startedMs: server.startedMs }, existing };
  } finally {
    await database.drop();
  }
}

async function main() {
  const started = performance.now();
  process.chdir(ROOT);
  step('building the app');
  // In its own process, as `npm run build` does: the build prerenders with React, which must not meet the
  // copy of React this process may already hold.
  const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs')], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  });
  if (built.status !== 0) throw new Error('The build failed.');
  step('timing `npm start` and the server alone beside a bare Node server');
  const startUp = await startUpBench();
  step('building the floor page');
  const floor = await buildFloorPage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const notes: string[] = [];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'neuronest-bench-'));

  step('starting the server on PGlite');
  const embeddedEnv = { ...SERVER_ENV, DATA_DIR: dataDir };
  const embedded = await startServer(embeddedEnv, { pollMs: 20 });
  let encoded: Encoded[];
  let pages;
  let lighthouse;
  let screens: ToolScreens;
  let sounds: FocusSoundsCost;
  let playingCost: PlayingCost;
  let habitCalendar;
  let studySession;
  let readingAids: Row[];
  let toolLighthouse;
  let pglite: DatabaseRun;
  let assistantCpu: AssistantCpu;
  step("measuring the built-in assistant's memory and first answer in a process of its own");
  const engineWeight = engineWeightRows(measureEngineWeight());
  try {
    const account = await seededAccount(embedded.url);
    // First, while the account holds only what it was seeded with (the browser steps add conversions).
    step('loading the API on PGlite');
    const api = await loadApi(embedded.url, embedded.pid, account.cookie);
    step("measuring the assistant's CPU a request beside the health check's");
    assistantCpu = await measureAssistantCpu(embedded.url, embedded.pid);
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
    step('measuring the Text Converter and the mind map');
    screens = await measureToolScreens(browser, embedded.url, await account.cookie());
    step(
      "every screen's first load with the reading aids off, and 100,000 characters drawn with them all on",
    );
    const aidLoads = await measureFirstLoads(browser, embedded.url, await account.cookie());
    const aidsDraw = await measureAidsDraw(browser, embedded.url, await account.cookie());
    readingAids = readingAidsRows(aidsDraw, aidLoads);
    step('rendering every focus sound for a minute');
    sounds = await measureFocusSounds(browser);
    playingCost = await measurePlayingCost(browser, embedded.url, await account.cookie());
    step('drawing ten habit calendars of two years, and answering study cards by keyboard');
    habitCalendar = await measureHabitCalendar(browser, embedded.url);
    studySession = await measureStudySession(browser, embedded.url, await account.cookie());
    step('running Lighthouse (landing, dashboard, every tool screen, settings, My Day)');
    lighthouse = {
      landing: await lighthouseMobile(`${embedded.url}/`),
      dashboard: await lighthouseMobile(`${embedded.url}/dashboard`, account.cookie),
    };
    toolLighthouse = await lighthouseToolScreens(embedded.url, account.cookie, TOOL_LIGHTHOUSE_RUNS);
    pglite = {
      api,
      pgbench: null,
      fresh: { startedMs: embedded.startedMs },
      existing: { startedMs: 0, idleMb: 0 },
    };
  } finally {
    await embedded.stop();
    await browser.close();
    await floor.close();
  }
  try {
    step('restarting on the existing PGlite data directory');
    pglite.existing = await restartOn(embeddedEnv);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  step('starting the server on a fresh PostgreSQL database');
  let postgres: DatabaseRun | null = null;
  try {
    postgres = await runPostgres();
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
      measured: `${lighthouse[page].score} (LCP ${(lighthouse[page].lcpMs / 1000).toFixed(1)} s${onCpu(lighthouse[page])})`,
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
    ...(postgres ? apiRows('PostgreSQL', postgres.api, postgres.pgbench) : []),
    ...(await capacityRows(ADMIN_URL, notes)),
    ...(await focusRoomsRows(ADMIN_URL, notes)),
    ...(await reminderStatementsRows(ADMIN_URL, notes)),
    ...(await namedStatementsRowsOrNote(ADMIN_URL, notes)),
    ...(await heavyAccountRows(ADMIN_URL, notes)),
    ...apiRows('PGlite', pglite.api, null),
    assistantCpuRow('PGlite', assistantCpu),
    ...engineWeight,
    ...toolLighthouse.map((tool) => lighthouseRow(`${tool.title} (\`${tool.path}\`)`, tool.figure)),
    ...screens.textConverter.map((t) => textConverterRow(t.what, t.timings)),
    ...readingAids,
    ...mindMapRows(screens.mindMap),
    focusSoundsRow(sounds),
    playingCostRow(playingCost),
    habitCalendarRow(habitCalendar),
    studySessionRow(studySession),
    ...startRows('PGlite', pglite.existing, pglite.fresh, pglite.api),
    ...startUp,
    ...(postgres ? startRows('PostgreSQL', postgres.existing, postgres.fresh, postgres.api) : []),
  ];
  for (const [name, run] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    if (!run) continue;
    const figures = [...run.api.healthRuns, run.api.settings, ...run.api.tools.map((t) => t.figure)];
    const errors = figures.reduce((sum, f) => sum + f.errors, 0);
    if (errors) notes.push(`${name}: ${errors} requests failed or answered an error during the load.`);
    if (run.api.processes > 1)
      notes.push(`${name}: the server ran as ${run.api.processes} processes; memory is their sum.`);
  }
  notes.push(
    ...gapNotes(
      [
        { database: 'PGlite', api: pglite.api },
        ...(postgres ? [{ database: 'PostgreSQL', api: postgres.api }] : []),
      ],
      [{ title: 'Dashboard', figure: lighthouse.dashboard }, ...toolLighthouse],
      habitCalendar,
      studySession,
    ),
  );
  notes.push(speedNote([lighthouse.landing, lighthouse.dashboard, ...toolLighthouse.map((t) => t.figure)]));
  notes.push(`Seeded account: ${SEEDED_TEXT}`);
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
