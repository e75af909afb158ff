// Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G line, simulated) and
// its accessibility score, with the audits that failed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import type { MainThreadTime } from './main-thread';
import { mainThreadAfterPaint } from './main-thread';
import { median } from './load';

export interface LighthouseFigure {
  score: number;
  lcpMs: number;
  fcpMs: number;
  /** Total blocking time. */
  tbtMs: number;
  /** Cumulative layout shift. */
  cls: number;
  accessibility: number;
  /** The accessibility audits that failed, with the number of elements each found. */
  accessibilityFailures: string[];
  /** What went wrong when Lighthouse could not measure the page (its runtime error), else absent. */
  error?: string;
  /** The main thread's long tasks after the first paint, by the clock and on a CPU, from the run's trace. */
  mainThread: MainThreadTime | null;
  /** Lighthouse's own measure of the machine's single-core speed, in each of the runs. */
  benchmarkIndexes: number[];
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

/** The median of `runs` runs, each in a fresh browser (no cache carried over). */
export async function lighthouseMobile(
  url: string,
  cookie?: () => Promise<string>,
  runs = 3,
): Promise<LighthouseFigure> {
  const results: LighthouseFigure[] = [];
  const benchmarkIndexes: number[] = [];
  // A run Lighthouse could not finish (NO_LCP and the like, on a busy machine) is tried once more.
  let retries = 1;
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: FLAGS,
    });
    try {
      // Signed in the way a browser is: the session cookies in the profile Lighthouse then uses as it is.
      if (cookie) await addCookies(chrome.port, url, await cookie());
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(cookie),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}.`);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}.`);
      }
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      if (lhr.runtimeError && retries > 0) {
        retries -= 1;
        i -= 1;
        continue;
      }
      const failed = (lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'manual',
        );
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        accessibilityFailures: failed.map((audit) => {
          const items = (audit!.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
          return `${audit!.id} (${items})`;
        }),
        mainThread: mainThreadAfterPaint(result.artifacts.Trace?.traceEvents ?? []),
        benchmarkIndexes,
        ...(lhr.runtimeError && { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }),
      });
    } finally {
      chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor(results.length / 2)]!;
}

/** Lighthouse's benchmarkIndex over every run of `figures`: the machine's single-core speed while it ran. */
export function speedNote(figures: LighthouseFigure[]): string {
  const speeds = figures.flatMap((figure) => figure.benchmarkIndexes);
  return (
    `Lighthouse's benchmarkIndex, its measure of this machine's single-core speed, in its ${speeds.length} runs: ` +
    `${Math.round(Math.min(...speeds))}–${Math.round(Math.max(...speeds))}, median ${Math.round(median(speeds))} ` +
    '(it warns of a slow host under 1,000).'
  );
}

async function addCookies(port: number, url: string, cookie: string) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser Lighthouse drives has no profile.');
    const { origin } = new URL(url);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
  } finally {
    await browser.close();
  }
}
