// The tool screens in Chromium, signed in: the Text Converter with 100,000 characters, the mind map with
// 500 topics, and Lighthouse (performance and accessibility) on every available tool's screen, settings and My Day.
import type { Browser, Page } from 'playwright-core';
import { tools } from '../src/client/lib/tool-registry';
import type { LighthouseFigure } from './lighthouse';
import { lighthouseMobile } from './lighthouse';
import type { MindMapBenchResult } from './mind-map';
import { measureMindMap } from './mind-map';
import type { TextConverterTimings } from './text-converter';
import { measureTextConverter } from './text-converter';

export interface ToolScreens {
  textConverter: { what: string; timings: TextConverterTimings }[];
  mindMap: MindMapBenchResult;
}

/** A browser context holding the account's session cookies, as a signed-in person's browser does. */
export async function signedInContext(browser: Browser, baseUrl: string, cookie: string) {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
    }),
  );
  return context;
}

/**
 * Waits until the app's service worker is active, its files kept (decision 090), or 30 s. It starts once a
 * screen has settled (decision 136), so a figure taken in a screen's first seconds would otherwise share the
 * machine with the worker's first downloads, which a returning person's browser no longer makes.
 */
export async function workerReady(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 30_000))]),
  );
}

/** A signed-in context with the app installed, as a returning person's browser has it. */
export async function installedContext(browser: Browser, baseUrl: string, cookie: string) {
  const context = await signedInContext(browser, baseUrl, cookie);
  const page = await context.newPage();
  await page.goto('/dashboard');
  await workerReady(page);
  await page.close();
  return context;
}

export async function measureToolScreens(
  browser: Browser,
  baseUrl: string,
  cookie: string,
): Promise<ToolScreens> {
  const context = await installedContext(browser, baseUrl, cookie);
  try {
    const page = await context.newPage();
    const textConverter = [
      { what: 'for ADHD, short paragraphs', timings: await measureTextConverter(page, baseUrl, 'adhd') },
      {
        what: 'for ADHD, one unbroken block',
        timings: await measureTextConverter(page, baseUrl, 'adhd', false),
      },
      {
        what: 'OpenDyslexic, short paragraphs',
        timings: await measureTextConverter(page, baseUrl, 'opendyslexic'),
      },
    ];
    const mindMap = await measureMindMap(page, baseUrl);
    return { textConverter, mindMap };
  } finally {
    await context.close();
  }
}

/** The signed-in screens beside the tools': settings and the day's plan. */
const OTHER_SCREENS = [
  { title: 'Settings', path: '/settings' },
  { title: 'My Day', path: '/my-day' },
];

/**
 * Every signed-in screen but the dashboard (measured on its own): each tool a person can open, settings and
 * My Day, with the screen's Lighthouse figures (`runs` runs, the median).
 */
export async function lighthouseToolScreens(
  baseUrl: string,
  cookie: () => Promise<string>,
  runs: number,
): Promise<{ title: string; path: string; figure: LighthouseFigure }[]> {
  const measured = [];
  const screens = [
    ...tools.filter((t) => t.status === 'available').map(({ title, path }) => ({ title, path })),
    ...OTHER_SCREENS,
  ];
  for (const screen of screens) {
    measured.push({ ...screen, figure: await lighthouseMobile(`${baseUrl}${screen.path}`, cookie, runs) });
  }
  return measured;
}
