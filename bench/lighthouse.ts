// Lighthouse's mobile performance score (its default: a mid-range phone on a slow 4G line, simulated).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseFigure {
  score: number;
  lcpMs: number;
}

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'];

/** The median of `runs` runs, each in a fresh browser (no cache carried over). */
export async function lighthouseMobile(url: string, cookie?: string, runs = 3): Promise<LighthouseFigure> {
  const results: LighthouseFigure[] = [];
  for (let i = 0; i < runs; i += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}.`);
      if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url}.`);
      }
      results.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      });
    } finally {
      chrome.kill();
    }
  }
  results.sort((a, b) => a.score - b.score);
  return results[Math.floor(results.length / 2)]!;
}
