import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const baseUrl = () => inject('baseUrl');

function randomIp() {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** Debian's Chromium with a fresh, empty profile (Playwright makes a new temporary one per launch). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
  });
}

/**
 * A browser with a profile on disk, as an installed app has (Chromium installs nothing from a private
 * window), its service workers allowed. `close` removes the profile.
 */
export async function launchProfile(): Promise<{
  context: BrowserContext;
  page: Page;
  close: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'neuronest-profile-'));
  const base = baseUrl();
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
    baseURL: base,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp(), origin: new URL(base).origin },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh browser context (no cookies) whose page fails the test on any uncaught page error. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // Each context is its own visitor: the server (trusting a proxy here) counts rate limits per address.
  // Requests a test sends straight to the API (page.request) carry the app's Origin, as the app's own do;
  // without it the server refuses every write as cross-site.
  const base = options.baseURL ?? baseUrl();
  const context = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp(), origin: new URL(base).origin },
    // The service worker would answer from its cache, out of sight of page.route; its own tests allow it.
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  watchRequests(page);
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/** What every scan counts: WCAG 2.2 A and AA, and axe's best-practice rules (landmarks, heading levels, regions). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs an axe scan with the one rule set every screen meets, WCAG 2.2 A and AA and axe's best practice, and
 * fails on any violation, whatever its impact; then saves a full-page screenshot under test-results/ to look at.
 * The scan runs in the page itself (`setLegacyMode`): by default AxeBuilder opens a blank page, a renderer
 * process of its own, to put together the results of cross-origin frames, which cost 0.8 s of each scan's 1.8
 * and which NeuroNest cannot have (its content security policy allows frames from its own origin only, and
 * those axe still scans). Decision 187.
 */
export async function checkAccessibility(page: Page, name: string) {
  // The colours a person sees once a change has finished drawing: a button turning from one look to another
  // (its colours ease over 150 ms) is, halfway, white text on a pale ground. Endless or paused animations are
  // not waited for.
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    await Promise.allSettled(finite.map((animation) => animation.finished));
  });
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  await mkdir('test-results', { recursive: true });
  await page.screenshot({ path: path.join('test-results', `${name}.png`), fullPage: true });
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/** The requests a page has on their way, and who waits for the next to end; kept for pages made by `newPage`. */
const inFlight = new WeakMap<Page, { open: Set<unknown>; changes: number; waiting: (() => void)[] }>();

function watchRequests(page: Page) {
  const watched = inFlight.get(page);
  if (watched) return watched;
  const state = { open: new Set<unknown>(), changes: 0, waiting: [] as (() => void)[] };
  // A stream the page keeps open (server-sent events) never finishes: it is not something to wait for.
  page.on('request', (request) => {
    if (request.resourceType() === 'eventsource') return;
    state.open.add(request);
    state.changes += 1;
  });
  const done = (request: unknown) => {
    if (!state.open.delete(request)) return;
    state.changes += 1;
    for (const wake of state.waiting.splice(0)) wake();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, state);
  return state;
}

/**
 * Waits until the screen has everything it asked for: no request of the page's on its way, and none started
 * over the next few frames (a screen's code asks for its data as it first draws, and its data for the next
 * request, each within a frame of the last answer). Playwright's 'networkidle' waits for 500 ms without a
 * request, a length of time; this waits for what can be seen, and is over as soon as the page is.
 */
export async function settled(page: Page) {
  const state = watchRequests(page);
  await page.waitForLoadState('load');
  for (;;) {
    if (state.open.size > 0) {
      await new Promise<void>((wake) => state.waiting.push(wake));
      continue;
    }
    const before = state.changes;
    await page.evaluate(async () => {
      for (let frame = 0; frame < 3; frame += 1) await new Promise(requestAnimationFrame);
    });
    if (state.open.size === 0 && state.changes === before) return;
  }
}
